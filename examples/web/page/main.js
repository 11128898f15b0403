// The page: wires the board, the game, the engine and the controls together.
import { Board } from './board.js';
import { Engine } from './engine.js';
import { loadGame } from './game.js';

const $ = (id) => document.getElementById(id);
const game = await loadGame().catch((error) => {
  window.explainLoadFailure('the game', ['congo.js', 'congo.wasm'], error);  // (defined in index.html)
  throw error;
});
const engine = new Engine();
const settings = { human: 'w', rules: 'standard', strength: 't1000' };
let lastMove = '';
let analysing = false;
// The FEN box shows the game's position, except once the player edits it: the engine's move must not replace
// a FEN being typed or pasted. The player's own move, undo, redo, new game or load shows the position again.
let fenEdited = false;
let engineError = '';  // why the engine's last search for its move failed ('' when it did not)

const board = new Board($('board'), (move) => tryMove(move));

function sideToMove() { return game.fen().split(' ')[1]; }
function limits() {
  const n = Number(settings.strength.slice(1));
  return settings.strength[0] === 'd' ? { depth: n } : { ms: n };
}
function lastOf(list) { return list === '(no moves)' ? '' : list.split(' ').pop(); }

function showProgress(p) {
  $('engine-line').textContent =
    `depth ${p.depth}  score ${p.score}  nodes ${p.nodes}  ${Math.round(p.nps / 1000)} kN/s`;
  $('engine-pv').textContent = p.pv;
}

/** Redraws everything from the game; the board takes moves only on the player's turn. */
function refresh() {
  const fen = game.fen();
  const reason = game.endReason();
  const yourTurn = !reason && !analysing && !engine.busy && sideToMove() === settings.human;
  board.show(fen, yourTurn || analysing ? game.legalMoves() : [], lastMove);
  if (!fenEdited) {  // the box shows the position again: a message about the text it held goes with that text
    $('fen').value = fen;
    $('fen-error').textContent = '';
  }
  $('moves').textContent = game.moveList();
  $('pgn').value = game.pgn(settings.human === 'w' ? 'You' : 'gametree', settings.human === 'w' ? 'gametree' : 'You');
  const side = sideToMove() === 'w' ? 'White' : 'Black';
  $('status').textContent = reason ? `Game over: ${game.result()} — ${reason}`
    : engine.busy && !analysing ? `${side} (engine) is thinking…`
    : engineFailed() ? `${side} (engine) could not move: ${engineError}` : `${side} to move`;
  $('status').dataset.over = reason ? 'yes' : 'no';
  $('stop').disabled = !analysing;
}

function tryMove(move) {
  const error = game.play(move);
  $('move-error').textContent = error;
  if (error) return false;
  lastMove = move;
  fenEdited = false;
  if (analysing) startAnalysis();
  refresh();
  engineTurn();
  return true;
}

/** Whether the game waits on an engine that failed: it is the engine's turn and its search ended in an error. */
function engineFailed() {
  return engineError !== '' && !engine.busy && !analysing && !game.endReason() && sideToMove() !== settings.human;
}

async function engineTurn() {
  if (analysing || game.endReason() || sideToMove() === settings.human) return;
  const fen = game.fen();
  engineError = '';
  const search = engine.search(game.line(), settings.rules, limits(), showProgress);
  refresh();
  const result = await search;
  if (!result || game.fen() !== fen) return refresh();  // stopped, or the game changed meanwhile
  if (result.error) {
    engineError = result.error;
    $('engine-line').textContent = 'engine: ' + result.error;
    return refresh();
  }
  $('engine-line').textContent = `played ${result.best}: depth ${result.depth}, score ${result.score}, ` +
    `${result.nodes} nodes in ${result.ms} ms`;
  game.play(result.best);
  lastMove = result.best;
  refresh();
}

function startAnalysis() {
  if (game.endReason()) {  // the engine would find no move, and the page would wait on it
    engine.stop();  // an analysis of the position before the game's last move
    analysing = false;
    $('engine-line').textContent = 'Nothing to analyse: the game is over.';
    $('engine-pv').textContent = '';
    return;
  }
  analysing = true;
  engine.search(game.line(), settings.rules, { ms: 60000 }, showProgress).then((r) => {
    if (!r) return;  // stopped
    if (!r.error) {
      $('engine-line').textContent += ' (done)';
      return;
    }
    // Shown, and the analysis ends: else the page would stay in it with nothing running.
    $('engine-line').textContent = 'engine: ' + r.error;
    stopEngine();
  });
}

/** Ends the analysis; the engine then moves if it is its turn (stopping its own move would stall the game). */
function stopEngine() {
  if (!analysing) return;
  engine.stop();
  analysing = false;
  refresh();
  engineTurn();
}

/** The page's orientation rule, for a new game and a loaded position alike: the player's side at the bottom. */
function orientBoard() {
  if ((settings.human === 'b') !== board.flipped) board.flip();
}

/** A new game or a loaded position, once set: the engine's search and lines were about the game before. */
function begin() {
  engine.stop();
  analysing = false;
  lastMove = '';
  fenEdited = false;
  orientBoard();
  $('move-error').textContent = '';
  $('move-input').value = '';
  $('fen-error').textContent = '';
  $('engine-line').textContent = 'Idle.';
  $('engine-pv').textContent = '';
  refresh();
  engineTurn();
}

function newGame() {
  settings.human = $('side').value;
  settings.rules = $('rules').value;
  settings.strength = $('strength').value;
  game.newGame(settings.rules);
  begin();
}

/** Takes back moves (or plays them again) until it is the player's turn. */
function step(forward) {
  const go = forward ? game.redo : game.undo;
  let steps = 0;
  do {
    if (!go()) break;
    ++steps;
  } while (sideToMove() !== settings.human);
  if (steps === 0) return;  // nothing to take back or play again: the engine, if thinking, goes on
  if (!forward && sideToMove() !== settings.human) {
    // Back at a start where the engine moves first: the engine would only play again. Nothing is taken back.
    while (steps-- > 0) game.redo();
    return;
  }
  engine.stop();
  lastMove = lastOf(game.moveList());
  fenEdited = false;
  if (analysing) {
    startAnalysis();
  } else {  // the engine's last line was about a position taken back (or that the game was over)
    $('engine-line').textContent = 'Idle.';
    $('engine-pv').textContent = '';
  }
  refresh();
  engineTurn();
}

$('new-game').addEventListener('click', newGame);
$('undo').addEventListener('click', () => step(false));
$('redo').addEventListener('click', () => step(true));
$('flip').addEventListener('click', () => board.flip());
$('analyse').addEventListener('click', () => { engine.stop(); startAnalysis(); refresh(); });
$('stop').addEventListener('click', stopEngine);
$('strength').addEventListener('change', () => { settings.strength = $('strength').value; });
$('move-form').addEventListener('submit', (e) => {
  e.preventDefault();
  if (game.endReason() || (!analysing && sideToMove() !== settings.human)) {
    $('move-error').textContent = game.endReason() ? 'the game is over'
      : engineFailed() ? 'the engine could not move: take your move back (Undo) or start a new game'
      : 'wait for the engine to move';
    return;
  }
  if (tryMove($('move-input').value.trim())) $('move-input').value = '';
});
$('fen-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const rules = $('rules').value;
  const error = game.setFen($('fen').value.trim(), rules);
  $('fen-error').textContent = error;
  if (error) return;
  settings.rules = rules;
  settings.human = $('side').value;  // the player keeps the chosen side; the engine moves if it is its turn
  begin();
});
$('fen').addEventListener('input', () => { fenEdited = true; });
$('copy-pgn').addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText($('pgn').value);
    $('copy-note').textContent = 'copied';
  } catch {
    $('pgn').select();
    $('copy-note').textContent = 'select and copy the text below';
  }
});
document.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;  // the browser's own keys: Ctrl+F finds, Alt+← goes back
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
  if (e.key === 'ArrowLeft') step(false);
  else if (e.key === 'ArrowRight') step(true);
  else if (e.key === 'f') board.flip();
  else if (e.key === 'Escape') board.cancel();
});

refresh();
// For the browser test and the curious: the game and the engine's state.
window.congo = { game, engine, settings, ready: true };
