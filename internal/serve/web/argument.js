// The argument of a certificate drawn on the play board's own colours
// (evidence.js decides which certificate and which position): pieces
// outlined, never filled, and lettered A, B, ... AA for any number of
// them, removed squares crossed, a legend, and a table of counts per
// piece, with a plain sentence for each kind of argument.
//
// The counts are re-derived here from the certificate's squares and the
// path, by the rules verify applies (verify/certificate_cut.go): the
// squares the rest of the tour must cover are the unvisited ones and the
// knight's own; removing the crossed squares splits them into pieces; a
// piece with d more dark than light squares needs 2d entries or exits
// through removed light squares (and the other way round), a balanced
// piece one of each; each removed square gives two, less one when it is an
// end of the path, and an end outside them gives one more. The table shows
// the page's count beside the certificate's claim, and says so when they
// differ.
import { afterMove, el, neighbours, sqName, sqParse } from "./app.js";

const OUTLINES = 6; // outline colours, .outline.o0 to .o5 in style.css

// scene is the board an argument is drawn on, set by drawArgument: the
// play board (evidence.js) or a puzzle's (puzzle-evidence.js). w, h and
// view are the board's; closed says the tour is closed; end is a square
// the tour must end on ("" for any); mistake is the legend's key for the
// player's mistake, [its mark, its words], or null; used says who took
// the squares of the path ("you already used"). On a carved board (the
// Shapes tab) holes, a Set of square names, are no squares, jumps
// (leaperJumps) are the piece's moves and mover names the piece ("the
// zebra (2,3)"); without them, the knight's moves on the full board.
let scene = null;

// useScene makes on the board the next legend is drawn for.
export function useScene(on) { scene = on; }

// pieceLabel is the i-th label: A to Z, then AA, AB, ... as spreadsheet
// columns are named, so that any number of pieces gets distinct labels.
export function pieceLabel(i) {
  let s = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + (n - 1) % 26) + s;
  return s;
}

export function colourOf(s) { const p = sqParse(s); return (p.x + p.y) % 2 === 0 ? 0 : 1; }
export const COLOUR = ["dark", "light"];

// movesOf are the squares one move of the scene's piece from s, holes left
// out.
function movesOf(s) { return neighbours(sqParse(s), scene.w, scene.h, scene.jumps || undefined, scene.holes || null); }

// toCover is the set of squares the rest of the tour must cover after
// prefix: the unvisited squares (holes are none) and the knight's.
function toCover(prefix) {
  const seen = new Set(prefix);
  const out = new Set();
  for (let y = 1; y <= scene.h; y++) {
    for (let x = 1; x <= scene.w; x++) {
      const s = sqName(x, y);
      if (!seen.has(s) && !(scene.holes && scene.holes.has(s))) out.add(s);
    }
  }
  if (prefix.length) out.add(prefix[prefix.length - 1]);
  return out;
}

// piecesOf splits the squares of left into the pieces the piece's moves join,
// each in board order (rank 1 first), the pieces by their first square.
function piecesOf(left) {
  const order = [];
  for (let y = 1; y <= scene.h; y++) for (let x = 1; x <= scene.w; x++) if (left.has(sqName(x, y))) order.push(sqName(x, y));
  const seen = new Set();
  const pieces = [];
  for (const start of order) {
    if (seen.has(start)) continue;
    const piece = [start];
    seen.add(start);
    for (let i = 0; i < piece.length; i++) {
      for (const n of movesOf(piece[i])) {
        if (left.has(n) && !seen.has(n)) { seen.add(n); piece.push(n); }
      }
    }
    const index = (s) => { const p = sqParse(s); return (p.y - 1) * scene.w + p.x; };
    piece.sort((a, b) => index(a) - index(b));
    pieces.push(piece);
  }
  return pieces;
}

// removedBy lists the squares a cut or four-lines certificate removes from
// cover (those of its colour on the two inner lines, for four-lines).
function removedBy(cert, cover) {
  if (cert.kind === "cut") return cert.squares.slice();
  if (cert.kind !== "four-lines") return [];
  const out = [];
  for (const s of cover) {
    const p = sqParse(s);
    const line = cert.lines === "files" ? p.x : p.y;
    if ((line === 2 || line === 3) && COLOUR[colourOf(s)] === cert.colour) out.push(s);
  }
  return out;
}

// pathEnds are the ends of the path still to make, as verify takes them
// (verify/certificate_graph.go, pathEnds): the knight's square and a last
// square, its colour fixed by the number of squares left, free unless the
// tour must end on scene.end; with no knight, scene.end and a free end, or
// two free ends; a closed tour with no knight is a cycle, with none. at is
// the end's square ("" when free); restricted, a closed tour's last end,
// which must be next to its first square. inside and outside say in words
// what the end does to the count when it is, or is not, crossed.
function pathEnds(cover, prefix) {
  const knight = prefix[prefix.length - 1];
  if (scene.closed && !knight) return [];
  const odd = cover.size % 2 === 1;
  if (knight) {
    const cc = colourOf(knight);
    const last = odd ? cc : 1 - cc;
    const end = scene.end || "";
    return [
      { at: knight, colour: cc, inside: `the knight's square ${knight} is crossed and is an end of the path`, outside: `the path starts on ${knight}, outside the crossed squares` },
      end
        ? { at: end, colour: last, inside: `the tour's last square ${end} is crossed and is an end of the path`, outside: `the tour ends on ${end}, outside the crossed squares` }
        : scene.closed
          ? { at: "", colour: last, restricted: true, inside: `a closed tour's last square (${COLOUR[last]}) must be next to ${prefix[0]}, and every such square is crossed`, outside: `the path's last square (${COLOUR[last]}) is outside the crossed squares` }
          : { at: "", colour: last, inside: "", outside: `the path's last square (${COLOUR[last]}) is outside the crossed squares` },
    ];
  }
  if (scene.end) {
    const ec = colourOf(scene.end);
    const other = odd ? ec : 1 - ec;
    return [
      { at: scene.end, colour: ec, inside: `the tour's last square ${scene.end} is crossed and is an end of the path`, outside: `the tour ends on ${scene.end}, outside the crossed squares` },
      { at: "", colour: other, inside: "", outside: `the tour's first square (${COLOUR[other]}) is outside the crossed squares` },
    ];
  }
  // Two free ends: on an odd board both take the majority colour (verify
  // counts them as colour 0, dark, a1's).
  return odd
    ? [0, 1].map(() => ({ at: "", colour: 0, inside: "", outside: "an end of the path (dark) is outside the crossed squares" }))
    : [0, 1].map(c => ({ at: "", colour: c, inside: "", outside: `an end of the path (${COLOUR[c]}) is outside the crossed squares` }));
}

// cutCount counts what removing the squares does, as verify does: each
// piece's dark and light squares, the entries it needs of each colour, the
// removed squares it touches and the ends it needs; and what the removed
// squares and the path's ends allow.
function cutCount(prefix, removed) {
  const cover = toCover(prefix);
  const gone = new Set(removed);
  const left = new Set([...cover].filter(s => !gone.has(s)));
  const knight = prefix[prefix.length - 1];
  const pieces = piecesOf(left).map(squares => {
    const count = [0, 0];
    const touches = new Set();
    for (const s of squares) {
      count[colourOf(s)]++;
      for (const n of neighbours(sqParse(s), scene.w, scene.h)) if (gone.has(n)) touches.add(n);
    }
    const d = count[0] - count[1];
    const need = d > 0 ? [0, 2 * d] : d < 0 ? [-2 * d, 0] : [1, 1];
    return { squares, dark: count[0], light: count[1], need, touches: [...touches], ends: 0 };
  });
  const have = [0, 0];
  const notes = [[], []];
  const removedOf = [0, 0];
  for (const s of gone) { have[colourOf(s)] += 2; removedOf[colourOf(s)]++; }
  // A closed tour's last square must be a knight's move from its first:
  // when every such square still to visit is crossed, the last end lies
  // in the crossed squares, as verify counts it.
  const near = scene.closed && knight && !scene.end ? [...left, ...gone].filter(s => s !== knight && neighbours(sqParse(prefix[0]), scene.w, scene.h).includes(s)) : [];
  const allNearGone = near.every(s => gone.has(s));
  const ends = pathEnds(cover, prefix);
  for (const e of ends) {
    if (e.at && gone.has(e.at) || e.restricted && allNearGone) {
      have[e.colour]--;
      notes[e.colour].push("-1: " + e.inside);
    } else {
      have[1 - e.colour]++;
      notes[1 - e.colour].push("+1: " + e.outside);
    }
  }
  const need = [0, 0];
  let endNeed = 0;
  let reachable = false;
  const cycle = scene.closed && !knight;
  for (const p of pieces) {
    const fixed = ends.filter(e => e.at && p.squares.includes(e.at)).length;
    p.ends = 0;
    if (p.touches.length < 2 && !cycle) p.ends = Math.max(0, (p.touches.length === 0 ? 2 : Math.max(Math.abs(p.dark - p.light), 1)) - fixed);
    need[0] += p.need[0]; need[1] += p.need[1]; endNeed += p.ends;
    if (p.ends > 0 && p.squares.some(s => near.includes(s))) reachable = true;
  }
  // The one free end of a closed tour can only be next to its first
  // square: a piece that needs an end and has none of those squares
  // cannot have it.
  const free = ends.filter(e => !e.at);
  const endHave = free.some(e => e.restricted) && !reachable ? 0 : free.length;
  return { cover, pieces, need, have, notes, removedOf, endNeed, endHave };
}

// drawArgumentOn draws cert, a certificate that the tour problem of the
// board on (a scene) after prefix has no tour, and returns its plain
// sentence (starting with where), legend, table and further lines. A case
// split gets only a sentence: its caller walks it.
export function drawArgumentOn(on, cert, prefix, where) {
  scene = on;
  switch (cert.kind) {
    case "cut":
    case "four-lines":
      return drawCut(withCounts(cert), prefix, where);
    case "forced-ends":
      return drawForced(withCounts(cert), prefix, where);
    case "disconnected":
      return drawDisconnected(cert, prefix, where);
    case "colour-count":
    case "colour-balance":
      return drawColour(cert, prefix, where);
    case "case-split":
      return { sentence: `${where} every move from ${cert.from} loses (a case split).`, more: [] };
    default:
      for (const s of cert.squares || []) scene.view.cells[s].classList.add("forced");
      return { sentence: `${where} no full tour exists; the marked squares are why, and the full argument says how.`, more: [`A ${cert.kind} certificate; knight verify -certificate checks it.`] };
  }
}

// withCounts is cert with the counts its JSON leaves out when zero.
function withCounts(cert) {
  return { ...cert, pieces: cert.pieces || 0, need: cert.need || 0, have: cert.have || 0 };
}

// outlinePieces draws each piece's outline (not its fill: the dark and
// light squares stay as they are) and its label on each of its squares.
function outlinePieces(pieces) {
  const { cells, svg, h } = scene.view;
  pieces.forEach((piece, i) => {
    const label = pieceLabel(i);
    const set = new Set(piece);
    let d = "";
    const inset = 0.07;
    for (const s of piece) {
      const p = sqParse(s);
      const x0 = p.x - 1, y0 = h - p.y; // the square's top-left in the SVG
      const open = (dx, dy) => !set.has(sqName(p.x + dx, p.y + dy));
      const l = open(-1, 0), r = open(1, 0), t = open(0, 1), b = open(0, -1);
      const xa = x0 + (l ? inset : 0), xb = x0 + 1 - (r ? inset : 0);
      const ya = y0 + (t ? inset : 0), yb = y0 + 1 - (b ? inset : 0);
      if (t) d += `M${xa},${y0 + inset}H${xb}`;
      if (b) d += `M${xa},${y0 + 1 - inset}H${xb}`;
      if (l) d += `M${x0 + inset},${ya}V${yb}`;
      if (r) d += `M${x0 + 1 - inset},${ya}V${yb}`;
      const c = cells[s];
      c.dataset.piece = label;
      c.classList.add("inpiece");
      const tag = el("span", "plabel o" + (i % OUTLINES), label);
      tag.setAttribute("aria-hidden", "true");
      c.append(tag);
      c.setAttribute("aria-label", `${c.getAttribute("aria-label")}, piece ${label}`);
    }
    for (const cls of ["halo", "outline o" + (i % OUTLINES)]) {
      const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
      path.setAttribute("d", d);
      path.setAttribute("class", cls);
      path.dataset.piece = label;
      svg.append(path);
    }
  });
}

function crossOut(squares) {
  for (const s of squares) {
    const c = scene.view.cells[s];
    c.classList.add("cut");
    c.setAttribute("aria-label", `${c.getAttribute("aria-label")}, crossed out`);
  }
}

// legendOf lists the pieces with their outlines (in describe's words, when
// given) and what else is drawn.
export function legendOf(pieces, extra, describe) {
  const list = el("ul", "pieces-legend");
  list.id = "ev-legend";
  list.setAttribute("aria-label", "legend of the drawing");
  pieces.forEach((piece, i) => {
    const item = el("li");
    item.dataset.piece = pieceLabel(i);
    item.append(el("span", "swatch o" + (i % OUTLINES), pieceLabel(i)));
    item.append(" " + (describe ? describe(piece, i) : `piece ${pieceLabel(i)}: ${piece.length} square${piece.length === 1 ? "" : "s"}`));
    list.append(item);
  });
  for (const [cls, sym, words] of extra) {
    const item = el("li");
    item.append(el("span", "swatch " + cls, sym), " " + words);
    list.append(item);
  }
  if (scene.mistake) {
    const dead = el("li");
    dead.append(el("span", "swatch deadkey", scene.mistake[0]), " " + scene.mistake[1]);
    list.append(dead);
  }
  return list;
}

export function tableOf(caption, head, rows, foot) {
  const t = el("table", "argtable");
  t.id = "ev-table";
  t.append(el("caption", "", caption));
  const thead = el("thead");
  const tr = el("tr");
  for (const h of head) { const th = el("th", "", h); th.scope = "col"; tr.append(th); }
  thead.append(tr);
  const tbody = el("tbody");
  for (const r of rows) tbody.append(r);
  t.append(thead, tbody);
  if (foot.length) {
    const tfoot = el("tfoot");
    for (const line of foot) {
      const fr = el("tr");
      const td = el("td", "", line);
      td.colSpan = head.length;
      fr.append(td);
      tfoot.append(fr);
    }
    t.append(tfoot);
  }
  return t;
}

function pieceRow(label, i, cells) {
  const tr = el("tr");
  tr.dataset.piece = label;
  const th = el("th");
  th.scope = "row";
  th.append(el("span", "swatch o" + (i % OUTLINES), label));
  tr.append(th);
  for (const c of cells) tr.append(el("td", "", String(c)));
  return tr;
}

// counted is "1 piece" or "3 pieces".
export function counted(n, one, many) { return `${n} ${n === 1 ? one : many}`; }

function shortList(squares, most) {
  return squares.length <= most ? squares.join(" ") : `${squares.slice(0, most).join(" ")} ... (${squares.length})`;
}

function drawCut(cert, prefix, where) {
  const cover = toCover(prefix);
  const removed = removedBy(cert, cover);
  const count = cutCount(prefix, removed);
  crossOut(removed);
  outlinePieces(count.pieces.map(p => p.squares));
  const side = cert.ends ? -1 : COLOUR.indexOf(cert.side);
  const k = removed.length;
  const labels = count.pieces.map((_, i) => pieceLabel(i));
  const span = labels.length > 2 ? `${labels[0]} to ${labels[labels.length - 1]}` : labels.join(" and ");
  let sentence;
  if (cert.kind === "four-lines") {
    sentence = `${where} the ${cert.pieces} ${COLOUR[1 - side]} squares of the outer lines can only be reached through the ${k} crossed ${COLOUR[side]} squares of the inner lines: they need ${cert.need} visits next to them, and the tour can make only ${cert.have}.`;
  } else if (cert.ends) {
    const hang = count.pieces.map((p, i) => [p, i]).filter(([p]) => p.ends > 0).map(([p, i]) => `${pieceLabel(i)} (${shortList(p.squares, 4)})`);
    sentence = `${where} ${hang.join(" and ")} can be reached through at most one crossed square, so the tour would have to end in ${hang.length === 1 ? "it" : "each"}: that needs ${counted(cert.need, "end", "ends")}, and ${cert.have === 0 ? "none is" : `only ${cert.have} ${cert.have === 1 ? "is" : "are"}`} free${scene.closed && cert.have === 0 ? " (a closed tour must end next to its first square)" : ""}.`;
  } else if (cert.pieces > k + 1) {
    sentence = `${where} crossing out the ${k} marked square${k === 1 ? "" : "s"} splits the squares left into ${cert.pieces} pieces (${span}), more than a path through ${k} square${k === 1 ? "" : "s"} can join (${k + 1}).`;
  } else {
    const lone = count.pieces.map((p, i) => [p, i]).find(([p]) => p.squares.length <= 4 && p.touches.length <= 2);
    let example = "";
    if (lone) {
      // The squares of the path next to the piece: the ways in the
      // player has already used.
      const [p, i] = lone;
      const onPath = new Set(prefix.slice(0, -1));
      const used = [...new Set(p.squares.flatMap(s => neighbours(sqParse(s), scene.w, scene.h)).filter(s => onPath.has(s)))];
      example = ` Piece ${pieceLabel(i)} (${p.squares.join(" ")}) can only be ${p.squares.length === 1 ? "reached" : "entered"} through ${p.touches.join(" and ")}${used.length ? `: its other way${used.length === 1 ? "" : "s"} in, ${used.join(" and ")}, ${scene.used || "you already used"}` : ""}.`;
    }
    sentence = `${where} crossing out the ${counted(k, "marked square", "marked squares")} splits the squares left into ${counted(cert.pieces, "piece", "pieces")} (${span}); counting each piece's dark and light squares, they need ${counted(cert.need, "entry or exit", "entries or exits")} through crossed ${COLOUR[side]} squares, and those give at most ${cert.have}.${example}`;
  }
  const head = ["Piece", "Squares", "Dark", "Light", cert.ends ? "Crossed squares it touches" : `Entries needed through crossed ${COLOUR[side]} squares`];
  if (cert.ends) head.push("Ends it needs");
  const rows = count.pieces.map((p, i) => {
    const cells = [shortList(p.squares, 6), p.dark, p.light];
    if (cert.ends) cells.push(p.touches.length ? `${p.touches.length} (${p.touches.join(" ")})` : "0", p.ends);
    else cells.push(p.need[side]);
    const r = pieceRow(pieceLabel(i), i, cells);
    r.dataset.squares = p.squares.join(" ");
    r.dataset.dark = p.dark;
    r.dataset.light = p.light;
    return r;
  });
  const foot = [];
  let need, have;
  if (cert.ends) {
    need = count.endNeed; have = count.endHave;
    foot.push(`Ends needed: ${need}; the path has ${have} free end (it starts on the knight's square).`);
  } else {
    need = count.need[side]; have = count.have[side];
    foot.push(`Entries or exits needed through crossed ${COLOUR[side]} squares: ${need}.`);
    // Say what the crossed squares are, not "each of the 0 crossed dark
    // squares" when every crossed square is of the other colour.
    const mine = count.removedOf[side], others = k - mine;
    const through = mine === 0
      ? `none of the ${counted(k, "crossed square is", "crossed squares is")} ${COLOUR[side]} (${k === 1 ? "it is" : "all are"} ${COLOUR[1 - side]}), so they give 0`
      : `2 for each of the ${counted(mine, `crossed ${COLOUR[side]} square`, `crossed ${COLOUR[side]} squares`)}${others ? ` (the ${others} ${COLOUR[1 - side]} one${others === 1 ? "" : "s"} give none)` : ""}`;
    foot.push(`Allowed: ${have} = ${through}${count.notes[side].map(s => ", " + s.split(":")[0]).join("")} (${count.notes[side].map(s => s.split(": ")[1]).join("; ") || "no path end counts here"}).`);
    if (cert.kind === "four-lines") foot.push(`The lone outer squares alone need ${cert.need}: two each, and one more to reach the rest of the board.`);
  }
  const table = tableOf(`Counts per piece ${afterMove(prefix.length - 1, prefix[prefix.length - 1])}`, head, rows, foot);
  table.dataset.need = need;
  table.dataset.have = have;
  const more = [];
  if (cert.kind === "cut" && (need !== cert.need || have !== cert.have)) {
    more.push(`The certificate says need ${cert.need}, allowed ${cert.have}; the count above differs, so do not trust this drawing: check the certificate with knight verify.`);
  }
  more.push(`Crossed out: ${removed.join(" ")}.`);
  const legend = legendOf(count.pieces.map(p => p.squares), [["crossed", "\u2715", `crossed out: the ${k} removed squares`]]);
  return { sentence, legend, table, more };
}

function drawForced(cert, prefix, where) {
  const cover = toCover(prefix);
  const forced = cert.squares;
  outlinePieces(forced.map(s => [s]));
  const rows = forced.map((s, i) => {
    const left = neighbours(sqParse(s), scene.w, scene.h).filter(n => cover.has(n));
    const r = pieceRow(pieceLabel(i), i, [s, left.length ? left.join(" ") : "none"]);
    r.dataset.squares = s;
    return r;
  });
  const knight = prefix[prefix.length - 1];
  const names = forced.map((s, i) => {
    const ways = neighbours(sqParse(s), scene.w, scene.h).filter(n => cover.has(n));
    return `${s} (${pieceLabel(i)}, ${ways.length ? "only from " + ways[0] : "from nowhere"})`;
  });
  let sentence;
  if (forced.length === 1) {
    const only = neighbours(sqParse(forced[0]), scene.w, scene.h).filter(n => cover.has(n));
    sentence = only.length === 1 && only[0] === knight
      ? `${where} ${forced[0]} (${pieceLabel(0)}) can only be reached from the knight's square ${knight}, so it would have to be both the next square and the last, while other squares remain.`
      : `${where} ${names[0]} has one way in, so the tour would have to end there, and it cannot.`;
  } else {
    sentence = `${where} ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} each have one way in, so each would have to be an end of the tour; ${cert.have === 1 ? "only one end is" : cert.have === 0 ? "no end is" : `only ${cert.have} ends are`} free.`;
  }
  const table = tableOf(`Squares with one way in, ${afterMove(prefix.length - 1, prefix[prefix.length - 1])}`, ["Mark", "Square", "Neighbours still to visit"], rows,
    [`Ends needed: ${cert.need}; free: ${cert.have}${knight ? ` (the path starts on the knight's square ${knight})` : ""}.`]);
  const legend = legendOf(forced.map(s => [s]), [], (piece) => `${piece[0]}: one way in or none, so an end of the tour`);
  return { sentence, legend, table, more: [] };
}

// drawDisconnected outlines and letters every piece the squares left fall
// into (by the scene's piece, holes left out). The certificate names one
// square of each piece, up to evidence.MaxPiecesNamed of them, and counts
// them all (components); one written before it had that count names two
// squares in different pieces.
function drawDisconnected(cert, prefix, where) {
  const pieces = piecesOf(toCover(prefix));
  outlinePieces(pieces);
  const labelOf = (s) => pieceLabel(pieces.findIndex(p => p.includes(s)));
  const squares = cert.squares || [];
  const rows = pieces.map((p, i) => {
    const r = pieceRow(pieceLabel(i), i, [shortList(p, 6), p.length]);
    r.dataset.squares = p.join(" ");
    return r;
  });
  let sentence;
  if (cert.components) {
    const named = squares.map(s => `${s} (${labelOf(s)})`);
    const rest = cert.components - named.length;
    const list = rest > 0 ? `${named.join(", ")} and ${rest} more` : `${named.slice(0, -1).join(", ")} and ${named[named.length - 1]}`;
    sentence = prefix.length <= 1
      ? `On this board ${scene.mover || "the knight"}'s moves fall into ${cert.components} pieces, one through each of ${list} (outlined and lettered): no tour joins them.`
      : `${where} the squares left fall into ${cert.components} pieces, one through each of ${list} (outlined and lettered): the knight can never join them.`;
  } else {
    const [a, b] = squares;
    sentence = prefix.length <= 1
      ? `On this board a knight never gets from ${a} (piece ${labelOf(a)}) to ${b} (piece ${labelOf(b)}).`
      : `${where} the squares left fall apart: from ${a} (piece ${labelOf(a)}) the knight can never reach ${b} (piece ${labelOf(b)}).`;
  }
  const when = prefix.length ? `the squares left, ${afterMove(prefix.length - 1, prefix[prefix.length - 1])}` : "the board's squares";
  const table = tableOf(`Pieces of ${when}`, ["Piece", "Squares", "Count"], rows, []);
  table.dataset.pieces = pieces.length;
  const more = [];
  if (cert.components && cert.components !== pieces.length) {
    more.push(`The certificate counts ${cert.components} pieces; the page counts ${pieces.length}, so do not trust this drawing: check the certificate with knight verify.`);
  }
  return { sentence, legend: legendOf(pieces, []), table, more };
}

function drawColour(cert, prefix, where) {
  const cover = toCover(prefix);
  const count = [0, 0];
  for (const s of cover) {
    count[colourOf(s)]++;
    scene.view.cells[s].classList.add("counted");
  }
  const from = cert.from || prefix[prefix.length - 1];
  const total = count[0] + count[1];
  // With no knight on the board, the path may start on either colour: it
  // needs the counts to differ by at most one (by none when closed).
  const mine = from ? colourOf(from) : count[0] >= count[1] ? 0 : 1;
  const needMine = Math.ceil(total / 2), needOther = Math.floor(total / 2);
  const sentence = from
    ? `${where} the knight is on ${from} (${COLOUR[mine]}) with ${count[0]} dark and ${count[1]} light squares left to cover, its own included; a path alternates colours, so it needs ${needMine} ${COLOUR[mine]} and ${needOther} ${COLOUR[1 - mine]}.`
    : `${where} ${count[0]} dark and ${count[1]} light squares are left to cover; a path alternates colours, so it needs ${needMine} of one colour and ${needOther} of the other${scene.end ? `, the more on ${scene.end}'s` : ""}.`;
  const rows = [0, 1].map(c => {
    const r = el("tr");
    const th = el("th", "", COLOUR[c]);
    th.scope = "row";
    r.append(th, el("td", "", String(count[c])), el("td", "", String(c === mine ? needMine : needOther)));
    return r;
  });
  const table = tableOf("Squares left to cover, by colour", ["Colour", "Left", "A path from the knight needs"], rows,
    [`The certificate counts ${cert.dark} dark and ${cert.light} light.`]);
  const legend = legendOf([], [["counted", "\u2022", "the squares still to cover, counted"]]);
  return { sentence, legend, table, more: [] };
}

// nextCaseButton is a button, id, to the case after the one trail leads
// to (the first below it, when it is not a case itself) among cases
// ({trail} each, in order), with the count; walk shows the trail chosen.
// The tour's split and the puzzle's (puzzle-evidence.js) share it.
export function nextCaseButton(cases, trail, id, walk) {
  const here = trail.join(" ");
  const at = cases.findIndex(c => c.trail.join(" ") === here);
  let next = at >= 0 ? (at + 1) % cases.length : cases.findIndex(c => c.trail.slice(0, trail.length).join(" ") === here);
  if (next < 0) next = 0;
  const btn = el("button", "next-case", `Next case (${next + 1} of all ${cases.length})`);
  btn.id = id;
  btn.dataset.case = next + 1;
  btn.dataset.cases = cases.length;
  btn.addEventListener("click", () => { walk(cases[next].trail.slice()); document.getElementById(id).focus(); });
  return btn;
}

// kindWords names an argument for a player.
export function kindWords(kind) {
  return {
    "cut": "walled off", "four-lines": "four lines", "forced-ends": "dead ends", "disconnected": "falls apart",
    "colour-count": "colours", "colour-balance": "colours", "end-visited": "end visited",
  }[kind] || kind;
}

// breadcrumbs is the trail of a case split walked down: steps named, the
// last the one shown, each earlier one a button back to it, whose
// accessible name is label(i, name) and which calls back(i).
export function breadcrumbs(steps, label, back) {
  const crumbs = el("ol", "crumbs");
  steps.forEach((name, i) => {
    const li = el("li");
    if (i === steps.length - 1) {
      const here = el("span", "", name);
      here.setAttribute("aria-current", "step");
      li.append(here);
    } else {
      const button = el("button", "crumb", name);
      button.setAttribute("aria-label", label(i, name));
      button.addEventListener("click", () => back(i));
      li.append(button);
    }
    crumbs.append(li);
  });
  return crumbs;
}
