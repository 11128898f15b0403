// The game as the page sees it: the C functions of congo_wasm.cpp, wrapped for JavaScript.
/* global createCongo */

/** Loads the module and returns the game's functions. */
export async function loadGame() {
  const module = await createCongo();
  const fn = (name, result, args = []) => module.cwrap(name, result, args);
  return {
    newGame: fn('congo_new_game', 'number', ['string']),
    setFen: fn('congo_set_fen', 'string', ['string', 'string']),   // '' or the parser's message
    play: fn('congo_play', 'string', ['string']),                   // '' or why it was refused
    undo: fn('congo_undo', 'number'),
    redo: fn('congo_redo', 'number'),
    legalMoves: () => fn('congo_legal_moves', 'string')().split(' ').filter(Boolean),
    fen: fn('congo_fen', 'string'),
    endReason: fn('congo_end_reason', 'string'),
    result: fn('congo_result', 'string'),
    moveList: fn('congo_move_list', 'string'),
    pgn: fn('congo_pgn', 'string', ['string', 'string']),
  };
}
