// Clue puzzles: number the squares in the order a knight visits them, some
// numbers given (app.js holds the requests and the board drawing). The
// puzzle comes from POST /v1/puzzle/make (the puzzle of the day: the UTC
// date is the seed, so everyone gets the same one and no server keeps it),
// or from the page's link, which carries the clues. Its questions, Check,
// Hint and "where did I go wrong", are in puzzle-ask.js.
import { bySquare, call, capital, cursor, drawBoard, isKnightMove, leaperJumps, markHoles, MAX_SIDE, neighbours, onClicks, parseLeaps, pieceWords, reveal, setNum, sqParse, TAP } from "./app.js";
import { pzBlame, pzCheck, pzHint } from "./puzzle-ask.js";
import { pzCopyShare, pzDone, pzKeepDay, pzKeepSolved, pzKept, pzKeptDay, pzSave } from "./puzzle-keep.js";
import { pzEvDraw, pzEvEnd, pzEvTap } from "./puzzle-evidence.js";

const PUZZLE_SIZES = ["5x5", "6x6", "7x7", "8x8", "10x10", "12x12"];
// HARD_CLUES: on these boards, removing clues down to the last one needed
// (what a hard puzzle without a clue count is) costs a SAT question per
// clue, the last ones the dearest: seconds to minutes, past the server's
// limit. The page asks for this many clues instead, a few more than the
// fewest a puzzle keeps, still hard (deductions alone do not solve it);
// the README gives the times.
const HARD_CLUES = { "8x8": 14, "10x10": 24, "12x12": 36 };
// Making a hard puzzle takes seconds on the server and longer in the
// browser's engine; the server's own limit still bounds it.
export const PUZZLE_TIMEOUT = 60000;
// TYPING_MS: digits typed into one square within this time make one
// number (1 then 2 is 12).
const TYPING_MS = 1500;

export const pz = {
  w: 0, h: 0, closed: false, first: 1,
  holes: new Set(),   // squares cut out of the board: no number goes there
  piece: "knight",    // the piece that tours, as the API names it
  jumps: undefined,   // its moves (leaperJumps), undefined for the knight
  clues: new Map(),   // square -> number, fixed
  entries: new Map(), // square -> number, the player's
  order: [],          // the player's squares, in the order entered
  knight: null,       // the square the knight stands on
  typing: null,       // {sq, text, at}: the number being typed
  selected: null,     // the square the number pad writes into
  pad: "",            // the digits typed on the pad
  view: null, title: "", loaded: false, firstWrong: -1,
  day: "",            // the puzzle of the day's date, YYYY-MM-DD, or ""
  hints: 0, started: 0, solved: null, // kept with the entries (puzzle-keep.js)
};

// pzIsMove says the squares a and b (parsed) are one move of the
// puzzle's piece apart.
export function pzIsMove(a, b) {
  if (!pz.jumps) return isKnightMove(a, b);
  return pz.jumps.some(([dx, dy]) => b.x - a.x === dx && b.y - a.y === dy);
}

// pzMoveWords names one move of the puzzle's piece: "knight's move",
// "zebra (2,3) move".
export function pzMoveWords() {
  return pz.piece === "knight" ? "knight's move" : `${pieceWords(pz.piece).replace(/^the /, "")} move`;
}

export function pzLast() { return pz.first + pzCells() - 1; }
// pzCells is how many squares the tour numbers: the board's, less its holes.
export function pzCells() { return pz.w * pz.h - pz.holes.size; }
function pzNumber(sq) { return pz.clues.has(sq) ? pz.clues.get(sq) : pz.entries.get(sq); }
function pzSquareOf(n) {
  for (const [sq, m] of pz.clues) if (m === n) return sq;
  for (const [sq, m] of pz.entries) if (m === n) return sq;
  return null;
}
function pzSetStatus(text) { document.getElementById("puzzle-status").textContent = text; }
export function pzSetExplain(text) {
  const e = document.getElementById("puzzle-explain");
  e.textContent = text;
  reveal(e);
}

// ---- The puzzle's link ------------------------------------------------------

// pzCode writes the puzzle as the link carries it: 8x8c:a1=1,c2=2 (c
// closed, o open), clues in order of number. A puzzle numbered from 0
// says so after the c or o, 8x8c0:a1=0,c2=1; without it the numbers
// start at 1, as in links made before puzzles from 0 had one (a page of
// that time refuses a 0 there rather than misreading the clues). A
// board with holes lists them after a dash, 8x8c-d4.e4:..., which a page
// without holes refuses in the same way; a piece other than the knight
// follows an @, as the Shapes tab's address writes it, 6x6o@zebra:...
export function pzCode() {
  const clues = [...pz.clues].sort((a, b) => a[1] - b[1]).map(([sq, n]) => `${sq}=${n}`);
  const holes = pz.holes.size ? "-" + [...pz.holes].sort(bySquare).join(".") : "";
  const piece = pz.piece !== "knight" ? "@" + pz.piece : "";
  return `${pz.w}x${pz.h}${pz.closed ? "c" : "o"}${pz.first === 0 ? "0" : ""}${holes}${piece}:${clues.join(",")}`;
}

// pzParseCode reads a link's puzzle, or throws an Error saying what is
// wrong with it.
function pzParseCode(code) {
  const m = /^(\d+)x(\d+)(?:([co])([01]?))?(?:-([a-p]\d+(?:\.[a-p]\d+)*))?(?:@([^:]+))?:(.*)$/.exec(code);
  if (!m) throw new Error(`"${code}" is not a puzzle: want WxH, c or o (then 0 when the numbers start at 0), the holes after a dash if any, the piece after an @ if not the knight, a colon and the clues, such as 8x8c:a1=1,c2=2 or 6x6o-d4.e5@zebra:a1=1`);
  const piece = (m[6] || "knight").replace(/\s+/g, "");
  if (!parseLeaps(piece)) throw new Error(`piece "${m[6]}": want a piece the page names (knight, camel, zebra, giraffe) or leaps such as (2,3) or (2,2)+(3,0)`);
  const w = parseInt(m[1], 10), h = parseInt(m[2], 10);
  if (w < 1 || h < 1 || w > MAX_SIDE || h > MAX_SIDE) throw new Error(`board ${w}x${h}: want sides from 1 to ${MAX_SIDE}`);
  const holes = new Set();
  for (const hole of (m[5] || "").split(".").filter((p) => p)) {
    const q = sqParse(hole);
    if (q.x > w || q.y < 1 || q.y > h) throw new Error(`hole ${hole} is off the ${w}x${h} board`);
    if (holes.has(hole)) throw new Error(`hole ${hole} is named twice`);
    holes.add(hole);
  }
  if (holes.size >= w * h) throw new Error(`every square of ${w}x${h} is a hole`);
  const first = m[4] === "0" ? 0 : 1, last = first + w * h - holes.size - 1;
  const clues = new Map(), numbers = new Set();
  for (const part of m[7].split(",").filter((p) => p)) {
    const c = /^([a-p])(\d+)=(\d+)$/.exec(part);
    if (!c) throw new Error(`clue "${part}": want a square and its number, such as c2=2`);
    const s = sqParse(c[1] + c[2]), n = parseInt(c[3], 10);
    if (s.x > w || s.y < 1 || s.y > h) throw new Error(`clue ${part}: ${c[1]}${c[2]} is off the ${w}x${h} board`);
    if (holes.has(c[1] + c[2])) throw new Error(`clue ${part}: ${c[1]}${c[2]} is a hole`);
    if (n < first || n > last) throw new Error(`clue ${part}: want a number from ${first} to ${last}`);
    if (clues.has(c[1] + c[2]) || numbers.has(n)) throw new Error(`clue ${part}: its square or its number is given twice`);
    clues.set(c[1] + c[2], n);
    numbers.add(n);
  }
  return { w, h, closed: m[3] === "c", first, clues, holes, piece };
}

// pzShowLink puts the puzzle in the address and the share field, so that
// the address bar's link, or the field's, opens this puzzle. push makes
// it a new entry of the browser's history (a new puzzle), so that Back
// returns to the one before.
function pzShowLink(push) {
  const hash = "#puzzle=" + pzCode();
  if (location.hash !== hash) {
    if (push) history.pushState(null, "", hash);
    else history.replaceState(null, "", hash);
  }
  document.getElementById("puzzle-link").value = location.href.replace(/#.*/, "") + hash;
}

// ---- Loading a puzzle ---------------------------------------------------------

// pzCluesWord is "1 clue" or "n clues".
function pzCluesWord(n) {
  return n === 1 ? "1 clue" : `${n} clues`;
}

// pzStart shows a puzzle whose numbers run from first (0 or 1), with the
// entries kept for it in this browser (puzzle-keep.js); push makes it a
// new entry of the browser's history. day is the puzzle of the day's date.
function pzStart(w, h, closed, clues, title, first = 1, push = false, day = "", holes = new Set(), piece = "knight") {
  const jumps = piece === "knight" ? undefined : leaperJumps(parseLeaps(piece));
  Object.assign(pz, { w, h, closed, first, clues, holes, piece, jumps, entries: new Map(), order: [], knight: null, typing: null, selected: null, pad: "", title, loaded: true, day, hints: 0, started: Date.now(), solved: null });
  pzRestore(pzKept(pzCode()));
  if (!pz.title) pz.title = `${day === pzToday().iso ? `Puzzle of the day, ${day}` : `Puzzle of ${day}`}: ${pzShapeWords()} ${closed ? "closed" : "open"}, ${pzCluesWord(clues.size)}.`;
  const board = document.getElementById("puzzle-board");
  pz.view = drawBoard(board, w, h, pzTap);
  markHoles(pz.view, holes);
  board.dataset.holes = [...holes].sort(bySquare).join(" ");
  board.setAttribute("aria-label", `${pzShapeWords()} puzzle board, ${closed ? "closed" : "open"} tour, ${pzCluesWord(clues.size)}, numbered from ${first}`);
  board.dataset.puzzle = pzCode();
  board.dataset.shownAt = Math.round(performance.now());
  document.getElementById("puzzle-title").textContent = pz.title;
  pzAgree();
  pzShowLink(push);
  pzClearAnalysis();
  pzSave();
  pzRedraw();
}

// pzShapeWords names the puzzle's board and piece: "8x8", "8x8 without
// d4 e5", "6x6 for the zebra (2,3)".
export function pzShapeWords() { return shapeOf(pz.w, pz.h, pz.holes, pz.piece); }

function shapeOf(w, h, holes, piece) {
  const board = holes.size ? `${w}x${h} without ${[...holes].sort(bySquare).join(" ")}` : `${w}x${h}`;
  return piece === "knight" ? board : `${board} for ${pieceWords(piece)}`;
}

// pzRestore reads back into pz what was kept for it (puzzle-keep.js):
// each entry that still fits (a square of the board, no clue, a number in
// range not already placed), the knight, the hints, when it was first
// opened and solved; what the puzzle was called when first shown here
// (the puzzle of a day) wins over what a link calls it.
function pzRestore(kept) {
  if (!kept) return;
  if (kept.title) pz.title = kept.title;
  if (kept.day) pz.day = kept.day;
  for (const [sq, n] of kept.order || []) {
    if (pz.clues.has(sq) || pz.holes.has(sq) || pzSquareOf(n) || !/^[a-p]\d+$/.test(sq) || n < pz.first || n > pzLast()) continue;
    const p = sqParse(sq);
    if (p.x > pz.w || p.y < 1 || p.y > pz.h) continue;
    pz.entries.set(sq, n);
    pz.order.push(sq);
  }
  if (kept.knight && pzNumber(kept.knight) !== undefined) pz.knight = kept.knight;
  pz.hints = kept.hints || 0;
  pz.started = kept.started || pz.started;
  pz.solved = kept.solved || null;
}

// pzHintTaken counts a hint and readies it on the pad: its square chosen,
// its number typed, wherever the knight is, so that one tap on Place
// follows it.
export function pzHintTaken(sq, n) {
  pz.hints++;
  pzSelect(sq, n);
  pzRedraw();
  pzSave();
  pz.view.cells[sq].classList.add("hint");
}

// pzMarkWrong notes the index, in the order entered, of the first wrong
// number, for "Erase from the mistake".
export function pzMarkWrong(i) { pz.firstWrong = i; }

// pzRewind erases the first wrong number and every number entered after it.
function pzRewind() {
  if (pz.firstWrong < 0) return;
  const keep = pz.firstWrong;
  for (const sq of pz.order.slice(keep)) pz.entries.delete(sq);
  pz.order = pz.order.slice(0, keep);
  pz.knight = keep ? pz.order[keep - 1] : null;
  pzAdvance();
  pzChanged(true);
  pzSetExplain(`Erased back to your ${keep} numbers before the mistake.`);
  const at = pz.knight ? pz.view.cells[pz.knight] : null;
  if (at) cursor(document.getElementById("puzzle-board"), pz.knight).focus();
}

// pzAgree sets the size and kind selects to the puzzle shown, so that the
// controls and the board never disagree (after Back, Forward or a link).
function pzAgree() {
  const size = document.getElementById("puzzle-size"), name = `${pz.w}x${pz.h}`;
  if (![...size.options].some((o) => o.value === name)) size.append(new Option(name, name));
  size.value = name;
  document.getElementById("puzzle-kind").value = pz.closed ? "closed" : "open";
}

function pzChoices() {
  return {
    size: document.getElementById("puzzle-size").value,
    closed: document.getElementById("puzzle-kind").value === "closed",
    level: document.getElementById("puzzle-level").value,
  };
}

// SHAPED_FROM is the first day whose puzzle may have holes: every day
// before it keeps the puzzle it always had.
const SHAPED_FROM = "2026-12-06";
// DAY_SHAPES are the holes of a shaped day's 8x8 board, one a week in
// turn. Each takes as many dark squares as light, so that closed tours
// remain. Package daily (internal/daily) holds the same rule for the
// static folder and the tests.
const DAY_SHAPES = [["d4", "e4", "d5", "e5"], ["c3", "f3", "c6", "f6"], ["a1", "h1", "a8", "h8"]];
// DAY_SHAPE_CLUES: a shaped puzzle is made by the exhaustive count on its
// cells, clue after clue; stopping at this many keeps the making within
// a second or so where removing clues to the last one needed could take
// the server's whole limit.
const DAY_SHAPE_CLUES = 16;

// pzDayHoles are the holes of the puzzle of the day iso on a board of
// size: on Sundays (UTC) from SHAPED_FROM on, the 8x8 board has the holes
// of DAY_SHAPES for its week (days since 1970-01-01, over 7); any other
// day, board or date, none.
export function pzDayHoles(iso, size) {
  if (size !== "8x8" || iso < SHAPED_FROM) return [];
  const t = Date.parse(iso + "T00:00:00Z");
  if (new Date(t).getUTCDay() !== 0) return [];
  return DAY_SHAPES[Math.floor(t / 86400000 / 7) % DAY_SHAPES.length];
}

// pzToday is the UTC date, YYYY-MM-DD, and the seed made of it, YYYYMMDD.
function pzToday() {
  const iso = new Date().toISOString().slice(0, 10);
  return { iso, seed: iso.replaceAll("-", "") };
}

async function pzMake(seed, title, day = "") {
  const c = pzChoices();
  const [w, h] = c.size.split("x").map((n) => parseInt(n, 10));
  if (c.closed && (w * h) % 2 === 1) {
    // Every move changes colour, so a closed tour has as many dark
    // squares as light: no need to ask.
    pzSetExplain(`No closed tour of ${c.size}: it has ${w * h} squares, an odd number, and a closed tour alternates colours, so it needs as many dark squares as light. Choose an open tour or another board.`);
    return;
  }
  const params = { board: c.size, seed, level: c.level };
  if (c.level === "hard" && HARD_CLUES[c.size]) params.clues = String(HARD_CLUES[c.size]);
  const holes = day ? pzDayHoles(day, c.size) : [];
  if (holes.length) {
    // A shaped day: no level (the deductions that grade are the knight's
    // on the full board), the clue count that keeps the making short.
    delete params.level;
    params.holes = holes.join(",");
    params.clues = String(DAY_SHAPE_CLUES);
  }
  if (c.closed) params.closed = "true";
  const answer = await call("puzzle", () => pzMake(seed, title, day), "puzzle/make", params, "", PUZZLE_TIMEOUT);
  if (!answer) return;
  if (answer.status !== 200) {
    pzSetExplain(`No puzzle: ${answer.doc.error || answer.doc}`);
    return;
  }
  const p = answer.doc.puzzle;
  const clues = new Map(Object.entries(p.clues));
  const grade = answer.doc.grade ? `, ${answer.doc.grade.level}` : "";
  const made = new Set(p.holes || []);
  const shape = made.size ? `${p.board} without ${[...made].sort(bySquare).join(" ")}` : p.board;
  pzStart(w, h, Boolean(p.closed), clues, `${title}: ${shape} ${p.closed ? "closed" : "open"}${grade}, ${pzCluesWord(clues.size)}.`, p.first === 0 ? 0 : 1, true, day, made);
  if (day) pzKeepDay(day, c);
}

// pzDaily shows the puzzle of the day for the size, kind and level chosen:
// the one kept in this browser when it was made here before, with no
// question to the engine, else a new one made from the date.
export function pzDaily() { return pzDay(pzToday().iso); }

// pzDay shows the puzzle of the day iso (YYYY-MM-DD), today's or a past
// day's from the archive: the one kept in this browser, else the one the
// static folder was written with (days.js), else one the engine makes.
export function pzDay(iso) {
  const c = pzChoices();
  const written = (self.knightDays || {})[`${c.size}${c.closed ? "c" : "o"}.${c.level}`];
  const code = pzKeptDay(iso, c) || (written && written[iso]);
  if (code) {
    try {
      const p = pzParseCode(code);
      pzStart(p.w, p.h, p.closed, p.clues, "", p.first, true, iso, p.holes, p.piece);
      return Promise.resolve();
    } catch (err) { /* kept by an older page: make it again */ }
  }
  const title = iso === pzToday().iso ? `Puzzle of the day, ${iso}` : `Puzzle of ${iso}`;
  return pzMake(iso.replaceAll("-", ""), title, iso);
}

function pzNew() {
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  return pzMake(String(seed), `Puzzle ${seed}`);
}

// pzFromLink opens the puzzle the address carries (#puzzle=CODE), with
// the entries kept for it; false when it carries none.
export function pzFromLink() {
  if (!location.hash.startsWith("#puzzle=")) return false;
  const raw = location.hash.slice("#puzzle=".length);
  if (pz.loaded && pz.view && decodeURIComponent(raw) === pzCode()) return true;
  pz.loaded = true;
  try {
    const p = pzParseCode(decodeURIComponent(raw));
    const from = p.first === 0 ? ", numbered from 0" : "";
    const shape = shapeOf(p.w, p.h, p.holes, p.piece);
    pzStart(p.w, p.h, p.closed, p.clues, `Shared puzzle: ${shape} ${p.closed ? "closed" : "open"}, ${pzCluesWord(p.clues.size)}${from}.`, p.first, false, "", p.holes, p.piece);
  } catch (err) {
    pzSetExplain(`The link's puzzle cannot be read: ${err.message}.`);
  }
  return true;
}

// ---- Playing -----------------------------------------------------------------

// pzAdvance moves the knight along the numbers already placed after its
// own, so that the next move places the first missing one.
function pzAdvance() {
  if (!pz.knight) return;
  for (let n = pzNumber(pz.knight) + 1; n <= pzLast(); n++) {
    const sq = pzSquareOf(n);
    if (!sq) break;
    pz.knight = sq;
  }
}

// pzNext is the number the knight's next move places, or -1 when it
// places none (not 0, a puzzle's first number when numbered from 0).
function pzNext() {
  if (!pz.knight) return pzSquareOf(pz.first) ? -1 : pz.first;
  const n = pzNumber(pz.knight) + 1;
  return n <= pzLast() && !pzSquareOf(n) ? n : -1;
}

function pzPlace(sq, n) {
  pz.entries.set(sq, n);
  pz.order = pz.order.filter((s) => s !== sq);
  pz.order.push(sq);
}

function pzErase(sq) {
  pz.entries.delete(sq);
  pz.order = pz.order.filter((s) => s !== sq);
  if (pz.knight === sq) pz.knight = null;
}

// pzTap is a click, a tap, or Enter on a square: on a number, the knight
// goes there; on a dotted square (a knight's move from the knight, with
// the next number missing), the knight moves and places that number; on
// any other empty square, nothing is placed: the square is chosen for the
// number pad, which places any number on it.
function pzTap(sq) {
  pz.typing = null;
  if (pzEvTap(sq)) return; // a case of the split shown: walk to it
  if (pz.holes.has(sq)) {
    pzSetExplain(`${sq} is a hole: no number goes there, and the knight jumps over it.`);
    return;
  }
  pzSelect(sq);
  if (pzNumber(sq) !== undefined) {
    pz.knight = sq;
    pzAdvance();
    pzChanged(false);
    return;
  }
  const next = pzNext();
  if (pz.knight && next >= 0 && pzIsMove(sqParse(pz.knight), sqParse(sq))) {
    pzPlace(sq, next);
    pz.knight = sq;
    pzAdvance();
    pzSelect(sq);
    pzChanged(true);
    const fact = pzNotAMove(sq, next, pzSquareOf);
    if (fact) pzSetExplain(`${capital(fact)}: numbers in a row must be a ${pzMoveWords()} apart.`);
    return;
  }
  pzRedraw();
  pzSetExplain(`${sq} is chosen: ${TAP.toLowerCase()} its number on the pad, then Place.`);
}

// ---- The number pad: any number on any square ---------------------------------

// pzSelect makes sq the square the pad writes into, starting its number
// afresh (with n, when given: a hint's number, placed by one tap).
function pzSelect(sq, n) {
  pz.selected = sq;
  pz.pad = n === undefined ? "" : String(n);
  pzPadShow();
}

function pzPadShow() {
  const show = document.getElementById("pad-show");
  if (!pz.selected) show.textContent = `${TAP} a square, then its number.`;
  else if (pz.clues.has(pz.selected)) show.textContent = `${pz.selected} holds the clue ${pz.clues.get(pz.selected)}.`;
  else show.textContent = `${pz.selected}: ${pz.pad || "_"}`;
  document.getElementById("pad").dataset.square = pz.selected || "";
  document.getElementById("pad").dataset.number = pz.pad;
}

function pzPadDigit(d) {
  if (!pz.selected) { pzSetExplain(`${TAP} a square first, then its number.`); return; }
  const text = (pz.pad + d).replace(/^0+(?=\d)/, "");
  if (parseInt(text, 10) > pzLast()) { pzSetExplain(`${text}: the numbers run from ${pz.first} to ${pzLast()}.`); return; }
  pz.pad = text;
  pzPadShow();
}

function pzPadBack() { pz.pad = pz.pad.slice(0, -1); pzPadShow(); }

function pzPadPlace() {
  if (!pz.selected) { pzSetExplain(`${TAP} a square first, then its number.`); return; }
  if (!pz.pad) { pzSetExplain(`Choose the number for ${pz.selected} on the pad first.`); return; }
  const sq = pz.selected;
  if (pzSetNumber(sq, parseInt(pz.pad, 10))) pzSelect(sq);
}

function pzPadClear() {
  const sq = pz.selected;
  if (!sq) return;
  if (pz.clues.has(sq)) pzSetExplain(`${sq} holds the clue ${pz.clues.get(sq)}; clues are fixed.`);
  else if (pz.entries.has(sq)) { pzErase(sq); pzChanged(true); }
  pzSelect(sq);
}

// pzNotAMove is the plain fact when n on sq is not a knight's move from
// the number before or after it (squareOf finds a number's square): "7 on
// e5 is not a knight's move from 6 on c3"; else "". Numbers next to each
// other must be a knight's move apart, which a player sees at once,
// before any argument about colours.
export function pzNotAMove(sq, n, squareOf) {
  const last = pzLast(), size = pzCells();
  for (const d of [-1, 1]) {
    let m = n + d;
    if (m < pz.first || m > last) {
      if (!pz.closed || size < 3) continue;
      m = m < pz.first ? last : pz.first;
    }
    const other = squareOf(m);
    if (other && other !== sq && !pzIsMove(sqParse(sq), sqParse(other))) {
      return `${n} on ${sq} is not a ${pzMoveWords()} from ${m} on ${other}`;
    }
  }
  return "";
}

// pzSetNumber puts n on sq, wherever the knight is, when it fits: not on
// a clue, within the numbers, not already elsewhere. It says why not and
// reports false when it does not fit.
function pzSetNumber(sq, n) {
  if (pz.holes.has(sq)) {
    pzSetExplain(`${sq} is a hole: no number goes there.`);
    return false;
  }
  if (pz.clues.has(sq)) {
    pzSetExplain(`${sq} holds the clue ${pz.clues.get(sq)}; clues are fixed.`);
    return false;
  }
  if (n < pz.first || n > pzLast()) {
    pzSetExplain(`${n}: the numbers run from ${pz.first} to ${pzLast()}.`);
    return false;
  }
  const there = pzSquareOf(n);
  if (there && there !== sq) {
    pzSetExplain(pz.clues.has(there) ? `${n} is the clue on ${there}.` : `${n} is already on ${there}: clear it there first.`);
    return false;
  }
  pzPlace(sq, n);
  pz.knight = sq;
  pzAdvance();
  pzChanged(true);
  const fact = pzNotAMove(sq, n, pzSquareOf);
  if (fact) pzSetExplain(`${capital(fact)}: numbers in a row must be a ${pzMoveWords()} apart.`);
  return true;
}

// pzType types a digit into a square: digits typed quickly one after
// another make one number.
function pzType(sq, digit) {
  if (pz.clues.has(sq)) {
    pzSetExplain(`${sq} holds the clue ${pz.clues.get(sq)}; clues are fixed.`);
    return;
  }
  const now = Date.now();
  let text = digit;
  const t = pz.typing;
  if (t && t.sq === sq && now - t.at < TYPING_MS && parseInt(t.text + digit, 10) <= pzLast()) text = t.text + digit;
  pz.typing = { sq, text, at: now };
  pzSelect(sq, text);
  pzSetNumber(sq, parseInt(text, 10));
}

function pzKey(e) {
  const sq = e.target.dataset && e.target.dataset.sq;
  if (!sq) return;
  if (/^[0-9]$/.test(e.key)) {
    e.preventDefault();
    pzType(sq, e.key);
  } else if (e.key === "Delete" || e.key === "Backspace") {
    e.preventDefault();
    pz.typing = null;
    if (pz.clues.has(sq)) pzSetExplain(`${sq} holds the clue ${pz.clues.get(sq)}; clues are fixed.`);
    else if (pz.entries.has(sq)) { pzErase(sq); pzChanged(true); }
  }
}

function pzEraseLast() {
  if (!pz.order.length) return;
  pz.typing = null;
  pzErase(pz.order[pz.order.length - 1]);
  pzChanged(true);
}

function pzClearAll() {
  pz.entries = new Map();
  pz.order = [];
  pz.knight = null;
  pzChanged(true);
}

// pzChanged redraws after a move; an analysis of older numbers no longer
// holds.
function pzChanged(numbersChanged) {
  if (numbersChanged) pzClearAnalysis();
  pzRedraw();
  pzSave();
}

export function pzClearAnalysis() {
  pz.firstWrong = -1;
  document.getElementById("puzzle-rewind").disabled = true;
  pzSetExplain("");
  const board = document.getElementById("puzzle-board");
  delete board.dataset.firstWrong;
  delete board.dataset.verdict;
  if (pz.view) for (const c of Object.values(pz.view.cells)) c.classList.remove("hint", "wrong", "later", "forced");
  pzEvEnd();
}

// pzTour is the squares in order of number when every square is numbered,
// else null.
export function pzTour() {
  const tour = [];
  for (let n = pz.first; n <= pzLast(); n++) {
    const sq = pzSquareOf(n);
    if (!sq) return null;
    tour.push(sq);
  }
  return tour;
}

// pzJudgeFull checks a full grid here, move by move: a solution is a
// knight's tour through the clues (closed if the puzzle is).
export function pzJudgeFull(tour) {
  for (let i = 1; i < tour.length; i++) {
    if (!pzIsMove(sqParse(tour[i - 1]), sqParse(tour[i]))) {
      return `${i - 1 + pz.first} on ${tour[i - 1]} and ${i + pz.first} on ${tour[i]} are not a ${pzMoveWords()} apart`;
    }
  }
  if (pz.closed && !pzIsMove(sqParse(tour[tour.length - 1]), sqParse(tour[0]))) {
    return `the last number, on ${tour[tour.length - 1]}, is not a ${pzMoveWords()} from the first, on ${tour[0]}: the tour does not close`;
  }
  return "";
}

function pzRedraw() {
  if (!pz.view) return;
  const { cells } = pz.view;
  const next = pzNext();
  const legal = new Set(pz.knight && next >= 0 ? neighbours(sqParse(pz.knight), pz.w, pz.h, pz.jumps, pz.holes).filter((s) => pzNumber(s) === undefined) : []);
  for (const [sq, c] of Object.entries(cells)) {
    if (pz.holes.has(sq)) continue;
    c.classList.remove("clue", "entry", "pz-knight", "legal", "selected");
    delete c.dataset.clue;
    delete c.dataset.entry;
    const n = pzNumber(sq);
    setNum(c, n === undefined ? "" : String(n));
    const parts = [sq];
    if (pz.clues.has(sq)) { c.classList.add("clue"); c.dataset.clue = n; parts.push(`clue ${n}`); }
    else if (pz.entries.has(sq)) { c.classList.add("entry"); c.dataset.entry = n; parts.push(`your ${n}`); }
    else parts.push("empty");
    if (sq === pz.knight) { c.classList.add("pz-knight"); parts.push("knight here"); }
    if (legal.has(sq)) { c.classList.add("legal"); parts.push(`Enter places ${next}`); }
    if (sq === pz.selected) { c.classList.add("selected"); parts.push("chosen for the number pad"); }
    c.setAttribute("aria-label", parts.join(", "));
  }
  const board = document.getElementById("puzzle-board");
  const size = pzCells(), placed = pz.clues.size + pz.entries.size;
  const tour = pzTour();
  board.dataset.solved = "false";
  let solved = false;
  if (tour) {
    const fault = pzJudgeFull(tour);
    solved = !fault;
    if (solved) board.dataset.solved = "true";
    pzSetStatus(fault ? `Every square is numbered, but ${fault}. Ask where you went wrong.`
      : `Solved: every square numbered, each number a ${pzMoveWords()} from the one before${pz.closed ? ", and the last from the first" : ""}. Well done!`);
  } else if (pz.knight) {
    pzSetStatus(`${placed} of ${size} numbered. Knight on ${pz.knight} (${pzNumber(pz.knight)})${next >= 0 ? `: ${TAP.toLowerCase()} a dotted square for ${next}, or any square and the pad` : ""}.`);
  } else {
    pzSetStatus(`${placed} of ${size} numbered. ${TAP} a square and a number on the pad, or a number to put the knight on it.`);
  }
  if (solved && !pz.solved) {
    // The first solve is kept: its time, its hints, its day.
    pz.solved = { ms: Date.now() - pz.started, hints: pz.hints };
    if (pz.day) pzKeepSolved(pz.day);
    pzSave();
  }
  pzDone(solved);
  pzEvDraw();
}

async function pzCopyLink() {
  const field = document.getElementById("puzzle-link");
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
    pzSetExplain("The link is copied: whoever opens it gets this puzzle.");
  } catch (err) {
    pzSetExplain("Copy the selected link to share this puzzle.");
  }
}

document.addEventListener("DOMContentLoaded", () => {
  const sizes = document.getElementById("puzzle-size");
  for (const s of PUZZLE_SIZES) sizes.append(new Option(s, s, s === "8x8", s === "8x8"));
  document.getElementById("puzzle-board").addEventListener("keydown", pzKey);
  onClicks({ "puzzle-daily": pzDaily, "puzzle-new": pzNew, "puzzle-check": pzCheck, "puzzle-hint": pzHint, "puzzle-blame": pzBlame,
    "puzzle-rewind": pzRewind, "puzzle-erase": pzEraseLast, "puzzle-clear": pzClearAll, "puzzle-copy": pzCopyLink });
  for (const b of document.querySelectorAll("#pad [data-digit]")) b.addEventListener("click", () => pzPadDigit(b.dataset.digit));
  onClicks({ "pad-back": pzPadBack, "pad-place": pzPadPlace, "pad-clear": pzPadClear, "share-copy": pzCopyShare });
  pzPadShow();
  // The puzzle shown is the address's (app.js's route): the puzzle of the
  // day when it names none.
});
