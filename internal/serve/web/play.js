// The game: play on a board, ask where you went wrong, take hints (app.js
// holds the requests and the board drawing).
import { afterMove, call, cursor, drawBoard, drawLine, el, hideError, isKnightMove, MAX_SIDE, neighbours, reveal, setNum, sqParse, TAP } from "./app.js";
import { endEvidence, evidenceTap, showVerdict } from "./evidence.js";

export const PLAY_MIN = 3;
export const game = { w: 8, h: 8, closed: false, path: [], view: null, firstDead: -1, completion: null };

export function setStatus(text) { document.getElementById("status").textContent = text; }
function setExplain(text) {
  const e = document.getElementById("explain");
  e.textContent = text;
  reveal(e);
}

function legalMoves() {
  if (game.path.length === 0) return [];
  const seen = new Set(game.path);
  return neighbours(sqParse(game.path[game.path.length - 1]), game.w, game.h).filter(s => !seen.has(s));
}

// newGame starts over with the size and kind chosen, as soon as they
// change: a new entry of the browser's history, so that Back returns to
// the game before.
export function newGame() {
  game.w = parseInt(document.getElementById("play-w").value, 10);
  game.h = parseInt(document.getElementById("play-h").value, 10);
  game.closed = document.getElementById("play-kind").value === "closed";
  game.path = [];
  showGame();
  history.pushState(null, "", gameAddress());
}

// showGame draws the game in game, with the selects set to it.
function showGame() {
  document.getElementById("play-w").value = game.w;
  document.getElementById("play-h").value = game.h;
  document.getElementById("play-kind").value = game.closed ? "closed" : "open";
  const board = document.getElementById("board");
  game.view = drawBoard(board, game.w, game.h, tap);
  board.setAttribute("aria-label", `${game.w}x${game.h} board, ${game.closed ? "closed" : "open"} tour`);
  hideError("play");
  clearAnalysis();
  redraw();
}

// gameAddress is the game in the address: #play=8x8o:a1,b3 (c closed, o
// open), its squares in order, so that a reload, Back or Forward, or the
// link, finds it as it was.
export function gameAddress() {
  return `#play=${game.w}x${game.h}${game.closed ? "c" : "o"}:${game.path.join(",")}`;
}

// gameFromAddress shows the game the address names (#play alone: the game
// as it is, or a new 8x8 one); a game that cannot be read is said so, and
// as much of it as reads is kept.
export function gameFromAddress(hash) {
  if (game.view && hash === gameAddress()) return;
  const m = /^#play=(\d+)x(\d+)([co]):([a-p0-9,]*)$/.exec(hash);
  if (!m) {
    if (!game.view) showGame();
    if (hash !== "#play") setExplain("The address names no game this page can read: a new game instead.");
    history.replaceState(null, "", gameAddress());
    return;
  }
  const w = parseInt(m[1], 10), h = parseInt(m[2], 10);
  if (w < PLAY_MIN || h < PLAY_MIN || w > MAX_SIDE || h > MAX_SIDE) {
    if (!game.view) showGame();
    setExplain(`The address's board ${w}x${h} is not one of ${PLAY_MIN}x${PLAY_MIN} to ${MAX_SIDE}x${MAX_SIDE}.`);
    history.replaceState(null, "", gameAddress());
    return;
  }
  Object.assign(game, { w, h, closed: m[3] === "c", path: [] });
  let bad = "";
  for (const sq of m[4].split(",").filter((x) => x)) {
    const p = /^[a-p]\d+$/.test(sq) ? sqParse(sq) : { x: 0, y: 0 };
    const last = game.path[game.path.length - 1];
    if (p.x < 1 || p.x > w || p.y < 1 || p.y > h || game.path.includes(sq) || (last && !isKnightMove(sqParse(last), p))) {
      bad = sq;
      break;
    }
    game.path.push(sq);
  }
  showGame();
  if (bad) {
    setExplain(`The address's game stops at ${bad}: not a new square a knight's move on. The moves before it are kept.`);
    history.replaceState(null, "", gameAddress());
  }
}

// clearAnalysis forgets what blame or a hint said about an older position.
function clearAnalysis() {
  game.firstDead = -1;
  game.completion = null;
  endEvidence();
  document.getElementById("rewind").disabled = true;
  document.getElementById("completion").disabled = true;
  setExplain("");
  document.getElementById("evidence").replaceChildren();
  const board = document.getElementById("board");
  delete board.dataset.firstDead;
  delete board.dataset.verdict;
}

function tap(name) {
  // While a case split is shown, its moves on the board walk it.
  if (evidenceTap(name)) return;
  if (game.path.length === 0 || legalMoves().includes(name)) {
    game.path.push(name);
  } else {
    return;
  }
  clearAnalysis();
  redraw();
  history.replaceState(null, "", gameAddress());
}

// closes says whether the last square is a knight's move from the first.
function closes() {
  return game.path.length > 2 && isKnightMove(sqParse(game.path[0]), sqParse(game.path[game.path.length - 1]));
}

function redraw() {
  const legal = new Set(legalMoves());
  paintBoard(game.path, legal);
  const here = game.path[game.path.length - 1];
  const board = document.getElementById("board");
  board.dataset.path = game.path.join(" ");
  delete board.dataset.view;
  const size = game.w * game.h;
  if (game.path.length === 0) {
    setStatus(`${TAP} any square of the ${game.w}x${game.h} board to start.`);
  } else if (game.path.length === size && (!game.closed || closes())) {
    setStatus(`A full ${game.closed ? "closed" : "open"} tour: all ${size} squares. Well done!`);
  } else if (game.path.length === size) {
    setStatus(`All ${size} squares, but ${here} is not a knight's move from ${game.path[0]}: not closed. Undo and try another way.`);
  } else if (legal.size === 0) {
    setStatus(`Stuck ${afterMove(game.path.length - 1, here)}: ${size - game.path.length} squares left unvisited. Ask where you went wrong, or undo.`);
  } else {
    // Moves are counted as a player counts them, the first jump move 1;
    // the start square is no move.
    setStatus(`${game.path.length === 1 ? `Start on ${here}` : `Move ${game.path.length - 1}: on ${here}`}, ${size - game.path.length} squares to go${game.closed ? `, then back next to ${game.path[0]}` : ""}.`);
  }
}

// paintBoard draws path on the board (each visited square with its number,
// counted from 1 as a player counts: the start is square 1, and move k
// goes from square k to square k+1; the knight on the last, the line through them) and marks the
// legal moves, after clearing whatever an earlier drawing marked: the
// game's position, or the position an argument is about (evidence.js).
export function paintBoard(path, legal) {
  const { cells } = game.view;
  const at = new Map(path.map((s, i) => [s, i]));
  const here = path[path.length - 1];
  for (const [name, c] of Object.entries(cells)) {
    c.className = c.className.split(" ").filter(k => k === "sq" || k === "dark" || k === "light").join(" ");
    setNum(c, "");
    delete c.dataset.move;
    delete c.dataset.piece;
    for (const extra of c.querySelectorAll(".piece-glyph, .plabel")) extra.remove();
    if (at.has(name)) {
      c.classList.add("visited");
      setNum(c, at.get(name) + 1);
    }
    if (legal.has(name)) c.classList.add("legal");
    squareName(c, name, at, legal, here, path.length === 0);
  }
  if (here) {
    const c = cells[here];
    c.classList.add("knight");
    c.append(el("span", "piece-glyph", "\u265E"));
  }
  game.view.svg.replaceChildren();
  drawLine(game.view, path, "path");
}

// squareName gives a square its accessible name: where it is, and what it is
// in the game.
function squareName(cell, name, at, legal, here, empty) {
  const parts = [name];
  if (name === here) parts.push(`knight here, square ${at.get(name) + 1}`);
  else if (at.has(name)) parts.push(`visited, square ${at.get(name) + 1}`);
  else if (legal.has(name)) parts.push("legal move");
  else parts.push(empty ? "start here" : "empty");
  cell.setAttribute("aria-label", parts.join(", "));
}

export function undo() {
  if (game.path.length === 0) return;
  game.path.pop();
  clearAnalysis();
  redraw();
  history.replaceState(null, "", gameAddress());
}

// blamePath asks blame where the game went wrong; in a closed game it asks
// about closed tours (blame's closed parameter), so that the verdict names
// the first move after which no closed tour was possible, with its
// evidence, as it does for open games.
async function blamePath(action) {
  if (game.path.length === 0) {
    setExplain(`Start a game first: ${TAP.toLowerCase()} a square.`);
    return null;
  }
  const query = { board: `${game.w}x${game.h}` };
  if (game.closed) query.closed = "true";
  const answer = await call("play", action, "blame", query, game.path.join(" "));
  if (!answer) return null;
  if (answer.status !== 200) {
    setExplain(`The server refused: ${answer.doc.error || answer.doc}`);
    return null;
  }
  return answer.doc;
}

// whereWrong marks the first dead move, says why in blame's words and draws
// the evidence the verdict carries.
export async function whereWrong() {
  const path = game.path.slice();
  const v = await blamePath(whereWrong);
  if (!v || path.join(" ") !== game.path.join(" ")) return;
  showBlame(v, path);
}

// showBlame shows blame's verdict v on the game's path.
function showBlame(v, path) {
  redraw();
  const board = document.getElementById("board");
  board.dataset.verdict = v.status;
  if (v.status === "completable") {
    setExplain("No mistake yet: " + v.explanation + ".");
    markHints(v);
    return;
  }
  if (v.status !== "dead") {
    // An undecided verdict still says what it proved: draw that.
    if (!showVerdict(v, path)) setExplain("Undecided: " + v.explanation);
    return;
  }
  game.firstDead = v.first_dead;
  board.dataset.firstDead = v.first_dead;
  document.getElementById("rewind").disabled = false;
  showVerdict(v, path);
}

// rewind goes back to the last completable position: the path before the
// first dead move.
export function rewind() {
  if (game.firstDead < 0) return;
  const keep = game.firstDead;
  game.path = game.path.slice(0, keep);
  clearAnalysis();
  redraw();
  history.replaceState(null, "", gameAddress());
  setExplain(keep === 0
    ? "No tour starts on that square: choose another start."
    : `Back ${afterMove(keep - 1, game.path[keep - 1]).replace(/^after/, "to")}: from here a full tour is still possible. Ask for a hint if you like.`);
  // The rewind button is now disabled: the cursor goes to the knight.
  const at = game.path.length ? game.view.cells[game.path[game.path.length - 1]] : null;
  if (at) cursor(document.getElementById("board"), at.dataset.sq).focus();
}

function markHints(v) {
  const { cells } = game.view;
  for (const s of v.hints || []) cells[s].classList.add("hint");
  game.completion = v.completion || null;
  document.getElementById("completion").disabled = !game.completion;
}

export async function hint() {
  const path = game.path.slice();
  const v = await blamePath(hint);
  if (!v || path.join(" ") !== game.path.join(" ")) return;
  endEvidence();
  document.getElementById("evidence").replaceChildren();
  redraw();
  if (v.status === "completable") {
    markHints(v);
    setExplain(v.hints && v.hints.length
      ? `Moves that keep a full tour possible: ${v.hints.join(" ")} (marked).`
      : "This is already a full tour.");
  } else if (v.status === "dead") {
    setExplain(v.first_dead === 0 ? `No move helps: no tour starts on ${game.path[0]}. Ask where you went wrong.` : `No move helps: the tour became impossible at move ${v.first_dead}. Ask where you went wrong.`);
  } else {
    setExplain("Undecided in time: " + v.explanation);
  }
}

export function showCompletion() {
  if (!game.completion) return;
  const { cells } = game.view;
  game.completion.forEach((s, i) => {
    if (i >= game.path.length) {
      cells[s].classList.add("ghost");
      setNum(cells[s], i + 1);
      cells[s].setAttribute("aria-label", `${s}, empty, square ${i + 1} of the completion shown`);
    }
  });
  drawLine(game.view, game.completion.slice(game.path.length - 1), "ghostline");
  setExplain(`One way to finish: ${game.completion.slice(game.path.length).join(" ")}`);
}

