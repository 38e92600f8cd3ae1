// The evidence of a verdict, drawn for a player (play.js asks blame, this
// file shows what it answered): the board rewound to the position the
// argument is about, the argument drawn on the board's own colours (pieces
// outlined and lettered, removed squares crossed, a table of counts per
// piece), one plain sentence first and the full argument a tap away, a
// case split as a tree of moves to walk, and the tour that was still
// possible before the mistake, replayed step by step.
//
// The counts are re-derived here from the certificate's squares and the
// path, by the rules verify applies (verify/certificate_cut.go): the
// squares the rest of the tour must cover are the unvisited ones and the
// knight's own; removing the crossed squares splits them into pieces; a
// piece with d more dark than light squares needs 2d entries or exits
// through removed light squares (and the other way round), a balanced
// piece one of each; each removed square gives two, less one when it is an
// end of the path, and an end outside them gives one more.
"use strict";

// ev is what the evidence panel shows: the verdict, the game's path, the
// index of the square the argument starts after, the moves chosen down a
// case split, whether the whole game is shown, and the replay.
const ev = { v: null, path: [], at: -1, trail: [], whole: false, replay: null, timer: 0 };

const OUTLINES = 6; // outline colours, .outline.o0 to .o5 in style.css

// pieceLabel is the i-th label: A to Z, then AA, AB, ... as spreadsheet
// columns are named, so that any number of pieces gets distinct labels.
function pieceLabel(i) {
  let s = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + (n - 1) % 26) + s;
  return s;
}

function colourOf(s) { const p = sqParse(s); return (p.x + p.y) % 2 === 0 ? 0 : 1; }
const COLOUR = ["dark", "light"];

// endEvidence forgets the evidence shown (a new move, undo, a new game).
function endEvidence() {
  clearInterval(ev.timer);
  Object.assign(ev, { v: null, path: [], at: -1, trail: [], whole: false, replay: null, timer: 0 });
}

// showVerdict shows a dead verdict's evidence, or what an undecided one
// proved; it reports false when there is nothing to draw.
function showVerdict(v, path) {
  endEvidence();
  let at = -1;
  if (v.status === "dead") at = v.first_dead;
  else if (v.status === "unknown" && v.first_proved_dead >= 0) at = v.first_proved_dead;
  if (at < 0 && !(v.alive_completion && v.alive_completion.length)) return false;
  Object.assign(ev, { v, path: path.slice(), at });
  showEvidence();
  return true;
}

// node is the certificate of the position the trail leads to.
function evNode() {
  let c = ev.v.certificate;
  for (const move of ev.trail) c = c.branches.find(b => b.move === move).certificate;
  return c;
}

// showEvidence draws the board and fills the panel for the current state.
function showEvidence() {
  clearInterval(ev.timer);
  ev.timer = 0;
  const box = document.getElementById("evidence");
  box.replaceChildren();
  const board = document.getElementById("board");
  if (ev.replay) {
    board.dataset.view = "replay";
    showReplay(box);
    return;
  }
  const v = ev.v;
  const explain = document.getElementById("explain");
  explain.replaceChildren();
  if (ev.at < 0) {
    // Undecided with nothing proved dead: only the tour still possible.
    paintBoard(ev.path, new Set());
    board.dataset.view = "whole";
    explain.append(el("p", "plain", undecidedWords(v)));
    box.append(evidenceControls());
    return;
  }
  const cert = v.certificate;
  const prefix = ev.path.slice(0, ev.at + 1).concat(ev.trail);
  if (ev.whole) {
    paintWhole();
    board.dataset.view = "whole";
  } else {
    paintBoard(prefix, new Set());
    board.dataset.view = "rewound";
    for (const s of ev.trail) game.view.cells[s].classList.add("supposed");
  }
  const dead = game.view.cells[ev.path[ev.at]];
  dead.classList.add("dead");
  dead.dataset.move = ev.at;
  board.dataset.shown = ev.whole ? ev.path.join(" ") : prefix.join(" ");
  setStatus(ev.whole
    ? `Your whole game: ${ev.path.length} squares; the moves after move ${ev.at} are faded.`
    : `The position after move ${ev.at}${ev.trail.length ? ` and the supposed moves ${ev.trail.join(", ")}` : ""}: ${v.status === "dead" ? "the mistake" : "the first move proved wrong"} is marked in red; later moves are hidden.`);

  const node = cert ? evNode() : null;
  const drawn = node && !ev.whole ? drawArgument(node, prefix) : null;
  const plain = el("p", "plain");
  plain.id = "plain";
  plain.textContent = v.status === "dead" ? "" : undecidedWords(v) + " ";
  plain.textContent += drawn ? drawn.sentence : rootSentence(v, prefix);
  explain.append(plain);

  box.append(evidenceControls());
  if (cert && cert.kind === "case-split" && !ev.whole) box.append(caseSplitNav(node, prefix));
  if (drawn && drawn.legend) box.append(drawn.legend);
  const more = el("details", "argument");
  more.id = "argument";
  more.append(el("summary", "", "The full argument"));
  if (drawn && drawn.table) more.append(drawn.table);
  if (drawn) for (const line of drawn.more) more.append(el("p", "", line));
  if (ev.trail.length === 0 || !drawn) more.append(el("p", "words", blameWords(v)));
  box.append(more);
}

function blameWords(v) {
  const who = v.status === "dead"
    ? (v.first_dead === 0 ? `No tour can start on ${ev.path[0]}: ` : `Your mistake was move ${v.first_dead}, to ${v.move}: `)
    : "Undecided: ";
  return who + v.explanation;
}

// undecidedWords says what an undecided verdict proved, in words.
function undecidedWords(v) {
  if (v.status === "dead") return "";
  const alive = v.last_alive >= 0 ? `after move ${v.last_alive} (${ev.path[v.last_alive]}) a full tour was still possible` : "";
  const dead = v.first_proved_dead >= 0 ? `after move ${v.first_proved_dead} (${ev.path[v.first_proved_dead]}) none is` : "";
  let s = "Not decided in time. ";
  if (alive && dead) s += `It is proved that ${alive} and that ${dead}, so the mistake is one of moves ${v.last_alive + 1} to ${v.first_proved_dead}.`;
  else if (alive) s += `It is proved that ${alive}; what came after was not decided.`;
  else if (dead) s += `It is proved that ${dead}; which earlier move was the mistake was not decided.`;
  return s;
}

// rootSentence is the plain sentence when there is no certificate to draw:
// SAT's second opinion, or the whole game shown.
function rootSentence(v, prefix) {
  if (ev.whole) return `Your mistake was move ${ev.at} (${ev.path[ev.at]}); the moves after it are faded.`;
  if (v.needed) {
    for (const s of v.needed) game.view.cells[s].classList.add("needed");
    return `After move ${ev.at} (${ev.path[ev.at]}) no tour exists, by the SAT solver: a second opinion, with no certificate you can count. It used only your moves to ${v.needed.join(", ")} (dashed).`;
  }
  return `After move ${ev.at} (${prefix[ev.at]}) no tour exists.`;
}

// evidenceControls are the buttons beside the argument: the whole game or
// the position, and the replay of the tour still possible.
function evidenceControls() {
  const row = el("div", "controls evcontrols");
  if (ev.at >= 0) {
    const whole = el("button", "", ev.whole ? "Back to the position at the mistake" : "Show your whole game");
    whole.id = "ev-whole";
    whole.setAttribute("aria-pressed", String(ev.whole));
    whole.addEventListener("click", () => { ev.whole = !ev.whole; showEvidence(); document.getElementById("ev-whole").focus(); });
    row.append(whole);
  }
  const alive = ev.v.alive_completion;
  if (alive && alive.length) {
    const before = ev.v.status === "dead" ? ev.v.first_dead - 1 : ev.v.last_alive;
    const replay = el("button", "", `Replay a tour still possible after move ${before}`);
    replay.id = "ev-replay";
    replay.addEventListener("click", () => startReplay(before));
    row.append(replay);
  }
  return row;
}

// paintWhole draws the whole game, the moves after the mistake faded.
function paintWhole() {
  paintBoard(ev.path, new Set());
  ev.path.forEach((s, i) => {
    if (i > ev.at) {
      const c = game.view.cells[s];
      c.classList.remove("visited");
      c.classList.add("later");
      c.setAttribute("aria-label", `${s}, visited, move ${i}, after the mistake`);
    }
  });
}

// ---- The argument on the board ---------------------------------------------

// toCover is the set of squares the rest of the tour must cover after
// prefix: the unvisited squares and the knight's.
function toCover(prefix) {
  const seen = new Set(prefix);
  const out = new Set();
  for (let y = 1; y <= game.h; y++) {
    for (let x = 1; x <= game.w; x++) {
      const s = sqName(x, y);
      if (!seen.has(s)) out.add(s);
    }
  }
  if (prefix.length) out.add(prefix[prefix.length - 1]);
  return out;
}

// piecesOf splits the squares of left into the pieces knight moves join,
// each in board order (rank 1 first), the pieces by their first square.
function piecesOf(left) {
  const order = [];
  for (let y = 1; y <= game.h; y++) for (let x = 1; x <= game.w; x++) if (left.has(sqName(x, y))) order.push(sqName(x, y));
  const seen = new Set();
  const pieces = [];
  for (const start of order) {
    if (seen.has(start)) continue;
    const piece = [start];
    seen.add(start);
    for (let i = 0; i < piece.length; i++) {
      for (const n of neighbours(sqParse(piece[i]), game.w, game.h)) {
        if (left.has(n) && !seen.has(n)) { seen.add(n); piece.push(n); }
      }
    }
    const index = (s) => { const p = sqParse(s); return (p.y - 1) * game.w + p.x; };
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
      for (const n of neighbours(sqParse(s), game.w, game.h)) if (gone.has(n)) touches.add(n);
    }
    const d = count[0] - count[1];
    const need = d > 0 ? [0, 2 * d] : d < 0 ? [-2 * d, 0] : [1, 1];
    const fixed = squares.includes(knight) ? 1 : 0;
    let ends = 0;
    if (touches.size < 2) ends = Math.max(0, (touches.size === 0 ? 2 : Math.max(Math.abs(d), 1)) - fixed);
    return { squares, dark: count[0], light: count[1], need, touches: [...touches], ends };
  });
  const have = [0, 0];
  const notes = [[], []];
  const removedOf = [0, 0];
  for (const s of gone) { have[colourOf(s)] += 2; removedOf[colourOf(s)]++; }
  // The path's ends: the knight's square, and the free last square, whose
  // colour the number of squares left fixes.
  const cc = colourOf(knight);
  const last = cover.size % 2 === 0 ? 1 - cc : cc;
  if (gone.has(knight)) { have[cc]--; notes[cc].push(`-1: the knight's square ${knight} is crossed and is an end of the path`); }
  else { have[1 - cc]++; notes[1 - cc].push(`+1: the path starts on ${knight}, outside the crossed squares`); }
  have[1 - last]++;
  notes[1 - last].push(`+1: the path's last square (${COLOUR[last]}) is outside the crossed squares`);
  const need = [0, 0];
  let endNeed = 0;
  for (const p of pieces) { need[0] += p.need[0]; need[1] += p.need[1]; endNeed += p.ends; }
  return { cover, pieces, need, have, notes, removedOf, endNeed, endHave: 1 };
}

// drawArgument draws cert, the certificate of the position after prefix,
// on the board and returns its plain sentence, legend, table and further
// lines.
function drawArgument(cert, prefix) {
  const n = prefix.length - 1;
  const where = ev.trail.length
    ? `If the knight then went ${ev.trail.join(", ")} (to move ${n}),`
    : `After move ${n} (${prefix[n]}),`;
  switch (cert.kind) {
    case "cut":
    case "four-lines":
      return drawCut(cert, prefix, where);
    case "forced-ends":
      return drawForced(cert, prefix, where);
    case "disconnected":
      return drawDisconnected(cert, prefix, where);
    case "colour-count":
    case "colour-balance":
      return drawColour(cert, prefix, where);
    case "case-split":
      markBranches(cert);
      return {
        sentence: cert.branches && cert.branches.length
          ? `${where} every move from ${cert.from} loses: choose a move below to see why, move by move.`
          : `${where} the knight on ${cert.from} has no move left, and squares remain unvisited.`,
        more: [`A case split: each of the ${(cert.branches || []).length} moves from ${cert.from} leads to a position that has its own argument.`],
      };
    default:
      for (const s of cert.squares || []) game.view.cells[s].classList.add("forced");
      return { sentence: `${where} no tour exists (a ${cert.kind} certificate).`, more: [] };
  }
}

// outlinePieces draws each piece's outline (not its fill: the dark and
// light squares stay as they are) and its label on each of its squares.
function outlinePieces(pieces) {
  const { cells, svg, h } = game.view;
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
    const c = game.view.cells[s];
    c.classList.add("cut");
    c.setAttribute("aria-label", `${c.getAttribute("aria-label")}, crossed out`);
  }
}

// legendOf lists the pieces with their outlines and what else is drawn.
function legendOf(pieces, extra) {
  const list = el("ul", "pieces-legend");
  list.id = "ev-legend";
  list.setAttribute("aria-label", "legend of the drawing");
  pieces.forEach((piece, i) => {
    const item = el("li");
    item.dataset.piece = pieceLabel(i);
    item.append(el("span", "swatch o" + (i % OUTLINES), pieceLabel(i)));
    item.append(` piece ${pieceLabel(i)}: ${piece.length} square${piece.length === 1 ? "" : "s"}`);
    list.append(item);
  });
  for (const [cls, sym, words] of extra) {
    const item = el("li");
    item.append(el("span", "swatch " + cls, sym), " " + words);
    list.append(item);
  }
  const dead = el("li");
  dead.append(el("span", "swatch deadkey", String(ev.at)), " your mistake, the knight's square");
  list.append(dead);
  return list;
}

function tableOf(caption, head, rows, foot) {
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
    sentence = `${where} ${hang.join(" and ")} can be reached through at most one crossed square, so the tour would have to end in ${hang.length === 1 ? "it" : "each"}: that needs ${cert.need} ends, and only ${cert.have} is free.`;
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
      const used = [...new Set(p.squares.flatMap(s => neighbours(sqParse(s), game.w, game.h)).filter(s => onPath.has(s)))];
      example = ` Piece ${pieceLabel(i)} (${p.squares.join(" ")}) can only be ${p.squares.length === 1 ? "reached" : "entered"} through ${p.touches.join(" and ")}${used.length ? `: its other way${used.length === 1 ? "" : "s"} in, ${used.join(" and ")}, you already used` : ""}.`;
    }
    sentence = `${where} crossing out the ${k} marked squares splits the squares left into ${cert.pieces} pieces (${span}); counting each piece's dark and light squares, they need ${cert.need} entries or exits through crossed ${COLOUR[side]} squares, and those give at most ${cert.have}.${example}`;
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
    foot.push(`Allowed: ${have} = 2 for each of the ${count.removedOf[side]} crossed ${COLOUR[side]} squares${count.notes[side].map(s => ", " + s.split(":")[0]).join("")} (${count.notes[side].map(s => s.split(": ")[1]).join("; ") || "no path end counts here"}).`);
    if (cert.kind === "four-lines") foot.push(`The lone outer squares alone need ${cert.need}: two each, and one more to reach the rest of the board.`);
  }
  const table = tableOf(`Counts per piece after move ${prefix.length - 1}`, head, rows, foot);
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
    const left = neighbours(sqParse(s), game.w, game.h).filter(n => cover.has(n));
    const r = pieceRow(pieceLabel(i), i, [s, left.length ? left.join(" ") : "none"]);
    r.dataset.squares = s;
    return r;
  });
  const names = forced.map((s, i) => `${s} (${pieceLabel(i)})`);
  let sentence;
  if (forced.length === 1) {
    sentence = `${where} ${names[0]} can be reached from only one square still to visit, so the tour would have to end there, and it cannot.`;
  } else {
    sentence = `${where} ${names.slice(0, -1).join(", ")} and ${names[names.length - 1]} can each be reached from only one square still to visit, so each would have to be the end of the tour; ${cert.have === 1 ? "only one end is" : cert.have === 0 ? "no end is" : `only ${cert.have} ends are`} free.`;
  }
  const table = tableOf(`Squares with one way in, after move ${prefix.length - 1}`, ["", "Square", "Neighbours still to visit"], rows,
    [`Ends needed: ${cert.need}; free: ${cert.have} (the path starts on the knight's square ${prefix[prefix.length - 1]}).`]);
  const legend = legendOf(forced.map(s => [s]), []);
  return { sentence, legend, table, more: [] };
}

function drawDisconnected(cert, prefix, where) {
  const pieces = piecesOf(toCover(prefix));
  outlinePieces(pieces);
  const labelOf = (s) => pieceLabel(pieces.findIndex(p => p.includes(s)));
  const [a, b] = cert.squares;
  const rows = pieces.map((p, i) => {
    const r = pieceRow(pieceLabel(i), i, [shortList(p, 6), p.length]);
    r.dataset.squares = p.join(" ");
    return r;
  });
  const sentence = prefix.length <= 1
    ? `On this board a knight never gets from ${a} (piece ${labelOf(a)}) to ${b} (piece ${labelOf(b)}).`
    : `${where} the squares left fall apart: from ${a} (piece ${labelOf(a)}) the knight can never reach ${b} (piece ${labelOf(b)}).`;
  const table = tableOf(`Pieces of the squares left, after move ${prefix.length - 1}`, ["Piece", "Squares", "Count"], rows, []);
  return { sentence, legend: legendOf(pieces, []), table, more: [] };
}

function drawColour(cert, prefix, where) {
  const cover = toCover(prefix);
  const count = [0, 0];
  for (const s of cover) {
    count[colourOf(s)]++;
    game.view.cells[s].classList.add("counted");
  }
  const from = cert.from || prefix[prefix.length - 1];
  const total = count[0] + count[1];
  const mine = colourOf(from);
  const needMine = Math.ceil(total / 2), needOther = Math.floor(total / 2);
  const sentence = `${where} the knight is on ${from} (${COLOUR[mine]}) with ${count[0]} dark and ${count[1]} light squares left to cover, its own included; a path alternates colours, so it needs ${needMine} ${COLOUR[mine]} and ${needOther} ${COLOUR[1 - mine]}.`;
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

// ---- Case splits -----------------------------------------------------------

function markBranches(cert) {
  for (const b of cert.branches || []) {
    const c = game.view.cells[b.move];
    c.classList.add("branch");
    c.setAttribute("aria-label", `${c.getAttribute("aria-label")}, a move the case split tries`);
  }
}

// caseSplitNav is the walk through a case split: breadcrumbs back to the
// root and a button for each move from the current position.
function caseSplitNav(node, prefix) {
  const nav = el("nav", "casesplit");
  nav.id = "ev-tree";
  nav.setAttribute("aria-label", "case split: every move, one at a time");
  const crumbs = el("ol", "crumbs");
  const root = `after move ${ev.at} (${ev.path[ev.at]})`;
  const steps = [root, ...ev.trail];
  steps.forEach((name, i) => {
    const li = el("li");
    if (i === steps.length - 1) {
      const here = el("span", "", name);
      here.setAttribute("aria-current", "step");
      li.append(here);
    } else {
      const back = el("button", "crumb", name);
      back.setAttribute("aria-label", `back to ${i === 0 ? "the position " + name : "the position after " + name}`);
      back.addEventListener("click", () => { ev.trail = ev.trail.slice(0, i); showEvidence(); focusTree(); });
      li.append(back);
    }
    crumbs.append(li);
  });
  nav.append(crumbs);
  if (node.kind === "case-split" && node.branches && node.branches.length) {
    const group = el("div", "branches");
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", `moves from ${node.from}`);
    group.append(el("span", "", `Moves from ${node.from}: `));
    for (const b of node.branches) {
      const split = b.certificate.kind === "case-split";
      const btn = el("button", "branch-move", `${b.move} ${split ? "\u25B8 splits again" : "\u2715 " + b.certificate.kind}`);
      btn.dataset.move = b.move;
      btn.setAttribute("aria-label", `try ${node.from} to ${b.move}: ${split ? "every move after it loses in turn" : "ruled out by a " + b.certificate.kind + " argument"}`);
      btn.addEventListener("click", () => { ev.trail = ev.trail.concat(b.move); showEvidence(); focusTree(); });
      group.append(btn);
    }
    nav.append(group);
  }
  nav.dataset.depth = ev.trail.length;
  return nav;
}

// focusTree keeps a keyboard user in the tree after a step: on the first
// move of the new position, else on the last breadcrumb.
function focusTree() {
  const next = document.querySelector("#ev-tree .branch-move") || [...document.querySelectorAll("#ev-tree .crumb")].pop();
  if (next) next.focus();
}

// ---- Replay of the tour still possible -------------------------------------

function startReplay(before) {
  const squares = ev.v.alive_completion;
  ev.replay = { squares, base: before, step: before };
  showEvidence();
  document.getElementById("ev-next").focus();
}

// showReplay draws the tour still possible up to the replay's step: the
// player's moves as played, the tour's own moves after them dashed.
function showReplay(box) {
  const r = ev.replay;
  const shown = r.squares.slice(0, r.step + 1);
  paintBoard(shown, new Set());
  const { cells } = game.view;
  for (let i = r.base + 1; i < shown.length; i++) {
    cells[shown[i]].classList.remove("visited");
    cells[shown[i]].classList.add("ghost");
    cells[shown[i]].setAttribute("aria-label", `${shown[i]}, move ${i} of the tour still possible`);
  }
  game.view.svg.replaceChildren();
  drawLine(game.view, shown.slice(0, r.base + 1), "path");
  drawLine(game.view, shown.slice(r.base), "ghostline");
  const board = document.getElementById("board");
  board.dataset.replay = shown.join(" ");
  board.dataset.step = r.step;
  const explain = document.getElementById("explain");
  // Where the tour leaves the game: it may follow the player's moves for
  // a while when the verdict proved less than the first dead move.
  let part = r.base + 1;
  while (part < r.squares.length && r.squares[part] === ev.path[part]) part++;
  const follows = part > r.base + 1 ? ` it follows your moves to move ${part - 1}, then` : "";
  const instead = ev.path[part] ? ` instead of ${ev.path[part]}` : "";
  explain.replaceChildren(el("p", "plain", `A full tour was still possible after move ${r.base} (${r.squares[r.base]}):${follows} it goes ${r.squares[part]}${instead} at move ${part}. Step through it below.`));
  setStatus(r.step === r.base
    ? `Replay: the position after move ${r.base}, before the mistake.`
    : `Replay, move ${r.step} of ${r.squares.length - 1}: the knight to ${r.squares[r.step]}.`);
  const row = el("div", "controls evcontrols");
  const button = (id, text, label, fn, off) => {
    const b = el("button", "", text);
    b.id = id;
    b.setAttribute("aria-label", label);
    b.disabled = off;
    b.addEventListener("click", fn);
    row.append(b);
    return b;
  };
  button("ev-prev", "\u25C0 Back", "previous move of the replay", () => stepReplay(-1), r.step <= r.base);
  button("ev-next", "Next \u25B6", "next move of the replay", () => stepReplay(1), r.step >= r.squares.length - 1);
  const playing = Boolean(r.playing);
  button("ev-play", playing ? "Pause" : "Play", playing ? "pause the replay" : "play the replay to the end", () => {
    r.playing = !r.playing;
    showEvidence();
    document.getElementById("ev-play").focus();
  }, r.step >= r.squares.length - 1 && !playing);
  button("ev-done", "Back to the argument", "end the replay and go back to the argument", () => {
    ev.replay = null;
    delete board.dataset.replay;
    delete board.dataset.step;
    showEvidence();
    const back = document.getElementById("ev-replay");
    if (back) back.focus();
  }, false);
  const count = el("span", "step", `move ${r.step} of ${r.squares.length - 1}`);
  count.setAttribute("aria-live", "polite");
  row.append(count);
  box.append(row);
  if (playing) {
    ev.timer = setInterval(() => {
      if (r.step >= r.squares.length - 1) { r.playing = false; showEvidence(); return; }
      stepReplay(1, true);
    }, 350);
  }
}

function stepReplay(delta, auto) {
  const r = ev.replay;
  r.step = Math.max(r.base, Math.min(r.squares.length - 1, r.step + delta));
  if (!auto) r.playing = false;
  const focused = document.activeElement && document.activeElement.id;
  showEvidence();
  // The button pressed may now be disabled (the end): focus its partner.
  const keep = focused && document.getElementById(focused);
  if (keep && !keep.disabled) keep.focus();
  else if (focused === "ev-next" || focused === "ev-prev" || focused === "ev-play") document.getElementById(focused === "ev-prev" ? "ev-next" : "ev-prev").focus();
}
