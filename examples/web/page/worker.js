// The engine's own thread: a second instance of the module that only searches, so that the page never
// waits for it. Messages in: {id, start, moves, rules, depth, ms} (the game: its start FEN and the moves
// played since, so that the engine knows the positions that came before); out: {id, type: 'progress' |
// 'done', ...}, a 'done' with broken: true when this worker is not to be used again.
/* global createCongo, importScripts */
importScripts('congo.js');

let current = 0;
const ready = createCongo({
  onProgress(depth, score, nodes, nps, pv) {
    postMessage({ id: current, type: 'progress', depth, score, nodes, nps, pv });
  },
});

onmessage = async (event) => {
  const { id, start, moves, rules, depth, ms } = event.data;
  let text;
  try {
    const module = await ready;
    current = id;
    text = module.cwrap('congo_search', 'string', ['string', 'string', 'string', 'number', 'number'])(
      start, moves, rules, depth, ms);
  } catch (error) {
    // The module did not load, or aborted or trapped in the search: say so rather than never answer. Its
    // state is then anyone's guess (C++ unwound without destructors), so the page starts a fresh worker.
    postMessage({ id, type: 'done', error: String(error), broken: true });
    return;
  }
  if (text.startsWith('error: ') || text === 'none') {
    postMessage({ id, type: 'done', error: text === 'none' ? 'no move' : text.slice(7) });
    return;
  }
  const [best, score, reached, nodes, millis] = text.split('\t');
  postMessage({ id, type: 'done', best, score, depth: Number(reached), nodes: Number(nodes), ms: Number(millis) });
};
