// A minimal Chrome DevTools Protocol client over chromium's --remote-debugging-pipe (file descriptors 3
// and 4, messages as JSON ended by a NUL byte): enough to drive a page without any npm package.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class Browser {
  /** Starts headless `chromium` with a fresh profile. */
  constructor(chromium) {
    this.profile = fs.mkdtempSync(path.join(os.tmpdir(), 'congo-web-'));
    this.process = spawn(chromium, [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--no-default-browser-check',
      '--remote-debugging-pipe', `--user-data-dir=${this.profile}`, 'about:blank',
    ], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    this.process.stderr.on('data', () => {});  // chromium's own chatter (dbus, GPU) is not the page's
    this.nextId = 1;
    this.waiting = new Map();
    this.listeners = [];
    let buffer = '';
    this.process.stdio[4].on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end;
      while ((end = buffer.indexOf('\0')) >= 0) {
        this.dispatch(JSON.parse(buffer.slice(0, end)));
        buffer = buffer.slice(end + 1);
      }
    });
    this.exited = new Promise((resolve) => this.process.on('exit', resolve));
  }

  dispatch(message) {
    if (message.id !== undefined) {
      const pending = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (!pending) return;
      if (message.error) pending.reject(new Error(`${pending.method}: ${message.error.message}`));
      else pending.resolve(message.result);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  /** Sends a command (to a page when `sessionId` is given) and resolves to its result. */
  send(method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    this.process.stdio[3].write(JSON.stringify(message) + '\0');
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject, method }));
  }

  onEvent(listener) { this.listeners.push(listener); }

  /** Opens a new page on `url` at a desktop size and resolves to its session id. */
  async open(url, domains = ['Runtime', 'Log', 'Page']) {
    const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    for (const domain of domains) await this.send(`${domain}.enable`, {}, sessionId);
    await this.send('Emulation.setDeviceMetricsOverride', { width: 1100, height: 820, deviceScaleFactor: 1, mobile: false }, sessionId);
    await this.send('Page.navigate', { url }, sessionId);
    return sessionId;
  }

  /** The value of `expression` (awaited when a promise) in the page of `sessionId`. */
  async evaluate(sessionId, expression) {
    const r = await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
    if (r.exceptionDetails) throw new Error(`evaluate ${expression}: ${r.exceptionDetails.exception?.description}`);
    return r.result.value;
  }

  async close() {
    try {
      await Promise.race([this.send('Browser.close'), new Promise((r) => setTimeout(r, 3000))]);
    } catch { /* already gone */ }
    if (this.process.exitCode === null) this.process.kill();
    await this.exited;
    // Chromium's helper processes may still write into the profile after the browser has exited, so
    // its removal is retried, and a profile that cannot be removed is reported without failing the test.
    try {
      fs.rmSync(this.profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch (e) {
      console.log(`note: could not remove the browser profile ${this.profile}: ${e.message}`);
    }
  }
}
