// The web page in a real browser: headless chromium plays Congo on the built page through the DevTools
// protocol. Any JavaScript error in the console fails the test.
// Usage: node browser_test.mjs WEB_DIR CHROMIUM [SCREENSHOT_DIR]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Browser } from './cdp.mjs';
import { serve } from './serve.mjs';

const [webArg, chromium, shots] = process.argv.slice(2);
if (!webArg || !chromium) {
  console.error('usage: node browser_test.mjs WEB_DIR CHROMIUM [SCREENSHOT_DIR]');
  process.exit(2);
}
const hangGuardMs = 60000;  // only against a hang: no speed is asserted here

const { server, url } = await serve(webArg);
const copies = [];  // copies of the page changed for a test, each served by its own server
const browser = new Browser(chromium);
const errors = [];
const brokenOnPurpose = new Set();  // the sessions of pages loaded broken, whose errors are expected
let failures = 0;
let session;

function check(condition, what) {
  console.log(`${condition ? 'ok  ' : 'FAIL'} ${what}`);
  if (!condition) ++failures;
}

const evaluate = (expression) => browser.evaluate(session, expression);

async function waitFor(expression, what, timeout = hangGuardMs) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await evaluate(expression)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  check(false, `${what} (still not true after ${timeout} ms)`);
  return false;
}

/** The centre of a square on the screen. */
async function centre(square) {
  return evaluate(`(() => { const r = document.querySelector('[data-square="${square}"]').getBoundingClientRect();
    return [r.x + r.width / 2, r.y + r.height / 2]; })()`);
}

async function mouse(type, [x, y], button = 'left') {
  const buttons = type === 'mouseReleased' ? 0 : button === 'left' ? 1 : 2;
  await browser.send('Input.dispatchMouseEvent', { type, x, y, button, buttons, clickCount: 1 }, session);
}

async function click(square) {
  const at = await centre(square);
  await mouse('mousePressed', at);
  await mouse('mouseReleased', at);
}

async function drag(from, to) {
  await mouse('mousePressed', await centre(from));
  await mouse('mouseMoved', await centre(to));
  await mouse('mouseReleased', await centre(to));
}

async function screenshot(name) {
  if (!shots) return;
  const { data } = await browser.send('Page.captureScreenshot', { format: 'png' }, session);
  fs.mkdirSync(shots, { recursive: true });
  fs.writeFileSync(path.join(shots, name), Buffer.from(data, 'base64'));
  console.log(`     screenshot ${path.join(shots, name)}`);
}

async function viewport(width, height, mobile) {
  await browser.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile }, session);
}

const fen = () => evaluate('congo.game.fen()');
const moveList = () => evaluate('congo.game.moveList()');
const setValue = (id, value) => evaluate(`(() => { const e = document.getElementById('${id}'); e.value = ${JSON.stringify(value)};
  e.dispatchEvent(new Event('change')); return true; })()`);
const submit = (id) => evaluate(`document.getElementById('${id}').requestSubmit() ?? true`);
const text = (id) => evaluate(`document.getElementById('${id}').textContent`);
const playedMoves = async () => { const l = await moveList(); return l === '(no moves)' ? [] : l.split(' ').filter((w) => !/\.$/.test(w)); };
const plies = async () => (await playedMoves()).length;

/** Serves a copy of the page changed by `change(dir)`; resolves to its address. */
async function serveCopy(change) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'congo-web-page-'));
  fs.cpSync(webArg, dir, { recursive: true });
  change(dir);
  const copy = await serve(dir);
  copies.push({ dir, server: copy.server });
  return copy.url;
}

async function loadFen(position) {
  await setValue('fen', position);
  await submit('fen-form');
}

try {
  browser.onEvent((m) => {
    if (brokenOnPurpose.has(m.sessionId)) return;
    if (m.method === 'Runtime.exceptionThrown') errors.push(m.params.exceptionDetails.exception?.description ?? m.params.exceptionDetails.text);
    if (m.method === 'Runtime.consoleAPICalled' && (m.params.type === 'error' || m.params.type === 'assert'))
      errors.push(m.params.args.map((a) => a.value ?? a.description).join(' '));
    if (m.method === 'Log.entryAdded' && m.params.entry.level === 'error') errors.push(m.params.entry.text + ' ' + (m.params.entry.url ?? ''));
  });
  session = await browser.open(url);

  // 1. The page loads: the board with the start position, White (the player) to move.
  await waitFor('window.congo?.ready === true', 'the page loads the module');
  check(await evaluate('document.querySelectorAll("[data-square]").length') === 49, 'the board has 49 squares');
  const start = await fen();
  check(await evaluate('document.querySelectorAll("[data-piece]").length') === start.split(' ')[0].replace(/[0-9/]/g, '').length,
    'every piece of the FEN is drawn');
  check((await text('status')).startsWith('White to move'), 'White (the player) is to move');
  const boardName = await evaluate('document.querySelector("#board svg").getAttribute("aria-label")');
  check(/^Congo board: /.test(boardName) && /white lion d1\b/.test(boardName) && /black lion d7\b/.test(boardName), `the board's name for screen readers lists the pieces: "${boardName}"`);
  await screenshot('web-start.png');
  // What the page sends its engine worker, to check below that the engine is told the game, not only its position.
  await evaluate(`(() => { window.sentToWorker = []; const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (m, ...rest) { sentToWorker.push(m); return post.call(this, m, ...rest); };
    return true; })()`);

  // 2. A legal move by clicks: the piece's targets are highlighted, the second click plays it. A right
  // click (for the context menu) chooses nothing.
  await setValue('strength', 'd2');
  const legal = await evaluate('congo.game.legalMoves()');
  const first = legal.find((m) => m.length === 4);
  await mouse('mousePressed', await centre(first.slice(0, 2)), 'right');
  await mouse('mouseReleased', await centre(first.slice(0, 2)), 'right');
  check(await evaluate('document.querySelectorAll(".selected, [data-target]").length') === 0, 'a right click chooses no piece');
  await click(first.slice(0, 2));
  const targets = await evaluate('[...document.querySelectorAll("[data-target]")].map((e) => e.dataset.target)');
  const expected = legal.filter((m) => m.startsWith(first.slice(0, 2))).map((m) => m.slice(2, 4));
  check(targets.length > 0 && targets.sort().join() === [...new Set(expected)].sort().join(), `the targets of ${first.slice(0, 2)} are highlighted`);
  await click(first.slice(2, 4));
  check((await moveList()).startsWith(`1. ${first}`), `the click-click move ${first} is played`);

  // 3. The engine answers (in its worker) and the player is to move again.
  await waitFor(`congo.game.fen().split(' ')[1] === 'w' && !congo.engine.busy`, 'the engine answers');
  check(await plies() === 2, 'the engine played one move');
  const report = await text('engine-line');
  check(/^played /.test(report), `the analysis panel reports the engine's move: "${report}"`);
  const asked = await evaluate('sentToWorker.at(-1)');
  check(asked?.start === start && asked?.moves === first, `the engine is sent the game's start and moves: ${JSON.stringify(asked)}`);

  // 4. An illegal move is refused: clicking a piece then a square it cannot reach, and typing one.
  const before = await fen();
  const now = await evaluate('congo.game.legalMoves()');
  const own = now[0].slice(0, 2);
  const unreachable = (await evaluate(`[...document.querySelectorAll('[data-square]')].map((e) => e.dataset.square)`))
    .find((sq) => sq !== own && !now.some((m) => m.startsWith(own + sq)));
  await click(own);
  await click(unreachable);
  check(await fen() === before, `the click-click move ${own}${unreachable} is refused`);
  await setValue('move-input', own + unreachable);
  await submit('move-form');
  check(await fen() === before && (await text('move-error')).length > 0, `the typed move ${own}${unreachable} is refused with a message`);

  // 5. A move by drag.
  const second = (await evaluate('congo.game.legalMoves()')).find((m) => m.length === 4);
  await drag(second.slice(0, 2), second.slice(2, 4));
  check((await moveList()).includes(second), `the dragged move ${second} is played`);
  await waitFor(`congo.game.fen().split(' ')[1] === 'w' && !congo.engine.busy`, 'the engine answers again');

  // 6. Undo, redo.
  const played = await moveList();
  await evaluate(`document.getElementById('undo').click() ?? true`);
  check(await plies() === 2, 'undo takes back the engine\'s move and the player\'s');
  await evaluate(`document.getElementById('redo').click() ?? true`);
  check(await moveList() === played, 'redo plays them again');
  await screenshot('web-game.png');

  // 7. A bad FEN: the parser's message on the page, the game untouched.
  const bad = 'gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECQ w 0';
  await loadFen(bad);
  const fenError = await text('fen-error');
  check(/at byte \d+/.test(fenError), `a bad FEN is refused with the parser's message: "${fenError}"`);
  check(await moveList() === played, 'the game is untouched by the bad FEN');

  // 7b. A FEN being typed (or pasted) stays in its box when the engine's move comes: Load would otherwise
  // load the current position instead, without a word. (In one script, so that the engine cannot answer first.)
  const typed = '3l3/7/7/7/4z2/P6/3L3 w 0';
  const mine = (await evaluate('congo.game.legalMoves()')).find((m) => m.length === 4);
  await evaluate(`(() => { const f = document.getElementById('move-form'); f.querySelector('input').value = '${mine}';
    f.requestSubmit(); const box = document.getElementById('fen'); box.value = '${typed}';
    box.dispatchEvent(new Event('input')); return true; })()`);
  await waitFor(`congo.game.fen().split(' ')[1] === 'w' && !congo.engine.busy`, 'the engine answers while a FEN is typed');
  check(await evaluate(`document.getElementById('fen').value`) === typed, 'the engine\'s move leaves the FEN being typed in its box');
  await evaluate(`(() => { document.getElementById('undo').click(); document.getElementById('redo').click(); return true; })()`);
  check(await evaluate(`document.getElementById('fen').value`) === await fen(), 'the player\'s undo and redo show the position again');
  // (and the message of the bad FEN of step 7 went with the text it was about)
  check(await text('fen-error') === '', `the FEN box showing the position again shows no error about the text it replaced: "${await text('fen-error')}"`);

  // 8. The analysis panel updates while the engine thinks, and the page still answers.
  await evaluate(`document.getElementById('analyse').click() ?? true`);
  const analysed = await evaluate('sentToWorker.at(-1)');
  check(analysed?.start === start && analysed?.moves === (await playedMoves()).join(' ') && await plies() === 6,
    `the analysis is sent the game's start and moves: ${JSON.stringify(analysed)}`);
  await waitFor(`/depth [0-9]+/.test(document.getElementById('engine-line').textContent)`, 'analysis shows a depth');
  const firstDepth = Number((await text('engine-line')).match(/depth (\d+)/)[1]);
  await waitFor(`Number(document.getElementById('engine-line').textContent.match(/depth (\\d+)/)?.[1]) > ${firstDepth}`, 'analysis goes deeper');
  check((await text('engine-pv')).length > 0, 'analysis shows a principal variation');
  check(await evaluate('congo.engine.busy') === true, 'the page answers while the engine thinks');
  await evaluate(`document.getElementById('stop').click() ?? true`);
  check(await evaluate('congo.engine.busy') === false, 'stop ends the analysis');

  // 9. A monkey's double capture, chosen jump by jump.
  await loadFen('3l3/7/7/7/7/1p1p3/M2L3 w 0');
  check(await text('engine-line') === 'Idle.' && await text('engine-pv') === '',
    `a loaded position clears the engine's lines of the last one: "${await text('engine-line')}"`);
  const monkeyMoves = await evaluate('congo.game.legalMoves()');
  check(monkeyMoves.includes('a1c3e1'), 'the monkey position has the double capture a1c3e1');
  await click('a1');
  await click('c3');
  check(await plies() === 0 && await evaluate('[...document.querySelectorAll("[data-target]")].some((e) => e.dataset.target === "e1")'),
    'after the first jump the move waits for the next one');
  await click('a1');
  check(await evaluate('document.querySelectorAll("[data-target], .selected").length') === 0, 'clicking its first square cancels the capture');
  await click('a1');
  await click('c3');
  await click('e1');
  check((await moveList()).startsWith('1. a1c3e1'), 'the second jump completes the capture a1c3e1');
  await waitFor('!congo.engine.busy', 'the engine answers the monkey');
  // By drag: dragged on from where its first jump left it, the monkey jumps again; pressed and released there
  // (a click), it stops after the first capture.
  await loadFen('3l3/7/7/7/7/1p1p3/M2L3 w 0');
  await drag('a1', 'c3');
  await drag('c3', 'e1');
  check((await moveList()).startsWith('1. a1c3e1'), `the monkey dragged on from c3 to e1 makes the double capture: "${await moveList()}"`);
  await waitFor('!congo.engine.busy', 'the engine answers the dragged monkey');
  await loadFen('3l3/7/7/7/7/1p1p3/M2L3 w 0');
  await drag('a1', 'c3');
  await click('c3');
  check(/^1\. a1c3( |$)/.test(await moveList()), `clicking the monkey after its first jump stops it there: "${await moveList()}"`);
  await waitFor('!congo.engine.busy', 'the engine answers the monkey that stopped');

  // 10. A forced lion capture: the engine (Black) takes the lion and the game ends with the reason.
  await setValue('strength', 't1000');
  await loadFen('3l3/7/7/7/4z2/P6/3L3 b 0');
  await waitFor(`congo.game.endReason() !== ''`, 'the engine ends the game');
  check((await text('status')).includes('the white lion was captured'), `the game over is shown: "${await text('status')}"`);
  check((await evaluate('document.getElementById("pgn").value')).includes('[Result "0-1"]'), 'the PGN records the result');
  await screenshot('web-game-over.png');
  // Analyse on a finished game says why it does nothing; a move that ends the game ends the analysis.
  await evaluate(`document.getElementById('analyse').click() ?? true`);
  check(/game is over/.test(await text('engine-line')) && await evaluate(`document.getElementById('stop').disabled`),
    `Analyse on a finished game says why it does nothing: "${await text('engine-line')}"`);
  await loadFen('3l3/7/7/7/7/P6/3L3 w 0');
  await evaluate(`document.getElementById('analyse').click() ?? true`);
  await setValue('move-input', 'd1d7');
  await submit('move-form');
  check(await evaluate(`congo.game.endReason() !== '' && !congo.engine.busy && document.getElementById('stop').disabled`) &&
    /game is over/.test(await text('engine-line')), 'a move that ends the game during an analysis ends it');
  // Undo takes the game back from its end: the engine's line no longer says that it is over.
  await evaluate(`document.getElementById('undo').click() ?? true`);
  check(await evaluate(`congo.game.endReason() === ''`) && await text('engine-line') === 'Idle.' && await text('engine-pv') === '',
    `after undo from a finished game the engine's line is not about the finished game: "${await text('engine-line')}"`);

  // 11. A new game as Black under the course's rules: the board turns, the engine (White) opens.
  await setValue('side', 'b');
  await setValue('rules', 'wits2021');
  await setValue('strength', 'd2');
  await evaluate(`document.getElementById('new-game').click() ?? true`);
  check((await centre('a1'))[1] < (await centre('a7'))[1], 'playing Black turns the board (a1 at the top)');
  await waitFor(`congo.game.moveList() !== '(no moves)' && !congo.engine.busy`, 'the engine opens as White');
  const opened = await fen();
  check(opened.split(' ')[1] === 'b' && !/[gmcGMC]/.test(opened.split(' ')[0]),
    `the wits2021 game has no giraffe, monkey or crocodile and Black is to move: ${opened}`);
  // Undo cannot go back to the player's turn past the engine's first move: it keeps it, rather than take it
  // back for the engine to play (perhaps another) again.
  check(await evaluate(`(() => { document.getElementById('undo').click();
    return congo.game.fen() === ${JSON.stringify(opened)} && !congo.engine.busy; })()`), 'undo keeps the engine\'s first move');
  await evaluate(`document.getElementById('flip').click() ?? true`);
  check((await centre('a1'))[1] > (await centre('a7'))[1], 'flip turns the board back');
  // A loaded position is oriented as a new game is: the player's side (still Black) at the bottom.
  await loadFen(opened);
  check((await centre('a1'))[1] < (await centre('a7'))[1], 'loading a position as Black turns the board (a1 at the top)');

  // 12. The engine's move is not lost to keys and buttons pressed while it thinks: → with nothing to play
  // again, Stop (only for the analysis), and an analysis started and stopped then.
  await setValue('strength', 't3000');
  const waiting = await plies();
  const reply = (await evaluate('congo.game.legalMoves()')).find((m) => m.length === 4);
  await setValue('move-input', reply);
  // (in one script, so that the engine cannot answer in between)
  check(await evaluate(`(() => { document.getElementById('move-form').requestSubmit();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    document.getElementById('stop').click(); return congo.engine.busy; })()`), '→ and Stop leave the engine thinking on its move');
  await waitFor(`congo.game.fen().split(' ')[1] === 'b' && !congo.engine.busy`, 'the engine still answers');
  check(await plies() === waiting + 2, 'the engine played its move');
  const again = (await evaluate('congo.game.legalMoves()')).find((m) => m.length === 4);
  await setValue('move-input', again);
  await evaluate(`(() => { document.getElementById('move-form').requestSubmit(); document.getElementById('analyse').click();
    return true; })()`);
  await waitFor(`congo.engine.busy && /^depth [0-9]+/.test(document.getElementById('engine-line').textContent)`,
    'the analysis of the engine\'s turn runs');
  await evaluate(`document.getElementById('stop').click() ?? true`);
  await waitFor(`congo.game.fen().split(' ')[1] === 'b' && !congo.engine.busy`, 'after Stop the engine plays its move');
  check(await plies() === waiting + 4, 'the engine played after the analysis');

  // 12b. The engine knows the game's earlier positions: White, far behind, can only hope to shuffle, and with
  // the game's moves (played here during an analysis) its a1b3 brings back a position of the game, a draw —
  // from the position alone the engine scores it -5xx (as `congo uci`'s test checks natively).
  await setValue('rules', 'standard');
  await setValue('strength', 'd4');
  const shuffled = 'ee2l1z/7/7/7/7/7/Z2L3 w 0';
  await evaluate(`(() => { document.getElementById('fen').value = '${shuffled}'; document.getElementById('fen-form').requestSubmit();
    document.getElementById('analyse').click(); return true; })()`);  // (in one script: the engine's move is stopped first)
  for (const m of ['a1b3', 'g7f5', 'b3a1', 'f5g7']) {
    await setValue('move-input', m);
    await submit('move-form');
  }
  check(await moveList() === '1. a1b3 g7f5 2. b3a1 f5g7', `the shuffle is played in the analysis: "${await moveList()}"`);
  await evaluate(`document.getElementById('stop').click() ?? true`);
  await waitFor(`congo.game.fen().split(' ')[1] === 'b' && !congo.engine.busy`, 'the engine moves after the shuffle');
  check(/^played [a-g1-7]+: depth 4, score cp 0,/.test(await text('engine-line')),
    `the engine scores the shuffle's repetition as a draw: "${await text('engine-line')}"`);

  // 13. Ctrl+F is the browser's find, not the board's flip.
  const flipped = await evaluate('document.querySelector("[data-square=a1]").getBoundingClientRect().y');
  await browser.send('Input.dispatchKeyEvent', { type: 'keyDown', key: 'f', code: 'KeyF', windowsVirtualKeyCode: 70, modifiers: 2 }, session);
  await browser.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'f', code: 'KeyF', windowsVirtualKeyCode: 70, modifiers: 2 }, session);
  check(await evaluate('document.querySelector("[data-square=a1]").getBoundingClientRect().y') === flipped, 'Ctrl+F leaves the board as it was');

  // 14. A huge paste in the FEN field (more than the module's stack holds) is refused, the module intact.
  const kept = await fen();
  await evaluate(`(() => { document.getElementById('fen').value = 'x'.repeat(2000000); return true; })()`);
  await submit('fen-form');
  check(/too long/.test(await text('fen-error')), `a huge FEN is refused: "${(await text('fen-error')).slice(0, 80)}"`);
  check(await fen() === kept && (await evaluate('congo.game.legalMoves()')).length > 0, 'the game goes on after the huge FEN');
  // A NUL character (pasted) ends a C string: what follows it must not be dropped unseen, turning a bad FEN or
  // move into a good one.
  await loadFen(kept + '\u0000 and more');
  check(/NUL/.test(await text('fen-error')) && await fen() === kept, `a FEN with a NUL character in it is refused: "${await text('fen-error')}"`);
  await setValue('move-input', (await evaluate('congo.game.legalMoves()'))[0] + '\u0000zz');
  await submit('move-form');
  check(/NUL/.test(await text('move-error')) && await fen() === kept, `a move with a NUL character in it is refused: "${await text('move-error')}"`);

  // 15. A narrow phone screen: the whole page fits its width.
  await viewport(375, 740, true);
  await new Promise((r) => setTimeout(r, 200));
  check(await evaluate('document.documentElement.scrollWidth <= 375'), 'nothing overflows a 375 px wide screen');
  check(await evaluate('document.querySelector("#board svg").getBoundingClientRect().width >= 300'), 'the board fills a phone screen');
  await screenshot('web-phone.png');
  // A phone held sideways: the whole board fits the screen's height, so that a piece can be taken from one
  // side of it to the other without scrolling (the board itself does not scroll the page: touch-action none).
  await viewport(640, 360, true);
  await new Promise((r) => setTimeout(r, 200));
  const sideways = await evaluate('(() => { const r = document.querySelector("#board svg").getBoundingClientRect(); return [r.top, r.bottom, r.width, window.innerHeight]; })()');
  check(sideways[1] <= sideways[3] && sideways[2] >= 250, `the board fits a 640×360 screen held sideways (top, bottom, width, height: ${sideways})`);
  await screenshot('web-sideways.png');
  await viewport(375, 740, true);
  // Garbage typed as a move and as a FEN: the messages quote it, and a long word must wrap, not widen the page.
  await setValue('move-input', 'z'.repeat(999));
  await submit('move-form');
  await loadFen('gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ ' + 'w'.repeat(200) + ' 0');
  check(/malformed move/.test(await text('move-error')) && /side to move/.test(await text('fen-error')) &&
    await evaluate('window.innerWidth === 375 && document.documentElement.scrollWidth <= 375'),
    `the messages for a garbage move and FEN fit a 375 px wide screen (${await evaluate('[window.innerWidth, document.documentElement.scrollWidth]')})`);
  // A very narrow screen. (A phone's browser widens its layout to a page too wide for it, so the width itself
  // is checked too.)
  await viewport(200, 700, true);
  await new Promise((r) => setTimeout(r, 200));
  check(await evaluate('window.innerWidth === 200 && document.documentElement.scrollWidth <= 200'),
    `nothing overflows a 200 px wide screen (${await evaluate('[window.innerWidth, document.documentElement.scrollWidth]')})`);
  check(await evaluate('document.querySelector("#board svg").getBoundingClientRect().width >= 170'), 'the board fills a 200 px wide screen');
  await screenshot('web-narrow.png');

  // 16. A page that cannot load says why instead of "Loading…" for ever: opened as a file, without its
  // congo.wasm, and without its engine worker (the engine's turn then ends with the error).
  const broken = async (address, blocked, script) => {
    const page = await browser.open('about:blank');
    brokenOnPurpose.add(page);
    if (blocked) {
      await browser.send('Network.enable', {}, page);
      await browser.send('Network.setBlockedURLs', { urls: [blocked] }, page);
    }
    if (script) await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: script }, page);
    await browser.send('Page.navigate', { url: address }, page);
    return page;
  };
  const statusOf = (page) => browser.evaluate(page, `document.getElementById('status').textContent`);
  const asFile = await broken('file://' + path.resolve(webArg, 'index.html'));
  session = asFile;
  await waitFor(`/could not load/.test(document.getElementById('status')?.textContent)`, 'from file:// the page explains');
  check(/over http/.test(await statusOf(asFile)), `from file://: "${await statusOf(asFile)}"`);
  // Over http a missing file is named, not blamed on file://.
  session = await broken(await serveCopy((dir) => fs.rmSync(path.join(dir, 'board.js'))));
  await waitFor(`/could not load/.test(document.getElementById('status')?.textContent) &&
    /board\\.js/.test(document.getElementById('status').textContent)`, 'without board.js the page names it');
  check(!/over http/.test(await text('status')), `without board.js: "${await text('status')}"`);
  session = await broken(url, '*congo.wasm');
  await waitFor(`/could not load/.test(document.getElementById('status')?.textContent)`, 'without congo.wasm the page explains');
  await waitFor(`/congo\\.wasm/.test(document.getElementById('status').textContent)`, 'without congo.wasm the page names it');
  check(!/over http/.test(await text('status')), `without congo.wasm: "${await text('status')}"`);
  session = await broken(await serveCopy((dir) => fs.rmSync(path.join(dir, 'congo.js'))));
  await waitFor(`/could not load/.test(document.getElementById('status')?.textContent) &&
    /congo\\.js/.test(document.getElementById('status').textContent)`, 'without congo.js the page names it');
  check(!/over http/.test(await text('status')), `without congo.js: "${await text('status')}"`);
  // (a blocked URL does not reach a worker's script, so the page's workers are sent to a missing file)
  session = await broken(url, null, `window.Worker = class extends Worker { constructor(u, o) { super('missing-' + u, o); } };`);
  await waitFor('window.congo?.ready === true', 'the page without its worker loads');
  await evaluate(`document.getElementById('analyse').click() ?? true`);
  await waitFor(`!congo.engine.busy && /^engine: /.test(document.getElementById('engine-line').textContent) &&
    document.getElementById('stop').disabled`, 'without its worker the analysis ends with an error');
  await evaluate(`(() => { const f = document.getElementById('move-form'); f.querySelector('input').value = congo.game.legalMoves()[0];
    f.requestSubmit(); return true; })()`);
  await waitFor(`!congo.engine.busy && /^engine: /.test(document.getElementById('engine-line').textContent)`,
    'without its worker the engine\'s turn ends with an error');
  check(/could not move/.test(await text('status')), `the status says the engine could not move: "${await text('status')}"`);
  await evaluate(`(() => { const f = document.getElementById('move-form'); f.querySelector('input').value = 'a7a6';
    f.requestSubmit(); return true; })()`);
  check(!/wait for the engine/.test(await text('move-error')), `a move typed then is not told to wait: "${await text('move-error')}"`);

  // 17. An engine module that aborts in a search: the search ends with the error, and the next one runs in a
  // fresh module. Test-only, from a copy of the page: its first worker runs aborting-worker.js, the page's
  // worker whose module calls its own abort() at its first progress report and then traps in every search,
  // as a module left broken by an abort would. (Debian's emcc lets an aborted module run again, and this
  // abort leaves its state intact, so it alone would not show a page that keeps the broken module.)
  const aborting = await serveCopy((dir) => fs.writeFileSync(path.join(dir, 'aborting-worker.js'), `
    let imports;
    for (const name of ['instantiate', 'instantiateStreaming']) {
      const original = WebAssembly[name];
      WebAssembly[name] = function (source, importObject) { imports = importObject; return original.apply(this, arguments); };
    }
    importScripts('worker.js');
    ready.then((module) => {
      const abort = Object.values(imports).flatMap(Object.values).find((f) => f.name === '_abort');
      const search = module._congo_search;
      module.onProgress = () => {
        module._congo_search = (start, ...rest) => search(-16, ...rest);  // reads out of bounds: a trap
        abort();
      };
    });`));
  session = await broken(aborting, null, `{ let first = true;
    window.Worker = class extends Worker { constructor(u, o) { super(first ? 'aborting-worker.js' : u, o); first = false; } }; }`);
  await waitFor('window.congo?.ready === true', 'the page whose engine aborts loads');
  await evaluate(`document.getElementById('analyse').click() ?? true`);
  await waitFor(`!congo.engine.busy && /^engine: /.test(document.getElementById('engine-line').textContent)`,
    'the aborted analysis ends with an error');
  // In the user's words: what failed and what happens next, without the runtime's advice to its developers
  // ("Build with -s ASSERTIONS=1 for more info").
  check(/^engine: the engine failed \(Aborted\([^)]*\)\); a fresh one takes the next search$/.test(await text('engine-line')),
    `the aborted analysis says so, for the user: "${await text('engine-line')}"`);
  await setValue('strength', 'd2');
  await setValue('move-input', (await evaluate('congo.game.legalMoves()'))[0]);
  await submit('move-form');
  await waitFor(`!congo.engine.busy && /^(played|engine:) /.test(document.getElementById('engine-line').textContent)`,
    'the engine\'s turn after the abort ends');
  check(/^played /.test(await text('engine-line')) && await plies() === 2,
    `after the abort the engine plays its move in a fresh module: "${await text('engine-line')}"`);
} catch (error) {
  check(false, `the test ran to its end: ${error.stack}`);
} finally {
  await browser.close();
  server.close();
  for (const copy of copies) {
    copy.server.close();
    fs.rmSync(copy.dir, { recursive: true, force: true });
  }
}
check(errors.length === 0, `no error in the console${errors.length ? ':\n  ' + errors.join('\n  ') : ''}`);
process.exit(failures === 0 ? 0 : 1);
