// The puzzle mode's questions (puzzle.js holds the puzzle and the
// playing): Check, Hint and "Where did I go wrong?", each a request to
// /v1/puzzle/blame or /v1/puzzle/hint with the puzzle as the body and the
// player's numbers, in the order entered, as moves; the answers are the
// documents knight puzzle hint and blame print with -json.
import { call, TAP } from "./app.js";
import { PUZZLE_TIMEOUT, pz, pzClearAnalysis, pzCode, pzHintTaken, pzJudgeFull, pzMarkWrong, pzMoveWords, pzNotAMove, pzSetExplain, pzTour } from "./puzzle.js";
import { pzEvidence } from "./puzzle-evidence.js";

function pzBody() {
  const clues = {};
  for (const [sq, n] of pz.clues) clues[sq] = n;
  return JSON.stringify({ board: `${pz.w}x${pz.h}`, ...pzShape(), closed: pz.closed, first: pz.first, clues });
}

// pzShape is the members a shaped puzzle's JSON adds: its holes and its
// piece, each only when not the default.
function pzShape() {
  const shape = {};
  if (pz.holes.size) shape.holes = [...pz.holes];
  if (pz.piece !== "knight") shape.piece = pz.piece;
  return shape;
}

// pzShaped says the puzzle has holes or a piece other than the knight.
function pzShaped() { return pz.holes.size > 0 || pz.piece !== "knight"; }

function pzMoves() { return pz.order.map((sq) => `${sq}=${pz.entries.get(sq)}`).join(" "); }

// pzAsk posts the puzzle and the numbers entered to puzzle/NAME; null when
// the answer no longer fits the board (a number changed meanwhile) or
// failed (call() said why).
async function pzAsk(name, action) {
  if (!pz.loaded || !pz.view) return null;
  const moves = pzMoves(), code = pzCode();
  const answer = await call("puzzle", action, "puzzle/" + name, { closed: String(pz.closed), moves }, pzBody(), PUZZLE_TIMEOUT);
  if (!answer || moves !== pzMoves() || code !== pzCode()) return null;
  if (answer.status !== 200) {
    // A board with holes: the answer may be a refusal of the shape; Check
    // (puzzle/solve) still answers there.
    const shaped = pzShaped() ? " Check still says whether your numbers can be right on this shape." : "";
    pzSetExplain(`The ${window.knightEngine ? "engine" : "server"} refused: ${answer.doc.error || answer.doc}.${shaped}`);
    return null;
  }
  pzClearAnalysis();
  return answer.doc;
}

export async function pzCheck() {
  const tour = pzTour();
  if (tour) {
    const fault = pzJudgeFull(tour);
    pzSetExplain(fault ? `Not a solution: ${fault}.` : "Solved: this is the puzzle's solution.");
    return;
  }
  if (!pz.entries.size) {
    pzSetExplain("Nothing to check yet: enter a number first.");
    return;
  }
  if (pzShaped()) {
    await pzCheckShaped();
    return;
  }
  const v = await pzAsk("blame", pzCheck);
  if (!v) return;
  document.getElementById("puzzle-board").dataset.verdict = v.status;
  if (v.status === "completable") pzSetExplain(`So far so good: a solution agrees with all ${pz.entries.size} of your numbers.`);
  else if (v.status === "dead" && v.first_wrong < 0) pzSetExplain(`This puzzle has no solution: ${v.reason}.`);
  else if (v.status === "dead") pzSetExplain("Something is wrong: no solution agrees with all your numbers. Ask where you went wrong.");
  else pzSetExplain(`Undecided in time: ${v.reason}`);
}

// pzCheckShaped checks the numbers entered on a shaped puzzle by
// solving the puzzle with them as clues (puzzle/solve, the exhaustive
// count on the board's squares): no solution means one of them is wrong.
async function pzCheckShaped() {
  const moves = pzMoves(), code = pzCode();
  const clues = {};
  for (const [sq, n] of pz.clues) clues[sq] = n;
  for (const [sq, n] of pz.entries) clues[sq] = n;
  const body = JSON.stringify({ board: `${pz.w}x${pz.h}`, ...pzShape(), closed: pz.closed, first: pz.first, clues });
  const answer = await call("puzzle", pzCheck, "puzzle/solve", {}, body, PUZZLE_TIMEOUT);
  if (!answer || moves !== pzMoves() || code !== pzCode()) return;
  if (answer.status !== 200) {
    pzSetExplain(`The ${window.knightEngine ? "engine" : "server"} refused: ${answer.doc.error || answer.doc}`);
    return;
  }
  pzClearAnalysis();
  const s = answer.doc.status;
  document.getElementById("puzzle-board").dataset.verdict = s === "none" ? "dead" : s === "unique" || s === "several" ? "completable" : "unknown";
  if (s === "unique" || s === "several") pzSetExplain(`So far so good: a solution agrees with all ${pz.entries.size} of your numbers.`);
  else if (s === "none") pzSetExplain("Something is wrong: no solution agrees with all your numbers.");
  else pzSetExplain(`Undecided in time: ${answer.doc.explanation}`);
}

export async function pzHint() {
  const h = await pzAsk("hint", pzHint);
  if (!h) return;
  if (h.number < 0) {
    // The reason names the command a terminal user would run; here the
    // same question is the button.
    pzSetExplain(`No hint: ${h.reason.replace("(knight puzzle blame)", "(the button Where did I go wrong?)")}.`);
    return;
  }
  // The hint can always be followed: its square is chosen and its number
  // typed on the pad, wherever the knight is; one tap on Place puts it.
  pzHintTaken(h.square, h.number);
  pzSetExplain(`Hint: ${h.reason}. ${TAP} Place to put ${h.number} on ${h.square}.`);
}

// pzBlame marks the first number entered after which no solution agrees,
// the numbers entered after it faded, and draws its evidence.
export async function pzBlame() {
  const order = pz.order.slice();
  const v = await pzAsk("blame", pzBlame);
  if (!v) return;
  const board = document.getElementById("puzzle-board");
  board.dataset.verdict = v.status;
  if (v.status === "completable") {
    pzSetExplain(`No mistake yet: a solution agrees with all ${order.length} of your numbers.`);
    return;
  }
  if (v.status !== "dead") {
    pzSetExplain(`Undecided in time: ${v.reason}`);
    return;
  }
  if (v.first_wrong < 0) {
    pzSetExplain(`This puzzle has no solution, whatever you enter: ${v.reason}.`);
    pzEvidence(v);
    return;
  }
  pzMarkWrong(v.first_wrong);
  board.dataset.firstWrong = v.first_wrong;
  const { cells } = pz.view;
  order.forEach((sq, i) => { if (i > v.first_wrong) cells[sq].classList.add("later"); });
  const wrong = cells[v.entry.square];
  wrong.classList.add("wrong");
  const nth = v.first_wrong + 1;
  // The numbers as they stood when the wrong one was entered: the clues
  // and the player's up to it.
  const upTo = new Map([...pz.clues].map(([sq, n]) => [n, sq]));
  for (const sq of order.slice(0, nth)) upTo.set(pz.entries.get(sq), sq);
  const fact = pzNotAMove(v.entry.square, v.entry.number, (n) => upTo.get(n));
  // The evidence, drawn on the board (puzzle-evidence.js), the plain fact
  // first.
  pzEvidence(v, fact);
  document.getElementById("puzzle-rewind").disabled = false;
  const reason = v.reason.replace(/^no solution: /, "");
  const since = fact ? `${fact}, and numbers in a row must be a ${pzMoveWords()} apart; besides, ${reason}` : reason;
  pzSetExplain(`Your first wrong number is ${v.entry.number} on ${v.entry.square}, the ${nth}${ordinal(nth)} you entered: after it no solution agrees with the clues and your numbers, since ${since}.`
    + (order.length > nth ? ` ${order.length - nth === 1 ? "The number" : `The ${order.length - nth} numbers`} you entered after it ${order.length - nth === 1 ? "is" : "are"} faded.` : ""));
  wrong.setAttribute("aria-label", wrong.getAttribute("aria-label") + ", first wrong number");
}

function ordinal(n) {
  if (n % 100 >= 11 && n % 100 <= 13) return "th";
  return { 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th";
}
