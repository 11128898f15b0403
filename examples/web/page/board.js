// The board: an SVG of the 7×7 squares with the river and both castles, the pieces as lettered discs,
// and moves by click-click or drag. A monkey's captures are chosen jump by jump.
const SVG = 'http://www.w3.org/2000/svg';
const FILES = 'abcdefg';
const NAMES = { l: 'lion', z: 'zebra', e: 'elephant', g: 'giraffe', m: 'monkey', c: 'crocodile', p: 'pawn', s: 'superpawn' };

/** The squares of a move in notation: "c4a4c2e4" → ["c4", "a4", "c2", "e4"]. */
export function squaresOf(move) {
  return move.match(/[a-g][1-7]/g) || [];
}

/** The pieces of a FEN's board field: a map from square name to letter (upper case: White). */
export function piecesOf(fen) {
  const pieces = new Map();
  fen.split(' ')[0].split('/').forEach((row, r) => {
    let file = 0;
    for (const ch of row) {
      if (/[1-7]/.test(ch)) file += Number(ch);
      else pieces.set(FILES[file++] + (7 - r), ch);
    }
  });
  return pieces;
}

function el(name, attrs, parent) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

export class Board {
  /** `onMove(notation)` is called with a complete legal move chosen on the board. */
  constructor(container, onMove) {
    this.onMove = onMove;
    this.flipped = false;
    this.pieces = new Map();
    this.moves = [];
    this.path = [];      // the squares chosen so far: the piece's, then each landing square
    this.last = [];
    this.stopOnRelease = false;  // pressed on the monkey between its jumps: released there, it stops
    this.svg = el('svg', { viewBox: '0 0 7 7', role: 'img' }, container);
    this.svg.addEventListener('pointerdown', (e) => this.pointerDown(e));
    this.svg.addEventListener('pointerup', (e) => this.pointerUp(e));
  }

  /** Shows `fen`; `moves` are the legal moves the player may choose from (none: the board is locked). */
  show(fen, moves, lastMove) {
    this.pieces = piecesOf(fen);
    this.moves = moves;
    this.path = [];
    this.last = lastMove ? squaresOf(lastMove) : [];
    this.draw();
  }

  flip() {
    this.flipped = !this.flipped;
    this.draw();
  }

  /** Screen position (x, y in board units) of a square. */
  place(square) {
    const f = FILES.indexOf(square[0]);
    const r = Number(square[1]) - 1;
    return this.flipped ? [6 - f, r] : [f, 6 - r];
  }

  squareAt(event) {
    const box = this.svg.getBoundingClientRect();
    const x = Math.floor(((event.clientX - box.left) / box.width) * 7);
    const y = Math.floor(((event.clientY - box.top) / box.height) * 7);
    if (x < 0 || x > 6 || y < 0 || y > 6) return null;
    return this.flipped ? FILES[6 - x] + (y + 1) : FILES[x] + (7 - y);
  }

  /** The moves that begin with the squares chosen so far. */
  candidates() {
    return this.moves.filter((m) => {
      const s = squaresOf(m);
      return s.length >= this.path.length && this.path.every((p, i) => s[i] === p);
    });
  }

  /** Where the chosen piece may go next (its next landing squares). */
  targets() {
    if (this.path.length === 0) return new Set();
    return new Set(this.candidates().map(squaresOf).filter((s) => s.length > this.path.length)
      .map((s) => s[this.path.length]));
  }

  /** Whether the squares chosen so far are a whole move (a monkey may stop after any capture). */
  complete() {
    return this.path.length >= 2 && this.moves.some((m) => squaresOf(m).join('') === this.path.join(''));
  }

  choose(square) {
    if (this.path.length > 0 && this.targets().has(square)) {
      this.path.push(square);
      if (this.targets().size === 0) return this.finish();
      this.draw();   // more jumps possible: the player picks the next one, or clicks the monkey to stop
      return;
    }
    if (this.path.length >= 2 && square === this.path[this.path.length - 1] && this.complete()) return this.finish();
    if (this.path.length >= 2) {  // in the middle of a monkey's captures: its jumps, or its origin to cancel
      if (square === this.path[0]) this.cancel();
      return;
    }
    const starts = this.moves.some((m) => squaresOf(m)[0] === square);
    this.path = starts && this.path[0] !== square ? [square] : [];
    this.draw();
  }

  /** Forgets the piece and jumps chosen so far. */
  cancel() {
    this.path = [];
    this.draw();
  }

  finish() {
    const move = this.path.join('');
    this.path = [];
    this.onMove(move);
  }

  pointerDown(event) {
    if (event.button !== 0) return;  // a right click (for the context menu) chooses nothing
    const square = this.squareAt(event);
    this.downSquare = square;
    // A press on the monkey between its jumps may begin a drag to its next one: only its release there (a
    // click) stops it, so pointerUp decides.
    this.stopOnRelease = this.path.length >= 2 && square === this.path[this.path.length - 1];
    if (square && !this.stopOnRelease) this.choose(square);
    if (this.path.length >= 1) this.svg.setPointerCapture?.(event.pointerId);
  }

  pointerUp(event) {
    const square = this.squareAt(event);
    const stop = this.stopOnRelease;
    this.stopOnRelease = false;
    if (stop && square === this.downSquare && square === this.path[this.path.length - 1]) {
      this.choose(square);  // a click on the monkey between its jumps: it stops there
    } else if (square && this.downSquare && square !== this.downSquare && this.targets().has(square)) {
      this.choose(square);  // a drag: released on another square than it started from
    }
    this.downSquare = null;
  }

  draw() {
    const svg = this.svg;
    svg.replaceChildren();
    // An image's children are hidden from screen readers: its name lists the pieces instead.
    const named = [...this.pieces].map(([sq, letter]) =>
      `${letter === letter.toUpperCase() ? 'white' : 'black'} ${NAMES[letter.toLowerCase()]} ${sq}`);
    svg.setAttribute('aria-label', `Congo board: ${named.join(', ') || 'no pieces'}`);
    for (let f = 0; f < 7; ++f) {
      for (let r = 1; r <= 7; ++r) {
        const sq = FILES[f] + r;
        const [x, y] = this.place(sq);
        el('rect', { x, y, width: 1, height: 1, class: (f + r) % 2 ? 'sq-light' : 'sq-dark', 'data-square': sq }, svg);
      }
    }
    const [, riverY] = this.place('a4');
    el('rect', { x: 0, y: riverY + 0.08, width: 7, height: 0.84, class: 'river' }, svg);
    for (const corner of ['c3', 'c7']) {  // the castles: files c-e, ranks 1-3 and 5-7
      const [cx, cy] = this.place(this.flipped ? (corner === 'c3' ? 'e1' : 'e5') : corner);
      el('rect', { x: cx + 0.04, y: cy + 0.04, width: 2.92, height: 2.92, class: 'castle' }, svg);
    }
    for (const sq of this.last) {
      const [x, y] = this.place(sq);
      el('rect', { x, y, width: 1, height: 1, class: 'last' }, svg);
    }
    for (const sq of this.path) {
      const [x, y] = this.place(sq);
      el('rect', { x, y, width: 1, height: 1, class: 'selected' }, svg);
    }
    for (const sq of this.targets()) {
      const [x, y] = this.place(sq);
      el('circle', { cx: x + 0.5, cy: y + 0.5, r: 0.17, class: 'target', 'data-target': sq }, svg);
    }
    for (let i = 0; i < 7; ++i) {
      const [fx] = this.place(FILES[i] + (this.flipped ? 7 : 1));
      el('text', { x: fx + 0.04, y: 6.95, class: 'coord' }, svg).textContent = FILES[i];
      const [, ry] = this.place('a' + (i + 1));
      el('text', { x: 6.8, y: ry + 0.22, class: 'coord' }, svg).textContent = String(i + 1);
    }
    // Pieces last, except that the monkey being moved stands where its jumps have taken it so far.
    const moving = this.path.length >= 2 ? this.path[0] : null;
    for (const [sq, letter] of this.pieces) {
      const at = sq === moving ? this.path[this.path.length - 1] : sq;
      const [x, y] = this.place(at);
      const g = el('g', { class: 'piece ' + (letter === letter.toUpperCase() ? 'w' : 'b'), 'data-piece': sq }, svg);
      el('title', {}, g).textContent = NAMES[letter.toLowerCase()];
      el('circle', { cx: x + 0.5, cy: y + 0.5, r: 0.4 }, g);
      el('text', { x: x + 0.5, y: y + 0.53 }, g).textContent = letter.toUpperCase();
      g.style.pointerEvents = 'none';
    }
  }
}
