// The game as the page sees it: the C functions of congo_wasm.cpp, wrapped for JavaScript.
/* global createCongo */

/** Loads the module and returns the game's functions. */
export async function loadGame() {
  const module = await createCongo();
  const fn = (name, result, args = []) => module.cwrap(name, result, args);
  // cwrap copies a string argument onto the module's stack (5 MiB with Debian's emcc, 64 KiB in newer
  // ones) unchecked: a pasted megabyte would overflow it and break the module for good, so text far
  // longer than any FEN or move is refused here. It passes a C string, which a NUL character ends: the C++
  // would read only the text before one (the start of a FEN or move, perhaps a good one), so it is refused too.
  const bounded = (f, what) => (text, ...rest) =>
    text.length > 1000 ? `the ${what} is too long (${text.length} characters)`
      : text.includes('\0') ? `the ${what} has a NUL character (character ${text.indexOf('\0') + 1})`
      : f(text, ...rest);
  const startFen = fn('congo_start_fen', 'string');
  const moves = fn('congo_moves', 'string');
  return {
    newGame: fn('congo_new_game', 'number', ['string']),
    setFen: bounded(fn('congo_set_fen', 'string', ['string', 'string']), 'FEN'),  // '' or the parser's message
    play: bounded(fn('congo_play', 'string', ['string']), 'move'),               // '' or why it was refused
    undo: fn('congo_undo', 'number'),
    redo: fn('congo_redo', 'number'),
    legalMoves: () => fn('congo_legal_moves', 'string')().split(' ').filter(Boolean),
    fen: fn('congo_fen', 'string'),
    /** The game as the engine searches it: where it started and the moves since (space-separated). */
    line: () => ({ start: startFen(), moves: moves() }),
    endReason: fn('congo_end_reason', 'string'),
    result: fn('congo_result', 'string'),
    moveList: fn('congo_move_list', 'string'),
    pgn: fn('congo_pgn', 'string', ['string', 'string']),
  };
}
