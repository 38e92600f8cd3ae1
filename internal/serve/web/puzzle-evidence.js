// The evidence of a puzzle's "where did I go wrong?" drawn on the puzzle
// board (puzzle-ask.js asks blame, this file shows its evidence): the
// certificate that the puzzle with the player's numbers up to the wrong
// one has no solution (evidence/puzzle.go lists the kinds, verify/puzzle.go
// what each claims). A plain sentence first, the drawing on the board, the
// full argument a tap away. Two clues too far apart, of the wrong colours,
// or walled in are outlined; a colour count marks the squares it counts;
// a tour certificate on the problem the clues force (its numbers First,
// First+1, ... on a knight's path) is drawn by argument.js, pieces
// outlined and lettered with a table the page recounts, as for a tour; a
// case split on where a number goes is a tree to walk, each case's square
// a button, its number shown on the board while supposed; a deduction
// says its words; an exhaustive count of none (a puzzle on a board with
// holes) says verify counts again; SAT's answer says it is a second
// opinion.
import { capital, drawLine, el, reveal, setNum } from "./app.js";
import { breadcrumbs, COLOUR, colourOf, counted, drawArgumentOn, kindWords, legendOf, nextCaseButton, tableOf, useScene } from "./argument.js";
import { pz, pzCells, pzLast, pzMoveWords } from "./puzzle.js";

// pzev is the evidence shown: blame's verdict and the squares chosen down
// a case split, from its root.
// fact is the plain fact that rules the wrong number out at once, when
// there is one ("7 on e5 is not a knight's move from 6 on c3"): said
// first, the certificate's argument after it.
const pzev = { v: null, trail: [], fact: "" };

export function pzEvidence(v, fact = "") {
  pzev.v = v;
  pzev.trail = [];
  pzev.fact = fact;
  pzEvDraw();
  reveal(document.getElementById("pz-plain"));
}

// pzEvEnd forgets the evidence (the numbers changed, a new puzzle).
export function pzEvEnd() {
  pzev.v = null;
  pzev.trail = [];
  pzev.fact = "";
  pzEvWipe();
  const box = document.getElementById("puzzle-evidence");
  if (box) box.replaceChildren();
  const plain = document.getElementById("pz-plain");
  if (plain) plain.textContent = "";
}

// pzEvWipe takes the last drawing off the board; pzRedraw has put the
// numbers back.
function pzEvWipe() {
  if (!pz.view) return;
  pz.view.svg.replaceChildren();
  for (const c of Object.values(pz.view.cells)) {
    c.classList.remove("inpiece", "cut", "counted", "branch", "supposed", "forced", "onpath");
    delete c.dataset.piece;
    delete c.dataset.supposed;
    for (const tag of c.querySelectorAll(".plabel")) tag.remove();
  }
  const board = document.getElementById("puzzle-board");
  delete board.dataset.evidence;
  delete board.dataset.depth;
}

// pzEvNode is the certificate the trail leads to, and the numbers the
// split supposed on the way, [number, square] each.
function pzEvNode() {
  let c = pzev.v.evidence.certificate;
  const supposed = [];
  for (const sq of pzev.trail) {
    supposed.push([c.number, sq]);
    c = c.branches.find((b) => b.square === sq).certificate;
  }
  return { node: c, supposed };
}

// pzEvNumbers is every number of the node's puzzle, number -> square:
// the evidence's clues (the puzzle's and the player's up to the wrong
// one) and those supposed.
function pzEvNumbers(supposed) {
  const at = new Map();
  for (const [sq, n] of Object.entries(pzev.v.evidence.puzzle.clues)) at.set(n, sq);
  for (const [n, sq] of supposed) at.set(n, sq);
  return at;
}

// pzWho says whose a number is: "the clue 7", "your 8", "the supposed 9".
function pzWho(n, sq, supposed) {
  if (supposed.some(([m]) => m === n)) return `the supposed ${n} on ${sq}`;
  if (pz.clues.get(sq) === n) return `the clue ${n} on ${sq}`;
  return `your ${n} on ${sq}`;
}

// pzEvDraw draws the evidence on the board and fills the panel; pzRedraw
// calls it after every redraw, so that the drawing survives one.
export function pzEvDraw() {
  pzEvWipe();
  const box = document.getElementById("puzzle-evidence");
  if (!box) return;
  box.replaceChildren();
  document.getElementById("pz-plain").textContent = "";
  const v = pzev.v;
  if (!v || !v.evidence || !pz.view) return;
  const board = document.getElementById("puzzle-board");
  const { node, supposed } = pzEvNodeSafe();
  for (const [n, sq] of supposed) {
    const c = pz.view.cells[sq];
    setNum(c, String(n));
    c.classList.add("supposed");
    c.dataset.supposed = n;
    c.setAttribute("aria-label", `${c.getAttribute("aria-label")}, ${n} supposed by the case split`);
  }
  // No certificate: a count of 0 by the exhaustive search (a shaped
  // puzzle's proof, which verify counts again), or SAT's answer.
  const counted = !node && v.evidence.method === "exhaustive";
  board.dataset.evidence = node ? node.kind : counted ? "exhaustive" : "sat";
  board.dataset.depth = pzev.trail.length;
  const where = supposed.length
    ? `Suppose ${supposed.map(([n, sq]) => `${n} on ${sq}`).join(", then ")}:`
    : "";
  const question = `${where ? where + " " : ""}no solution agrees with the clues and your numbers up to the wrong one. The question asked was: can the numbers from ${pz.first} to ${pzLast()} be put on the ${pzCells()} squares${pz.holes.size ? " (the holes left out)" : ""}, each a ${pzMoveWords()} from the one before${pz.closed ? " and the last from the first" : ""}, keeping the clues and those numbers of yours?`;
  const drawn = node ? pzDrawNode(node, supposed, where) : counted ? {
    sentence: `${question} Trying every way to number the squares found none.`,
    more: ["The search tried every numbering that keeps the clues and your numbers, and counted none: knight verify counts them again, so it is a proof, though one with no certificate to follow by hand."],
  } : {
    sentence: `${question} A complete search answered no.`,
    more: ["The search was the SAT solver's, a second opinion: it leaves no certificate to count by hand; knight verify can only ask again, not check one."],
  };
  // A plain fact about the wrong number comes first; the certificate's
  // argument, about colours perhaps, follows it.
  const fact = pzev.fact && !pzev.trail.length ? `${capital(pzev.fact)}: numbers in a row must be a ${pzMoveWords()} apart. ` : "";
  document.getElementById("pz-plain").textContent = fact + (fact ? "Besides, " + drawn.sentence.replace(/^[A-Z]/, (c) => c.toLowerCase()) : capital(drawn.sentence));
  if (pzev.trail.length || (node && node.kind === "split")) box.append(pzSplitNav(node, supposed));
  if (drawn.legend) {
    drawn.legend.id = "pz-legend";
    box.append(drawn.legend);
  }
  const more = el("details", "argument");
  more.id = "pz-argument";
  more.append(el("summary", "", "The full argument"));
  if (drawn.table) {
    drawn.table.id = "pz-table";
    more.append(drawn.table);
  }
  for (const line of drawn.more || []) more.append(el("p", "", line));
  if (!pzev.trail.length && v.evidence.explanation) more.append(el("p", "words", `In the engine's words: ${v.evidence.explanation}.`));
  box.append(more);
}

// pzEvNodeSafe is pzEvNode, or the root when the trail no longer fits.
function pzEvNodeSafe() {
  try {
    return pzEvNode();
  } catch (err) {
    pzev.trail = [];
    return { node: pzev.v.evidence.certificate, supposed: [] };
  }
}

// pzMistakeKey is the legend's key for the player's wrong number, as
// argument.js's legends want it; null when the puzzle itself is wrong.
function pzMistakeKey() {
  const v = pzev.v;
  return v.first_wrong >= 0 ? [String(v.entry.number), `your first wrong number, on ${v.entry.square}`] : null;
}

// pzOutline outlines the numbers an argument pairs, but for the wrong
// number, already marked.
function pzOutline(squares) {
  const v = pzev.v;
  for (const sq of squares) if (sq && !(v.first_wrong >= 0 && sq === v.entry.square)) pz.view.cells[sq].classList.add("forced");
}

// pzDrawNode draws one certificate of the puzzle and returns its plain
// sentence, legend, table and further lines.
function pzDrawNode(c, supposed, where) {
  const at = pzEvNumbers(supposed);
  const intro = where ? where + " " : "";
  const n = pzCells();
  const a = c.a, b = c.b;
  switch (c.kind) {
    case "distance": {
      pzOutline([a.square, b.square]);
      const steps = b.number - a.number;
      const round = pz.closed && n - steps < steps;
      const have = round ? n - steps : steps;
      const sentence = c.distance < 0
        ? `${intro}no knight's path joins ${pzWho(a.number, a.square, supposed)} and ${pzWho(b.number, b.square, supposed)} (outlined) at all.`
        : `${intro}${pzWho(a.number, a.square, supposed)} and ${pzWho(b.number, b.square, supposed)} (outlined) are ${have} move${have === 1 ? "" : "s"} apart in the tour${round ? ", the shorter way round the closed tour" : ""}, but a knight needs at least ${c.distance} moves to get from ${a.square} to ${b.square}.`;
      return { sentence, legend: pzKeyLegend([["forced", "\u25A1", "the two numbers the argument pairs"]]), more: [`Knight distance from ${a.square} to ${b.square}: ${c.distance < 0 ? "none" : c.distance}; numbers between them: ${steps}${round ? ` (${have} the other way round)` : ""}.`] };
    }
    case "parity": {
      pzOutline([a.square, b.square]);
      const steps = b.number - a.number;
      const same = colourOf(a.square) === colourOf(b.square);
      const sentence = `${intro}Every knight's move changes the colour of the square, so numbers ${steps} apart (${steps % 2 ? "odd" : "even"}) sit on ${steps % 2 ? "squares of different colours" : "squares of the same colour"}; ${pzWho(a.number, a.square, supposed)} (${COLOUR[colourOf(a.square)]}) and ${pzWho(b.number, b.square, supposed)} (${COLOUR[colourOf(b.square)]}) are ${same ? "the same colour" : "of different colours"}.`;
      return { sentence, legend: pzKeyLegend([["forced", "\u25A1", "the two numbers the argument pairs"]]), more: [] };
    }
    case "blocked": {
      pzOutline([a.square, b.square]);
      let steps = b.number - a.number;
      if (steps <= 0) steps += n;
      // The squares with a number between them are walls: the path from a
      // to b takes none of them.
      const walls = [...at.entries()].filter(([m, sq]) => m !== a.number && m !== b.number).map(([, sq]) => sq);
      crossOutOn(walls);
      const sentence = `${intro}${pzWho(b.number, b.square, supposed)} is the next number after ${pzWho(a.number, a.square, supposed)}, so the knight must get there in ${steps} move${steps === 1 ? "" : "s"} through squares without a number (the others are crossed out)${c.distance < 0 ? ", and no such path exists." : `, and the shortest such path takes ${c.distance}.`}`;
      return { sentence, legend: pzKeyLegend([["forced", "\u25A1", "the two numbers the argument pairs"], ["crossed", "\u2715", `crossed out: the ${walls.length} other squares with a number`]]), more: [`Squares with a number, which the path may not cross: ${walls.join(" ")}.`] };
    }
    case "colour-count":
      return pzDrawColourCount(c, supposed, intro);
    case "forced":
      return pzDrawForced(c, supposed, where);
    case "split":
      return pzDrawSplit(c, supposed, at, intro);
    case "deduction": {
      // The certificate carries no squares; the engine's words name where
      // the deductions stopped, and those squares are drawn.
      const words = supposed.length ? pzLeafWords(supposed) : (pzev.v.evidence.explanation || "");
      const named = pzDeductionSquares(words, at);
      pzOutline(named.squares);
      return {
        sentence: `${intro}plain deductions alone rule it out: placing each number one knight's move from the numbers before and after it, a number with one square left takes it, a square only one number can take gets it, and then some number or square has no choice left${supposed.length ? words : ""}.`,
        legend: named.squares.length ? pzKeyLegend([["forced", "\u25A1", named.what]]) : null,
        more: ["A deduction certificate carries no squares: knight verify runs the same deductions again to check it."],
      };
    }
    default:
      return { sentence: `${intro}no solution agrees; the full argument says why.`, more: [`A ${c.kind} certificate; knight verify -certificate checks it.`] };
  }
}

// pzLeafWords is what the engine's words say of a first case of the root
// split, ": here, the deductions leave 12 with no square", when they say it
// ("...; on a1, the deductions leave 12 with no square; ..."); else nothing.
// Words only: the certificate carries none, and the page checks nothing
// here.
function pzLeafWords(supposed) {
  if (supposed.length !== 1) return "";
  const words = pzev.v.evidence.explanation || "";
  const m = new RegExp(`[:;] on ${supposed[0][1]}, ([^;]*)`).exec(words);
  return m ? `; here, ${m[1]}` : "";
}

// pzDeductionSquares reads the squares a deduction's words name (the
// engine's, puzzle/split_deduce.go): a square left with no number, or a
// number's own square ruled out, is drawn itself; a number left with no
// square, by the nearest numbers placed before and after it (round a
// closed tour), which squeeze it out. at maps the numbers placed to their
// squares. It returns the squares and the legend's words for them.
function pzDeductionSquares(words, at) {
  const noSquare = /leave (\d+) with no square/.exec(words);
  if (noSquare) {
    const n = Number(noSquare[1]), size = pzCells();
    const squares = [];
    for (const d of [-1, 1]) {
      for (let k = 1; k < size; k++) {
        let m = n + d * k;
        if (m < pz.first || m > pz.first + size - 1) {
          if (!pz.closed) break;
          m = pz.first + ((m - pz.first) % size + size) % size;
        }
        if (m === n) break;
        if (at.has(m)) {
          if (!squares.includes(at.get(m))) squares.push(at.get(m));
          break;
        }
      }
    }
    return { squares, what: `the nearest numbers before and after ${n}, which leave it no square` };
  }
  const squares = [...new Set((words.match(/\b[a-p](?:1[0-6]|[1-9])\b/g) || []).filter((s) => pz.view.cells[s]))];
  return { squares, what: "the square where the deductions stop" };
}

// pzKeyLegend is a legend of what is drawn, with the mistake's key.
function pzKeyLegend(extra) {
  useScene({ w: pz.w, h: pz.h, view: pz.view, closed: pz.closed, end: "", mistake: pzMistakeKey() });
  return legendOf([], extra);
}

function crossOutOn(squares) {
  for (const s of squares) pz.view.cells[s].classList.add("cut");
}

// pzDrawColourCount marks the squares of the colour the tour's first
// square must have, and counts them.
function pzDrawColourCount(c, supposed, intro) {
  const n = pz.w * pz.h;
  const count = [0, 0];
  for (const sq of Object.keys(pz.view.cells)) count[colourOf(sq)]++;
  if (!c.a) {
    return {
      sentence: `${intro}A closed tour alternates colours all the way round, so it needs as many dark squares as light; ${pz.w}x${pz.h} has ${n} squares, an odd number (${count[0]} dark, ${count[1]} light).`,
      legend: null,
      more: [],
    };
  }
  const step = c.a.number - pz.first;
  const start = colourOf(c.a.square) ^ (step & 1);
  for (const sq of Object.keys(pz.view.cells)) if (colourOf(sq) === start) pz.view.cells[sq].classList.add("counted");
  pzOutline([c.a.square]);
  const need = (n + 1) / 2;
  const sentence = `${intro}${pz.w}x${pz.h} has ${n} squares: a tour alternates colours, so its 1st, 3rd, 5th ... squares, ${need} of them, share one colour. ${capital(pzWho(c.a.number, c.a.square, supposed))} (outlined, ${COLOUR[colourOf(c.a.square)]}) makes that colour ${COLOUR[start]}, and the board has only ${count[start]} ${COLOUR[start]} squares (marked).`;
  const rows = [0, 1].map((k) => {
    const r = el("tr");
    const th = el("th", "", COLOUR[k]);
    th.scope = "row";
    r.dataset.colour = COLOUR[k];
    r.append(th, el("td", "", String(count[k])), el("td", "", String(k === start ? need : n - need)));
    return r;
  });
  const table = tableOf("Squares of each colour", ["Colour", "On the board", "The tour needs"], rows, []);
  return { sentence, legend: pzKeyLegend([["counted", "\u2022", `the ${count[start]} ${COLOUR[start]} squares, counted`]]), table, more: [] };
}

// pzDrawForced draws the tour certificate of the problem the numbers
// force: the knight's path of First, First+1, ... (drawn as a line), the
// last number as the tour's end, the rest counted by argument.js.
function pzDrawForced(c, supposed, where) {
  const prefix = c.prefix || [];
  const end = c.end || "";
  const last = pzLast();
  drawLine(pz.view, prefix, "path");
  for (const sq of prefix) pz.view.cells[sq].classList.add("onpath");
  let given;
  if (prefix.length === 2) given = `${pz.first} and ${pz.first + 1} are a knight's move apart, on ${prefix.join(" ")} (drawn)${end ? `, and the last number, ${last}, is on ${end}` : ""}: the tour must go on from ${prefix[1]} through every square left${end ? ` and end on ${end}` : ""}.`;
  else if (prefix.length > 2) given = `The numbers ${pz.first} to ${pz.first + prefix.length - 1} make a knight's path, ${prefix.join(" ")} (drawn)${end ? `, and the last number, ${last}, is on ${end}` : ""}: the tour must go on from ${prefix[prefix.length - 1]} through every square left${end ? ` and end on ${end}` : ""}.`;
  else if (prefix.length === 1) given = `${pz.first} is on ${prefix[0]}${end ? ` and the last number, ${last}, on ${end}` : ""}: the tour must go from there through every square${end ? ` and end on ${end}` : ""}.`;
  else if (end) given = `The last number, ${last}, is on ${end}: the tour must end there.`;
  else given = "The tour must visit every square.";
  const on = { w: pz.w, h: pz.h, view: pz.view, closed: pz.closed, end, mistake: pzMistakeKey(), used: "the numbers already take" };
  const k = prefix.length - 1;
  const then = prefix.length ? `With ${pz.first + k} on ${prefix[k]},${pz.closed ? " no closed tour exists:" : ""}` : pz.closed ? "No closed tour exists:" : "Then";
  const drawn = drawArgumentOn(on, c.certificate, prefix, then);
  drawn.sentence = `${where ? where + " " : ""}${given} ${drawn.sentence}`;
  if (drawn.table) {
    const cap = drawn.table.querySelector("caption");
    if (cap) cap.textContent = cap.textContent.replace(/after move (\d+)/, (_, m) => `after ${pz.first + Number(m)} on ${prefix[Number(m)]}`);
  }
  drawn.more = (drawn.more || []).concat([`A ${c.certificate.kind} certificate about the tour problem the numbers force (${pz.w}x${pz.h}, ${pz.closed ? "closed" : "open"}${prefix.length ? `, from ${prefix.join(" ")}` : ""}${end ? `, ending on ${end}` : ""}), the same kind the tour mode draws; knight verify -certificate re-checks it.`]);
  return drawn;
}

// pzSplitWhy says where a split's number may go, as the split chose its
// cases (puzzlecert.Split): one move from the number before, else from
// the number after, else any square without a number.
function pzSplitWhy(c, at) {
  const last = pzLast();
  const before = c.number === pz.first ? (pz.closed ? last : -1) : c.number - 1;
  const after = c.number === last ? (pz.closed ? pz.first : -1) : c.number + 1;
  if (before >= 0 && at.has(before)) return `it must be one knight's move from ${before} on ${at.get(before)}`;
  if (after >= 0 && at.has(after)) return `it must be one knight's move from ${after} on ${at.get(after)}`;
  return "it may go on any square without a number";
}

function pzDrawSplit(c, supposed, at, intro) {
  const squares = (c.branches || []).map((b) => b.square);
  for (const sq of squares) {
    const cell = pz.view.cells[sq];
    cell.classList.add("branch");
    cell.setAttribute("aria-label", `${cell.getAttribute("aria-label")}, a square the case split tries for ${c.number}`);
  }
  const why = pzSplitWhy(c, at);
  const sentence = squares.length
    ? `${intro}${intro ? "where" : "Where"} can ${c.number} go? ${capital(why)}, on a square without a number: ${squares.length === 1 ? `only ${squares[0]}` : `${squares.slice(0, -1).join(", ")} or ${squares[squares.length - 1]}`} (dashed). Each fails: ${pzCasesWords(c)} Choose one below, or Next case, to see each.`
    : `${intro}${c.number} has nowhere to go: ${why}, and every such square already has a number.`;
  const nodes = pzNodes(c);
  return {
    sentence,
    legend: pzKeyLegend(squares.length ? [["branchkey", "\u2B1A", `the ${squares.length} squares ${c.number} may take, one case each`]] : []),
    more: [`A case split on where ${c.number} goes: ${squares.length} case${squares.length === 1 ? "" : "s"}, ${nodes} certificate${nodes === 1 ? "" : "s"} in this part of the tree, each checked by knight verify.`],
  };
}

// pzCasesWords sums a split up: "the 12 cases, at most 3 numbers deep, each
// end in one of 2 reasons (too far, walled in)."
function pzCasesWords(c) {
  const cases = pzCases(c);
  const depth = Math.max(...cases.map((k) => k.trail.length));
  const reasons = [...new Set(cases.map((k) => k.reason))];
  return `the ${counted(cases.length, "case", "cases")}, at most ${counted(depth, "number", "numbers")} deep, each end in one of ${counted(reasons.length, "reason", "reasons")} (${reasons.join(", ")}).`;
}

function pzNodes(c) {
  return 1 + (c.branches || []).reduce((k, b) => k + pzNodes(b.certificate), 0);
}

// pzKindWords names a certificate for a button: a forced one by its tour
// certificate, in the tour mode's words (evidence.js).
function pzKindWords(c) {
  if (c.kind === "forced" && c.certificate) return kindWords(c.certificate.kind);
  return { distance: "too far", parity: "wrong colour", blocked: "walled in", "colour-count": "colours", deduction: "deduced", split: "splits again" }[c.kind] || c.kind;
}

// pzSplitNav is the walk through a case split: breadcrumbs back to the
// root and a button for each case of the current node.
function pzSplitNav(node, supposed) {
  const nav = el("nav", "casesplit");
  nav.id = "pz-tree";
  nav.setAttribute("aria-label", "case split: every square the number may take, one at a time");
  const v = pzev.v;
  const steps = [v.first_wrong >= 0 ? `your ${v.entry.number} on ${v.entry.square}` : "the puzzle", ...supposed.map(([n, sq]) => `${n} on ${sq}`)];
  nav.append(breadcrumbs(steps,
    (i, name) => `back to ${i === 0 ? "the split's start, " + name : "supposing " + name}`,
    (i) => { pzev.trail = pzev.trail.slice(0, i); pzEvDraw(); pzFocusTree(); }));
  if (node && node.kind === "split" && node.branches && node.branches.length) {
    const group = el("div", "branches");
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", `squares for ${node.number}`);
    group.append(el("span", "", `${node.number} on: `));
    for (const b of node.branches) {
      const split = b.certificate.kind === "split";
      const btn = el("button", "branch-move", `${b.square} ${split ? "\u25B8 splits again" : "\u2715 " + pzKindWords(b.certificate)}`);
      btn.dataset.square = b.square;
      btn.dataset.kind = b.certificate.kind;
      btn.setAttribute("aria-label", `suppose ${node.number} on ${b.square}: ${split ? "a further case split" : "ruled out, " + pzKindWords(b.certificate)}`);
      btn.addEventListener("click", () => { pzev.trail = pzev.trail.concat(b.square); pzEvDraw(); pzFocusTree(); });
      group.append(btn);
    }
    nav.append(group);
  }
  nav.append(pzNextCase());
  nav.dataset.depth = pzev.trail.length;
  return nav;
}

// pzCases lists the cases of the split c, in order: the squares supposed
// down to each and its reason in words.
function pzCases(c, trail = [], out = []) {
  if (c.kind !== "split" || !c.branches || !c.branches.length) {
    out.push({ trail, reason: pzKindWords(c) });
    return out;
  }
  for (const b of c.branches) pzCases(b.certificate, trail.concat(b.square), out);
  return out;
}

// pzNextCase is the puzzle split's Next case button (evidence.js).
function pzNextCase() {
  return nextCaseButton(pzCases(pzev.v.evidence.certificate), pzev.trail, "pz-next-case", (trail) => { pzev.trail = trail; pzEvDraw(); });
}

function pzFocusTree() {
  const next = document.querySelector("#pz-tree .branch-move") || [...document.querySelectorAll("#pz-tree .crumb")].pop();
  if (next) next.focus();
}

// pzEvTap walks the split shown down to the square tapped, when it is one
// of its cases; it reports whether it did.
export function pzEvTap(sq) {
  if (!pzev.v || !pzev.v.evidence || !pzev.v.evidence.certificate) return false;
  const { node } = pzEvNodeSafe();
  if (node.kind !== "split" || !(node.branches || []).some((b) => b.square === sq)) return false;
  pzev.trail = pzev.trail.concat(sq);
  pzEvDraw();
  return true;
}
