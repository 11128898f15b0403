// The engine seen from the page: searches run in a Web Worker; stopping one ends that worker (a search
// cannot be interrupted from outside without shared memory) and starts a fresh one, as does a search
// whose module failed.
/**
 * What the page says of a search whose module failed (it aborted, trapped or did not load): the runtime's
 * words without its advice to developers ("Build with -s ASSERTIONS=1 for more info", shown to nobody who
 * could act on it), and what happens next. The whole text goes to the console.
 */
export function brokenEngineText(raw) {
  const detail = String(raw).replace(/^(RuntimeError|Error): /, '')
    .replace(/\s*Build with -s ASSERTIONS=1 for more info\.?/, '').trim().replace(/\.$/, '');
  return `the engine failed (${detail || 'no reason given'}); a fresh one takes the next search`;
}

export class Engine {
  constructor() {
    this.nextId = 1;
    this.pending = null;
    this.start();
  }

  start() {
    const worker = new Worker('worker.js');
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => {
      if (worker === this.worker) this.fail(event.message || 'the engine worker could not be loaded');
    };
    this.worker = worker;
  }

  /** A worker that failed (to load, or in a search) never answers: its search ends with the error. */
  fail(why) {
    console.error('engine worker: ' + why);
    this.worker.terminate();
    this.worker = null;  // the next search starts a fresh one
    if (!this.pending) return;
    const { id, resolve } = this.pending;
    this.pending = null;
    resolve({ id, type: 'done', error: why });
  }

  /**
   * Searches the position of the game `line` ({start, moves}: its start FEN and the moves played since);
   * `onProgress` gets each finished iteration; resolves to the result, or null if stopped.
   */
  search({ start, moves }, rules, { depth = 0, ms = 0 }, onProgress) {
    this.stop();
    if (!this.worker) this.start();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = { id, resolve, onProgress };
      this.worker.postMessage({ id, start, moves, rules, depth, ms });
    });
  }

  get busy() { return this.pending !== null; }

  stop() {
    if (!this.pending) return;
    const { resolve } = this.pending;
    this.pending = null;
    this.worker.terminate();
    this.start();
    resolve(null);
  }

  receive(message) {
    if (!this.pending || message.id !== this.pending.id) return;
    if (message.type === 'progress') {
      this.pending.onProgress?.(message);
      return;
    }
    const { resolve } = this.pending;
    this.pending = null;
    if (message.broken) {  // its module did not load, or aborted: the next search gets a fresh one
      console.error('engine worker: ' + message.error);
      message = { ...message, error: brokenEngineText(message.error) };
      this.worker.terminate();
      this.start();
    }
    resolve(message);
  }
}
