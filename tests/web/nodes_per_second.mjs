// The engine's speed in the browser: searches the start position to a depth in the page's Web Worker
// and prints each iteration (compare with `congo analyse FEN --depth N --hash 16`, the same table size).
// Usage: node nodes_per_second.mjs WEB_DIR CHROMIUM [DEPTH]
import { Browser } from './cdp.mjs';
import { serve } from './serve.mjs';

const [webDir, chromium, depthText = '9'] = process.argv.slice(2);
if (!webDir || !chromium) {
  console.error('usage: node nodes_per_second.mjs WEB_DIR CHROMIUM [DEPTH]');
  process.exit(2);
}
const { server, url } = await serve(webDir);
const browser = new Browser(chromium);
try {
  const session = await browser.open(url, ['Runtime']);
  while (!(await browser.evaluate(session, 'window.congo?.ready === true'))) await new Promise((r) => setTimeout(r, 50));
  const lines = await browser.evaluate(session, `(async () => {
    const lines = [];
    const fen = congo.game.fen();
    const done = await congo.engine.search({ start: fen, moves: '' }, 'standard', { depth: ${Number(depthText)} },
      (p) => lines.push('depth ' + p.depth + ' nodes ' + p.nodes + ' nps ' + p.nps + ' pv ' + p.pv));
    lines.push('bestmove ' + done.best + ' depth ' + done.depth + ' nodes ' + done.nodes + ' time ' + done.ms + ' ms' +
      ' nps ' + Math.round(done.nodes * 1000 / Math.max(1, done.ms)));
    return lines;
  })()`);
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  server.close();
}
