// The engine seen from the page: searches run in a Web Worker; stopping one ends that worker (a search
// cannot be interrupted from outside without shared memory) and starts a fresh one.
export class Engine {
  constructor() {
    this.nextId = 1;
    this.pending = null;
    this.start();
  }

  start() {
    this.worker = new Worker('worker.js');
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => console.error('engine worker: ' + event.message);
  }

  /** Searches `fen`; `onProgress` gets each finished iteration; resolves to the result, or null if stopped. */
  search(fen, rules, { depth = 0, ms = 0 }, onProgress) {
    this.stop();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = { id, resolve, onProgress };
      this.worker.postMessage({ id, fen, rules, depth, ms });
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
    resolve(message);
  }
}
