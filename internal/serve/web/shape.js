// Shapes: carve a board and choose a leaper, then ask for a tour, a
// proof, a survey of the start squares or a check of the tour found. Each
// request carries the shape as the API reads it (holes=d4,e5 and
// piece=zebra, the commands' -holes and -piece), and each answer shown
// names the piece and the shape it is about.
import { bySquare, call, capital, drawBoard, drawLine, el, leaperJumps, markHoles, onClicks, parseLeaps, pieceWords, setNum, shapeWords, sqParse, SURVEY_TIMEOUT, TAP } from "./app.js";
import { drawArgumentOn } from "./argument.js";

// sh is the board being carved and the last answer shown: tour is the
// path found on it (for Check), asked the shape it was asked on.
const sh = { w: 8, h: 8, holes: new Set(), view: null, tour: null, asked: "" };

function board() { return document.getElementById("shape-board"); }
function setStatus(text, status) {
  const s = document.getElementById("shape-status");
  s.textContent = text;
  if (status) s.dataset.status = status; else delete s.dataset.status;
}
function setExplain(...nodes) { document.getElementById("shape-explain").replaceChildren(...nodes); }

// piece is the piece chosen, as the API's piece parameter names it.
function piece() {
  const chosen = document.getElementById("shape-piece").value;
  return chosen === "other" ? document.getElementById("shape-leap").value.replace(/\s+/g, "") : chosen;
}
function closed() { return document.getElementById("shape-kind").value === "closed"; }

// params are the query every request of this panel sends: the board, its
// holes and the piece.
function params() {
  const q = { board: `${sh.w}x${sh.h}` };
  if (sh.holes.size) q.holes = [...sh.holes].sort(bySquare).join(",");
  if (piece() !== "knight") q.piece = piece();
  return q;
}

// about names what an answer is about: the piece and the shape.
function about() { return `${capital(pieceWords(piece()))} on ${shapeWords(sh.w, sh.h, sh.holes)}${closed() ? ", closed" : ""}`; }

// shapeCode writes the shape for the address: 8x8o-d4.e5@zebra.
export function shapeCode() {
  const holes = [...sh.holes].sort(bySquare).join(".");
  return `${sh.w}x${sh.h}${closed() ? "c" : "o"}${holes ? "-" + holes : ""}${piece() !== "knight" ? "@" + piece() : ""}`;
}

// shapeFromAddress shows the shape an address names (#shape=CODE), or
// keeps the one shown when it names none or one that cannot be read.
export function shapeFromAddress(hash) {
  const m = /^#shape=(\d+)x(\d+)([co])(?:-([a-p]\d+(?:\.[a-p]\d+)*))?(?:@(.+))?$/.exec(hash);
  if (!m) { if (!sh.view) redraw(); return; }
  const w = parseInt(m[1], 10), h = parseInt(m[2], 10);
  const wSel = document.getElementById("shape-w"), hSel = document.getElementById("shape-h");
  if (![...wSel.options].some((o) => o.value === String(w)) || ![...hSel.options].some((o) => o.value === String(h))) { redraw(); return; }
  wSel.value = String(w); hSel.value = String(h);
  document.getElementById("shape-kind").value = m[3] === "c" ? "closed" : "open";
  const p = m[5] || "knight", select = document.getElementById("shape-piece");
  if ([...select.options].some((o) => o.value === p)) select.value = p;
  else { select.value = "other"; document.getElementById("shape-leap").value = p; }
  showLeap();
  Object.assign(sh, { w, h });
  sh.holes = new Set((m[4] || "").split(".").filter((s) => s && sqParse(s).x <= w && sqParse(s).y <= h));
  redraw();
}

function showAddress() {
  const hash = "#shape=" + shapeCode();
  if (location.hash.startsWith("#shape") && location.hash !== hash) history.replaceState(null, "", hash);
}

// redraw draws the board carved so far, with no answer on it.
function redraw() {
  sh.w = parseInt(document.getElementById("shape-w").value, 10);
  sh.h = parseInt(document.getElementById("shape-h").value, 10);
  for (const s of [...sh.holes]) { const p = sqParse(s); if (p.x > sh.w || p.y > sh.h) sh.holes.delete(s); }
  sh.view = drawBoard(board(), sh.w, sh.h, toggle);
  markHoles(sh.view, sh.holes);
  forget();
}

// forget drops the answer shown: it was about another shape.
function forget() {
  sh.tour = null;
  sh.asked = "";
  for (const [name, c] of Object.entries(sh.view.cells)) {
    c.classList.remove("yes", "no", "unknown", "visited", "inpiece");
    delete c.dataset.piece;
    for (const tag of c.querySelectorAll(".plabel")) tag.remove();
    setNum(c, "");
    if (!sh.holes.has(name)) c.setAttribute("aria-label", `${name}, a square; Enter cuts a hole`);
    else c.setAttribute("aria-label", `${name}, hole; Enter fills it`);
  }
  sh.view.svg.replaceChildren();
  const b = board();
  b.dataset.holes = [...sh.holes].sort(bySquare).join(" ");
  b.dataset.piece = piece();
  delete b.dataset.tour;
  delete b.dataset.status;
  delete b.dataset.certificate;
  b.setAttribute("aria-label", `board to carve, ${shapeWords(sh.w, sh.h, sh.holes)}`);
  setStatus(`${about()}: ${sh.w * sh.h - sh.holes.size} squares. ${TAP} a square to cut a hole or fill it.`);
  setExplain();
  showAddress();
}

// toggle cuts a hole in sq, or fills the hole there.
function toggle(sq) {
  if (sh.holes.has(sq)) sh.holes.delete(sq);
  else if (sh.holes.size + 1 >= sh.w * sh.h) { setStatus(`${sq} stays: a board needs a square left.`); return; }
  else sh.holes.add(sq);
  markHoles(sh.view, sh.holes);
  forget();
}

// check refuses a piece the page cannot read before asking: the API would
// refuse it too, and the words here say what is wanted.
function pieceOK() {
  if (parseLeaps(piece())) return true;
  setStatus(`"${piece()}" is not a leaper: write its leap as (a,b), or several as (2,2)+(3,0).`, "error");
  return false;
}

// answered reports whether an answer can be shown: it came, it is for the
// shape still on the board, and it is no refusal (said in the status).
function answered(answer, code) {
  if (!answer) return false;
  if (code !== shapeCode()) return false;
  if (answer.status !== 200) {
    setStatus(`${about()}: the ${window.knightEngine ? "engine" : "server"} refused: ${answer.doc.error || answer.doc}`, "error");
    return false;
  }
  return true;
}

// drawTour numbers the squares of tour and draws its moves.
function drawTour(tour) {
  forget();
  sh.tour = tour;
  tour.forEach((s, i) => {
    const c = sh.view.cells[s];
    c.classList.add("visited");
    setNum(c, String(i + 1));
    c.setAttribute("aria-label", `${s}, square ${i + 1} of the tour`);
  });
  drawLine(sh.view, closed() ? tour.concat(tour[0]) : tour, "path");
  board().dataset.tour = tour.join(" ");
}

export async function shapeTour() {
  if (!pieceOK()) return;
  const code = shapeCode(), q = params();
  if (closed()) q.closed = "true";
  setStatus(`${about()}: looking for a tour...`);
  const answer = await call("shape", shapeTour, "tour", q);
  if (!answered(answer, code)) return;
  showTourAnswer(answer.doc, "tour");
}

export async function shapeProve() {
  if (!pieceOK()) return;
  const code = shapeCode(), q = params();
  if (closed()) q.closed = "true";
  setStatus(`${about()}: deciding whether a tour exists...`);
  const answer = await call("shape", shapeProve, "prove", q);
  if (!answered(answer, code)) return;
  showTourAnswer(answer.doc, "prove");
}

// named is the shape and piece an answer names (its board, holes and
// piece members), in words.
function named(doc) {
  const [w, h] = (doc.board || `${sh.w}x${sh.h}`).split("x").map((n) => parseInt(n, 10));
  return `${capital(pieceWords(doc.piece || "knight"))} on ${shapeWords(w, h, new Set(doc.holes || []))}${doc.closed ? ", closed" : ""}`;
}

// showTourAnswer shows tour's or prove's document: the tour drawn, or the
// reason there is none, or what stayed undecided.
function showTourAnswer(doc, asked) {
  const b = board();
  if (doc.status === "tour" && doc.tour) {
    drawTour(doc.tour);
    sh.asked = asked;
    b.dataset.status = "tour";
    setStatus(`${named(doc)}: a ${doc.closed ? "closed " : ""}tour of ${doc.tour.length} squares, numbered from 1. Check it to have knight verify read it again.`, "valid");
    return;
  }
  forget();
  b.dataset.status = doc.status;
  if (doc.status === "none") {
    setStatus(`${named(doc)}: no ${doc.closed ? "closed " : ""}tour exists.`, "invalid");
    const parts = [el("p", "plain", doc.explanation || "proved impossible")];
    if (doc.certificate) {
      b.dataset.certificate = doc.certificate.kind;
      const more = el("details", "argument");
      more.append(el("summary", "", "The full argument"));
      if (doc.certificate.kind === "disconnected") {
        const drawn = drawPieces(doc.certificate);
        parts.push(el("p", "", drawn.sentence), drawn.legend);
        more.append(drawn.table, ...drawn.more.map((line) => el("p", "", line)));
      }
      more.append(el("p", "", certificateWords(doc.certificate)));
      parts.push(more);
    }
    setExplain(...parts);
    return;
  }
  setStatus(`${named(doc)}: undecided in time.`);
  setExplain(el("p", "plain", doc.explanation || doc.error || "no answer within the limits"));
}

// drawPieces outlines and letters every piece of a disconnected board
// (argument.js, on this board's holes and piece's moves), and returns the
// sentence, legend and table of the drawing.
function drawPieces(cert) {
  const on = { w: sh.w, h: sh.h, view: sh.view, closed: closed(), end: "", mistake: null, holes: sh.holes, jumps: leaperJumps(parseLeaps(piece())), mover: pieceWords(piece()) };
  const drawn = drawArgumentOn(on, cert, [], "");
  drawn.legend.id = "shape-legend";
  drawn.table.id = "shape-table";
  return drawn;
}

// certificateWords sums up a certificate for "The full argument".
function certificateWords(c) {
  if (c.kind === "one-colour") return `A count of colours (one-colour): every move keeps its square's colour, so a tour visits one colour only; the board has ${c.dark} dark and ${c.light} light squares to visit. knight verify -certificate counts them again.`;
  if (c.kind === "colour" || c.kind === "parity") return `A count of colours (${c.kind}): ${c.dark} dark and ${c.light} light squares, more of one colour than a tour that alternates them can visit. knight verify -certificate counts them again.`;
  return `A ${c.kind} certificate, which knight verify -certificate checks again on the same board, holes and piece.`;
}

// shapeSurvey decides, for every square left, whether an open tour
// starts there.
export async function shapeSurvey() {
  if (!pieceOK()) return;
  const code = shapeCode(), q = params();
  q.timeout = "2s";
  setStatus(`${about()}: deciding every start square...`);
  const answer = await call("shape", shapeSurvey, "survey", q, "", SURVEY_TIMEOUT);
  if (!answered(answer, code)) return;
  forget();
  const doc = answer.doc;
  let yes = 0, no = 0, unknown = 0;
  for (const s of doc.squares || []) {
    const c = sh.view.cells[s.square];
    if (!c) continue;
    const mark = { tour: ["yes", "\u2713", "a tour starts here"], none: ["no", "\u2717", "no tour starts here"] }[s.status] || ["unknown", "?", "undecided in time"];
    c.classList.add(mark[0]);
    setNum(c, mark[1]);
    c.setAttribute("aria-label", `${s.square}, ${mark[2]}`);
    c.title = s.explanation || "";
    if (s.status === "tour") yes++; else if (s.status === "none") no++; else unknown++;
  }
  board().dataset.status = "survey";
  setStatus(`${named({ ...doc, closed: false })}: ${yes} starts with an open tour, ${no} without${unknown ? `, ${unknown} undecided` : ""}.`);
}

// shapeVerify has knight verify read the tour shown again, on the same
// board, holes and piece: the checker, not the search, says it is a tour.
export async function shapeVerify() {
  if (!sh.tour) { setStatus(`${about()}: find a tour first, then check it.`); return; }
  const code = shapeCode(), q = params(), tour = sh.tour;
  if (closed()) q.closed = "true";
  const answer = await call("shape", shapeVerify, "verify", q, tour.join(" "));
  if (!answered(answer, code)) return;
  const v = Array.isArray(answer.doc) ? answer.doc.find((d) => d.verdict) : answer.doc;
  drawTour(tour);
  board().dataset.verdict = v ? v.verdict : "";
  const what = v && v.verdict === "valid" ? `valid: ${v.kind || "a tour"} of ${v.covered} squares, every move ${pieceWords(piece())}'s, no hole visited` : `${v ? v.verdict : "no verdict"}${v && v.fault ? ": " + v.fault : ""}`;
  setStatus(`${about()}: knight verify reads the tour as ${what}.`, v ? v.verdict : "error");
}

function showLeap() {
  document.getElementById("shape-leap-label").hidden = document.getElementById("shape-piece").value !== "other";
}

document.addEventListener("DOMContentLoaded", () => {
  for (const id of ["shape-w", "shape-h"]) {
    const s = document.getElementById(id);
    for (let n = 1; n <= 16; n++) s.append(new Option(n, n, n === 8, n === 8));
    s.addEventListener("change", redraw);
  }
  for (const id of ["shape-piece", "shape-kind", "shape-leap"]) {
    document.getElementById(id).addEventListener("change", () => { showLeap(); forget(); });
  }
  onClicks({ "shape-fill": () => { sh.holes.clear(); markHoles(sh.view, sh.holes); forget(); },
    "shape-tour": shapeTour, "shape-prove": shapeProve, "shape-survey": shapeSurvey, "shape-verify": shapeVerify });
  showLeap();
});
