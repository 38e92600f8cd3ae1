// The knight's tour puzzle: play, ask where you went wrong, take hints,
// check a pasted tour, survey a board. Every answer comes from the knight
// server's API (POST /v1/...), the same documents the command prints with
// -json; the page only draws them.
"use strict";

const MAX_SIDE = 16;

// Squares are written as the command writes them: file letter, rank number.
function sqName(x, y) { return String.fromCharCode(96 + x) + y; }
function sqParse(s) { return { x: s.charCodeAt(0) - 96, y: parseInt(s.slice(1), 10) }; }
function isKnightMove(a, b) {
  const dx = Math.abs(a.x - b.x), dy = Math.abs(a.y - b.y);
  return (dx === 1 && dy === 2) || (dx === 2 && dy === 1);
}
const JUMPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
function neighbours(s, w, h) {
  const out = [];
  for (const [dx, dy] of JUMPS) {
    const x = s.x + dx, y = s.y + dy;
    if (x >= 1 && x <= w && y >= 1 && y <= h) out.push(sqName(x, y));
  }
  return out;
}

// api posts body to /v1/name with query parameters named as the command's
// flags and returns {status, doc} (doc parsed JSON, or text for pictures).
async function api(name, params, body) {
  const query = new URLSearchParams(params).toString();
  const res = await fetch("v1/" + name + (query ? "?" + query : ""), { method: "POST", body: body || "" });
  const type = res.headers.get("Content-Type") || "";
  let doc;
  if (type.startsWith("application/json")) doc = await res.json();
  else if (type.startsWith("application/x-ndjson")) {
    // One document a line: verify's verdicts, one a tour.
    doc = (await res.text()).split("\n").filter((line) => line).map((line) => JSON.parse(line));
  } else doc = await res.text();
  return { status: res.status, doc };
}

// ---- Requests: busy, failure, retry ----------------------------------------

// REQUEST_TIMEOUT is how long a request may take before the page says the
// server does not answer; a stopped server fails at once. A survey decides
// every square, each within its own limit, and gets longer.
const REQUEST_TIMEOUT = 5000, SURVEY_TIMEOUT = 120000;

class RequestError extends Error {}

// call runs api() for the panel of the control that asked: while it runs
// the panel's request buttons are disabled and its spinner shows; when the
// server fails or does not answer within ms, the panel shows the error and
// a retry that runs action again. Focus goes back where it was, so that a
// keyboard user is never left on the page's body. It returns api()'s
// answer, or null after a failure.
async function call(panelId, action, name, params, body, ms) {
  const panel = document.getElementById(panelId);
  const buttons = [...panel.querySelectorAll("button[data-request]")];
  const spinner = panel.querySelector(".spinner");
  const focused = document.activeElement;
  hideError(panelId);
  for (const b of buttons) b.disabled = true;
  spinner.hidden = false;
  panel.setAttribute("aria-busy", "true");
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new RequestError(`the server did not answer within ${Math.round((ms || REQUEST_TIMEOUT) / 1000)} s`)), ms || REQUEST_TIMEOUT);
    });
    const answer = await Promise.race([api(name, params, body), timeout]);
    if (answer.status >= 500) {
      const why = answer.doc && answer.doc.error ? answer.doc.error : `status ${answer.status}`;
      throw new RequestError(`the server failed: ${why}`);
    }
    return answer;
  } catch (err) {
    const why = err instanceof RequestError ? err.message : "the server cannot be reached (" + err.message + ")";
    showError(panelId, `No answer: ${why}.`, action, focused);
    return null;
  } finally {
    clearTimeout(timer);
    for (const b of buttons) b.disabled = false;
    spinner.hidden = true;
    panel.removeAttribute("aria-busy");
    keepFocus(panelId, focused);
  }
}

// keepFocus puts focus back on the control that had it, or on the panel's
// first live control when that one is gone or disabled.
function keepFocus(panelId, focused) {
  if (focused && focused !== document.body && document.contains(focused) && !focused.disabled) {
    if (document.activeElement !== focused) focused.focus();
    return;
  }
  if (document.activeElement && document.activeElement !== document.body) return;
  const retry = document.querySelector(`#${panelId} .error:not([hidden]) .retry`);
  (retry || document.querySelector(`#${panelId} button:not(:disabled)`)).focus();
}

// showError says why a request failed; its Retry runs action again from
// the control that first asked (origin), which gets focus back before the
// retry button hides.
function showError(panelId, message, action, origin) {
  const box = document.querySelector(`#${panelId} .error`);
  box.querySelector(".message").textContent = message;
  const retry = box.querySelector(".retry");
  retry.onclick = () => {
    if (origin && origin !== retry && document.contains(origin) && !origin.disabled) origin.focus();
    else (document.querySelector(`#${panelId} button[data-request]:not(:disabled)`) || document.body).focus();
    hideError(panelId);
    action();
  };
  box.hidden = false;
}

function hideError(panelId) { document.querySelector(`#${panelId} .error`).hidden = true; }

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// drawBoard fills container with a w x h board, rank h on top, each square
// carrying data-sq, and an SVG layer for lines. With onTap the squares are
// buttons reached by arrow keys (one tab stop for the whole board); without,
// a picture hidden from screen readers, which read its label instead. It
// returns the cells by name and the layer.
function drawBoard(container, w, h, onTap) {
  container.replaceChildren();
  container.classList.add("board");
  container.style.setProperty("--w", w);
  container.style.setProperty("--h", h);
  const cells = {};
  for (let y = h; y >= 1; y--) {
    for (let x = 1; x <= w; x++) {
      const name = sqName(x, y);
      const b = el(onTap ? "button" : "div", "sq " + ((x + y) % 2 === 0 ? "dark" : "light"));
      b.dataset.sq = name;
      if (onTap) {
        b.setAttribute("aria-label", name);
        b.tabIndex = -1;
        b.addEventListener("click", () => { cursor(container, name); onTap(name); });
        b.addEventListener("keydown", (e) => arrowKey(e, container, x, y, w, h));
      }
      b.append(el("span", "num"));
      // Coordinates on the edge squares, as on a chessboard, so that the
      // squares the explanations name can be found.
      if (y === 1) b.append(el("span", "coord file", String.fromCharCode(96 + x)));
      if (x === 1) b.append(el("span", "coord rank", String(y)));
      container.append(b);
      cells[name] = b;
    }
  }
  if (onTap) cells[sqName(1, h)].tabIndex = 0;
  else container.setAttribute("aria-hidden", "true");
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("preserveAspectRatio", "none");
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("lines");
  container.append(svg);
  return { cells, svg, w, h };
}

// cursor makes name the board's one tab stop (a roving tabindex).
function cursor(container, name) {
  for (const c of container.querySelectorAll(".sq[tabindex='0']")) c.tabIndex = -1;
  const c = container.querySelector(`.sq[data-sq="${name}"]`);
  if (c) c.tabIndex = 0;
  return c;
}

// arrowKey moves the cursor with the arrow keys (Home/End to the rank's
// ends); Enter and Space are the button's own click.
function arrowKey(e, container, x, y, w, h) {
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
  let nx = x, ny = y;
  if (step) { nx = Math.min(w, Math.max(1, x + step[0])); ny = Math.min(h, Math.max(1, y + step[1])); }
  else if (e.key === "Home") nx = 1;
  else if (e.key === "End") nx = w;
  else return;
  e.preventDefault();
  cursor(container, sqName(nx, ny)).focus();
}

// setNum writes the number or word shown in the middle of a square.
function setNum(cell, text) { cell.querySelector(".num").textContent = text; }

function drawLine(view, squares, cls) {
  if (squares.length < 2) return;
  const pl = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
  pl.setAttribute("points", squares.map(s => {
    const p = sqParse(s);
    return `${p.x - 0.5},${view.h - p.y + 0.5}`;
  }).join(" "));
  pl.setAttribute("class", cls);
  view.svg.append(pl);
}

// ---- Play ----------------------------------------------------------------

const PLAY_MIN = 3;
const game = { w: 8, h: 8, closed: false, path: [], view: null, firstDead: -1, completion: null };

function setStatus(text) { document.getElementById("status").textContent = text; }
function setExplain(text) { document.getElementById("explain").textContent = text; }

function legalMoves() {
  if (game.path.length === 0) return [];
  const seen = new Set(game.path);
  return neighbours(sqParse(game.path[game.path.length - 1]), game.w, game.h).filter(s => !seen.has(s));
}

// newGame starts over with the size and kind chosen, as soon as they change.
function newGame() {
  game.w = parseInt(document.getElementById("play-w").value, 10);
  game.h = parseInt(document.getElementById("play-h").value, 10);
  game.closed = document.getElementById("play-kind").value === "closed";
  game.path = [];
  const board = document.getElementById("board");
  game.view = drawBoard(board, game.w, game.h, tap);
  board.setAttribute("aria-label", `${game.w}x${game.h} board, ${game.closed ? "closed" : "open"} tour`);
  hideError("play");
  clearAnalysis();
  redraw();
}

// clearAnalysis forgets what blame or a hint said about an older position.
function clearAnalysis() {
  game.firstDead = -1;
  game.completion = null;
  document.getElementById("rewind").disabled = true;
  document.getElementById("completion").disabled = true;
  setExplain("");
  document.getElementById("evidence").replaceChildren();
  const board = document.getElementById("board");
  delete board.dataset.firstDead;
  delete board.dataset.verdict;
}

function tap(name) {
  if (game.path.length === 0 || legalMoves().includes(name)) {
    game.path.push(name);
  } else {
    return;
  }
  clearAnalysis();
  redraw();
}

// closes says whether the last square is a knight's move from the first.
function closes() {
  return game.path.length > 2 && isKnightMove(sqParse(game.path[0]), sqParse(game.path[game.path.length - 1]));
}

function redraw() {
  const { cells } = game.view;
  const legal = new Set(legalMoves());
  const at = new Map(game.path.map((s, i) => [s, i]));
  const here = game.path[game.path.length - 1];
  for (const [name, c] of Object.entries(cells)) {
    c.className = c.className.split(" ").filter(k => k === "sq" || k === "dark" || k === "light").join(" ");
    setNum(c, "");
    delete c.dataset.move;
    const glyph = c.querySelector(".piece-glyph");
    if (glyph) glyph.remove();
    if (at.has(name)) {
      c.classList.add("visited");
      setNum(c, at.get(name));
    }
    if (legal.has(name)) c.classList.add("legal");
    squareName(c, name, at, legal, here);
  }
  if (here) {
    const c = cells[here];
    c.classList.add("knight");
    c.append(el("span", "piece-glyph", "\u265E"));
  }
  game.view.svg.replaceChildren();
  drawLine(game.view, game.path, "path");
  const board = document.getElementById("board");
  board.dataset.path = game.path.join(" ");
  const size = game.w * game.h;
  if (game.path.length === 0) {
    setStatus(`Tap any square of the ${game.w}x${game.h} board to start.`);
  } else if (game.path.length === size && (!game.closed || closes())) {
    setStatus(`A full ${game.closed ? "closed" : "open"} tour: all ${size} squares. Well done!`);
  } else if (game.path.length === size) {
    setStatus(`All ${size} squares, but ${here} is not a knight's move from ${game.path[0]}: not closed. Undo and try another way.`);
  } else if (legal.size === 0) {
    setStatus(`Stuck after move ${game.path.length - 1}: ${size - game.path.length} squares left unvisited. Ask where you went wrong, or undo.`);
  } else {
    setStatus(`Move ${game.path.length - 1}: on ${here}, ${size - game.path.length} squares to go${game.closed ? `, then back next to ${game.path[0]}` : ""}.`);
  }
}

// squareName gives a square its accessible name: where it is, and what it is
// in the game.
function squareName(cell, name, at, legal, here) {
  const parts = [name];
  if (name === here) parts.push(`knight here, move ${at.get(name)}`);
  else if (at.has(name)) parts.push(`visited, move ${at.get(name)}`);
  else if (legal.has(name)) parts.push("legal move");
  else parts.push(game.path.length === 0 ? "start here" : "empty");
  cell.setAttribute("aria-label", parts.join(", "));
}

function undo() {
  if (game.path.length === 0) return;
  game.path.pop();
  clearAnalysis();
  redraw();
}

// blamePath asks where the game went wrong; a closed game asks prove for a
// closed tour through the path instead, blame answering for open tours.
async function blamePath(action) {
  if (game.path.length === 0) {
    setExplain("Start a game first: tap a square.");
    return null;
  }
  const size = `${game.w}x${game.h}`;
  const answer = game.closed
    ? await call("play", action, "prove", { board: size, closed: "true", prefix: game.path.join(" ") })
    : await call("play", action, "blame", { board: size }, game.path.join(" "));
  if (!answer) return null;
  if (answer.status !== 200) {
    setExplain(`The server refused: ${answer.doc.error || answer.doc}`);
    return null;
  }
  const v = answer.doc;
  if (game.closed) {
    // prove's answer in blame's words: completable with a tour, dead with a
    // certificate (at the last move: it is the first move known dead).
    if (v.status === "tour") return { status: "completable", completion: v.tour, hints: v.tour ? [v.tour[game.path.length]] : [], explanation: "a closed tour can still follow your path" };
    if (v.status === "none") return { status: "closed-none", explanation: v.explanation || "no closed tour follows your path", certificate: v.certificate };
    return { status: "undecided", explanation: v.explanation || v.status };
  }
  return v;
}

// whereWrong marks the first dead move, says why in blame's words and draws
// the evidence the verdict carries.
async function whereWrong() {
  const path = game.path.slice();
  const v = await blamePath(whereWrong);
  if (!v || path.join(" ") !== game.path.join(" ")) return;
  redraw();
  const board = document.getElementById("board");
  board.dataset.verdict = v.status;
  if (v.status === "completable") {
    setExplain("No mistake yet: " + v.explanation + ".");
    markHints(v);
    return;
  }
  if (v.status === "closed-none") {
    setExplain(`No closed tour follows your path: ${v.explanation} (Where a closed game went wrong is not traced move by move; undo and ask again.)`);
    return;
  }
  if (v.status !== "dead") {
    setExplain("Undecided: " + v.explanation);
    return;
  }
  game.firstDead = v.first_dead;
  board.dataset.firstDead = v.first_dead;
  // The evidence is about the position right after the dead move: later
  // moves are shown faded.
  path.forEach((s, i) => {
    if (i > v.first_dead) {
      game.view.cells[s].classList.remove("visited");
      game.view.cells[s].classList.add("later");
    }
  });
  const cell = game.view.cells[path[v.first_dead]];
  cell.classList.add("dead");
  cell.dataset.move = v.first_dead;
  document.getElementById("rewind").disabled = false;
  setExplain(v.first_dead === 0
    ? `No tour can start on ${path[0]}: ${v.explanation}`
    : `Your mistake was move ${v.first_dead}, to ${v.move}: ${v.explanation}`);
  drawEvidence(v, path.slice(0, v.first_dead + 1));
}

// drawEvidence shows what a dead verdict rests on: the squares a cut
// removes and the pieces it leaves (each its own colour), forced ends, the
// two squares no path joins, the colour count, or the squares SAT needed.
function drawEvidence(v, deadPrefix) {
  const box = document.getElementById("evidence");
  box.replaceChildren();
  const { cells } = game.view;
  const lines = [];
  const cert = v.certificate;
  if (v.needed) {
    for (const s of v.needed) cells[s].classList.add("needed");
    lines.push(`SAT needed these visited squares: ${v.needed.join(" ")} (outlined).`);
  }
  if (cert) {
    const visited = new Set(deadPrefix);
    let removed = cert.squares || [];
    if (cert.kind === "four-lines") removed = fourLineSquares(cert);
    switch (cert.kind) {
      case "cut":
      case "four-lines": {
        for (const s of removed) cells[s].classList.add("cut");
        const pieces = piecesWithout(visited, new Set(removed));
        pieces.forEach((piece, i) => {
          for (const s of piece) cells[s].classList.add("piece", "piece-" + (i % 8));
        });
        lines.push(`Cut: ${removed.join(" ")} (crossed out).`);
        lines.push(`Pieces left: ${pieces.map(p => p.join(" ")).join(" | ")}.`);
        break;
      }
      case "forced-ends":
        for (const s of removed) cells[s].classList.add("forced");
        lines.push(`Forced ends: ${removed.join(" ")} (each must be the last square).`);
        break;
      case "disconnected": {
        for (const s of removed) cells[s].classList.add("forced");
        const pieces = piecesWithout(visited, new Set());
        pieces.forEach((piece, i) => {
          for (const s of piece) cells[s].classList.add("piece", "piece-" + (i % 8));
        });
        lines.push(`No path joins ${removed.join(" and ")}: pieces ${pieces.map(p => p.join(" ")).join(" | ")}.`);
        break;
      }
      case "colour-count":
      case "colour-balance":
        for (const [name, c] of Object.entries(cells)) {
          if (!visited.has(name) || name === cert.from) c.classList.add("counted");
        }
        lines.push(`Colour count of the squares left: ${cert.dark} dark, ${cert.light} light.`);
        break;
      default:
        if (removed.length) for (const s of removed) cells[s].classList.add("forced");
        lines.push(`Certificate: ${cert.kind}.`);
    }
  }
  for (const line of lines) box.append(el("p", "", line));
}

// fourLineSquares lists the squares a four-lines certificate removes: those
// of its colour on the two inner lines.
function fourLineSquares(cert) {
  const out = [];
  for (let y = 1; y <= game.h; y++) {
    for (let x = 1; x <= game.w; x++) {
      const inner = cert.lines === "files" ? (x === 2 || x === 3) : (y === 2 || y === 3);
      const dark = (x + y) % 2 === 0;
      if (inner && dark === (cert.colour === "dark")) out.push(sqName(x, y));
    }
  }
  return out;
}

// piecesWithout splits the squares not visited and not removed into the
// pieces knight moves join.
function piecesWithout(visited, removed) {
  const left = new Set();
  for (let y = 1; y <= game.h; y++) {
    for (let x = 1; x <= game.w; x++) {
      const s = sqName(x, y);
      if (!visited.has(s) && !removed.has(s)) left.add(s);
    }
  }
  const pieces = [];
  const seen = new Set();
  for (const start of left) {
    if (seen.has(start)) continue;
    const piece = [start];
    seen.add(start);
    for (let i = 0; i < piece.length; i++) {
      for (const n of neighbours(sqParse(piece[i]), game.w, game.h)) {
        if (left.has(n) && !seen.has(n)) { seen.add(n); piece.push(n); }
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

// rewind goes back to the last completable position: the path before the
// first dead move.
function rewind() {
  if (game.firstDead < 0) return;
  const keep = game.firstDead;
  game.path = game.path.slice(0, keep);
  clearAnalysis();
  redraw();
  setExplain(keep === 0
    ? "No tour starts on that square: choose another start."
    : `Back to move ${keep - 1}: from here a full tour is still possible. Ask for a hint if you like.`);
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

async function hint() {
  const path = game.path.slice();
  const v = await blamePath(hint);
  if (!v || path.join(" ") !== game.path.join(" ")) return;
  redraw();
  if (v.status === "completable") {
    markHints(v);
    setExplain(v.hints && v.hints.length
      ? `Moves that keep a full tour possible: ${v.hints.join(" ")} (marked).`
      : "This is already a full tour.");
  } else if (v.status === "dead") {
    setExplain(`No move helps: the tour became impossible at move ${v.first_dead}. Ask where you went wrong.`);
  } else if (v.status === "closed-none") {
    setExplain(`No move helps: ${v.explanation}`);
  } else {
    setExplain("Undecided in time: " + v.explanation);
  }
}

function showCompletion() {
  if (!game.completion) return;
  const { cells } = game.view;
  game.completion.forEach((s, i) => {
    if (i >= game.path.length) {
      cells[s].classList.add("ghost");
      setNum(cells[s], i);
      cells[s].setAttribute("aria-label", `${s}, empty, move ${i} of the completion shown`);
    }
  });
  drawLine(game.view, game.completion.slice(game.path.length - 1), "ghostline");
  setExplain(`One way to finish: ${game.completion.slice(game.path.length).join(" ")}`);
}

// ---- Check a tour: a grader's desk ------------------------------------------

// checkTour grades the pasted text and every file chosen or dropped, one
// request an input, and shows one row a tour.
async function checkTour() {
  const inputs = [];
  const text = document.getElementById("tour-text").value;
  if (text.trim()) inputs.push({ name: "pasted", text });
  // A file is sent as its bytes, not decoded here: the server reads it as
  // knight verify reads a file, and says what in it is unreadable.
  for (const f of pendingFiles) inputs.push({ name: f.name, text: await f.arrayBuffer() });
  const result = document.getElementById("check-result");
  const tbody = document.querySelector("#grades tbody");
  if (inputs.length === 0) {
    result.dataset.status = "error";
    result.textContent = "Nothing to check: paste a tour or choose files.";
    return;
  }
  const size = document.getElementById("check-size").value.trim();
  const rows = [];
  for (const input of inputs) {
    const verdicts = await grade(input, size);
    if (!verdicts) return; // the request failed: the error and its retry show
    rows.push(...verdicts);
  }
  tbody.replaceChildren();
  let valid = 0;
  for (const v of rows) {
    if (v.verdict === "valid") valid++;
    tbody.append(gradeRow(v));
  }
  document.getElementById("grades").hidden = false;
  document.getElementById("check-legend").hidden = valid === rows.length;
  result.dataset.status = valid === rows.length ? "valid" : "invalid";
  result.textContent = `${rows.length} ${rows.length === 1 ? "tour" : "tours"}: ${valid} valid, ${rows.length - valid} not.`;
  // Where the reader stopped in the pasted text, the text is selected.
  const first = rows.find(v => v.input.name === "pasted" && v.line && v.col);
  if (first) selectAt(first.line, first.col, false);
}

// grade asks verify for the verdicts of one input. The board comes from the
// text when it says it; a square list, which does not, is read on the
// board box's size. An input of which nothing reads is one unreadable row.
async function grade(input, size) {
  const again = () => checkTour();
  let answer = await call("check", again, "verify", { name: input.name, path: "true" }, input.text);
  if (answer && answer.status === 400 && /board not known/.test(answer.doc.error || "") && size) {
    answer = await call("check", again, "verify", { name: input.name, path: "true", board: size }, input.text);
  }
  if (!answer) return null;
  if (answer.status !== 200) {
    const d = answer.doc;
    return [{ input, file: input.name, verdict: "unreadable", fault: d.error || String(d), line: d.line, col: d.col }];
  }
  return answer.doc.map(v => Object.assign(v, { input }));
}

function gradeRow(v) {
  const tr = el("tr", v.verdict);
  tr.dataset.verdict = v.verdict;
  tr.dataset.file = v.file;
  const cell = (label, cls, text) => {
    const td = el("td", cls, text);
    td.dataset.label = label;
    tr.append(td);
    return td;
  };
  cell("File", "file", v.file + (v.line ? `:${v.line}` : ""));
  cell("Board", "board-size", v.board || "?");
  cell("Verdict", "verdict", v.verdict === "valid" ? `valid ${v.kind}` : v.verdict);
  const fault = cell("Fault", "fault", v.fault || "none");
  if (v.required) fault.append(el("div", "required", `required: ${v.required}`));
  const pic = cell("Path", "picture-cell");
  drawGraded(pic, v);
  return tr;
}

// drawGraded draws a graded tour: the path up to the move at fault, that
// move, later squares faded, squares visited twice and squares never
// visited marked; its label says the same in words.
function drawGraded(box, v) {
  if (!v.board || !v.path) return;
  const [w, h] = v.board.split("x").map(Number);
  if (!w || !h || w > 26 || h > 26) return;
  const wrap = el("div", "drawing");
  const holder = el("div");
  wrap.append(holder);
  box.append(wrap);
  const view = drawBoard(holder, w, h, null);
  const path = v.path.split(" ");
  const fault = v.move === undefined ? path.length : v.move;
  const seen = new Map();
  path.forEach((s, i) => {
    const c = view.cells[s];
    if (!c) return;
    if (seen.has(s)) {
      c.classList.add("repeated");
      if (i > fault) return;
    } else seen.set(s, i);
    setNum(c, i);
    if (i > fault) c.classList.add("later");
  });
  const missing = [];
  if (v.verdict !== "valid") {
    for (const [name, c] of Object.entries(view.cells)) {
      if (!seen.has(name)) { c.classList.add("missing"); missing.push(name); }
    }
  }
  drawLine(view, path.slice(0, Math.min(fault, path.length)), "path");
  if (v.move !== undefined && v.to && view.cells[v.to]) {
    const c = view.cells[v.to];
    c.classList.add("fault");
    c.dataset.move = v.move;
    // A square visited again keeps its first number beside the move at fault.
    setNum(c, seen.has(v.to) && seen.get(v.to) !== v.move ? `${seen.get(v.to)}/${v.move}` : v.move);
    if (v.from && view.cells[v.from]) {
      view.cells[v.from].classList.add("fault-from");
      drawLine(view, [v.from, v.to], "faultline");
    }
  }
  const repeated = [...new Set(path.filter((s, i) => path.indexOf(s) !== i))];
  wrap.setAttribute("role", "img");
  wrap.setAttribute("aria-label", `${v.board}: ${v.move !== undefined ? `path up to move ${v.move}, the move at fault` : `path of ${path.length} squares`}` +
    (repeated.length ? `; visited twice: ${repeated.join(" ")}` : "") + (missing.length ? `; never visited: ${missing.join(" ")}` : ""));
  wrap.dataset.missing = missing.join(" ");
  wrap.dataset.repeated = repeated.join(" ");
}

// selectAt selects the character at line:col of the pasted text, where the
// reader stopped, without taking focus from where the user is.
function selectAt(line, col, focus) {
  const ta = document.getElementById("tour-text");
  const lines = ta.value.split("\n");
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset += col - 1;
  if (focus) ta.focus();
  ta.setSelectionRange(offset, offset + 1);
}

// pendingFiles are the files chosen or dropped, graded with the text.
let pendingFiles = [];

function addFiles(files) {
  pendingFiles = [...files];
  const result = document.getElementById("check-result");
  delete result.dataset.status;
  result.textContent = pendingFiles.length ? `${pendingFiles.length} ${pendingFiles.length === 1 ? "file" : "files"}: ${pendingFiles.map(f => f.name).join(", ")}. Checking...` : "";
  if (pendingFiles.length) checkTour();
}

// ---- Survey ----------------------------------------------------------------

const why = new Map();

async function runSurvey() {
  const w = parseInt(document.getElementById("survey-w").value, 10);
  const h = parseInt(document.getElementById("survey-h").value, 10);
  const status = document.getElementById("survey-status");
  const explain = document.getElementById("survey-explain");
  explain.textContent = "";
  status.textContent = `Deciding every start square of ${w}x${h}...`;
  const board = document.getElementById("survey-board");
  const view = drawBoard(board, w, h, () => {});
  board.setAttribute("aria-label", `survey of ${w}x${h}`);
  const answer = await call("survey", runSurvey, "survey", { board: `${w}x${h}`, timeout: "2s" }, "", SURVEY_TIMEOUT);
  if (!answer) { status.textContent = ""; return; }
  const { status: code, doc } = answer;
  if (code !== 200) {
    status.textContent = doc.error || String(doc);
    return;
  }
  let yes = 0, no = 0, unknown = 0;
  for (const s of doc.squares) {
    const c = view.cells[s.square];
    c.dataset.status = s.status;
    if (s.status === "tour") {
      yes++;
      c.classList.add("yes");
      setNum(c, "\u2713");
      c.setAttribute("aria-label", `${s.square}, a tour starts here`);
    } else if (s.status === "none") {
      no++;
      c.classList.add("no");
      setNum(c, "\u2717");
      c.setAttribute("aria-label", `${s.square}, no tour starts here; press for why`);
      const show = () => explainStart(w, h, s.square, c);
      c.addEventListener("mouseenter", show);
      c.addEventListener("click", show);
    } else {
      unknown++;
      c.classList.add("unknown");
      setNum(c, "?");
      c.setAttribute("aria-label", `${s.square}, undecided in time`);
    }
  }
  status.textContent = `${w}x${h}: ${yes} starts with a tour, ${no} without` + (unknown ? `, ${unknown} undecided` : "") + ".";
}

// explainStart says why no tour starts on sq, in prove's words.
async function explainStart(w, h, sq, cell) {
  const explain = document.getElementById("survey-explain");
  const key = `${w}x${h} ${sq}`;
  if (!why.has(key)) {
    why.set(key, api("prove", { board: `${w}x${h}`, start: sq }).then(({ status, doc }) =>
      status === 200 ? doc.explanation || `${doc.status} (${doc.method})` : doc.error,
    (err) => { why.delete(key); return `the server cannot be reached (${err.message})`; }));
  }
  const text = await why.get(key);
  cell.title = `${sq}: ${text}`;
  explain.dataset.square = sq;
  explain.textContent = `No tour from ${sq}: ${text}`;
}

// ---- Wiring ----------------------------------------------------------------

function fillSizes(id, min, value) {
  const s = document.getElementById(id);
  for (let n = min; n <= MAX_SIDE; n++) s.append(new Option(n, n, n === value, n === value));
}

function showTab(name) {
  for (const t of document.querySelectorAll(".tab")) {
    const on = t.dataset.tab === name;
    t.setAttribute("aria-selected", on);
    t.tabIndex = on ? 0 : -1;
  }
  for (const p of document.querySelectorAll(".panel")) p.hidden = p.id !== name;
}

// tabKey moves between tabs with the arrow keys, as a tab list does.
function tabKey(e) {
  const tabs = [...document.querySelectorAll(".tab")];
  const i = tabs.indexOf(e.target);
  const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
  if (i < 0 || !step) return;
  e.preventDefault();
  const next = tabs[(i + step + tabs.length) % tabs.length];
  showTab(next.dataset.tab);
  next.focus();
}

document.addEventListener("DOMContentLoaded", () => {
  fillSizes("play-w", PLAY_MIN, 8); fillSizes("play-h", PLAY_MIN, 8);
  fillSizes("survey-w", 1, 5); fillSizes("survey-h", 1, 5);
  for (const t of document.querySelectorAll(".tab")) {
    t.addEventListener("click", () => showTab(t.dataset.tab));
    t.addEventListener("keydown", tabKey);
  }
  for (const id of ["play-w", "play-h", "play-kind"]) document.getElementById(id).addEventListener("change", newGame);
  document.getElementById("new-game").addEventListener("click", newGame);
  document.getElementById("undo").addEventListener("click", undo);
  document.getElementById("blame").addEventListener("click", whereWrong);
  document.getElementById("rewind").addEventListener("click", rewind);
  document.getElementById("hint").addEventListener("click", hint);
  document.getElementById("completion").addEventListener("click", showCompletion);
  document.getElementById("check-run").addEventListener("click", checkTour);
  document.getElementById("check-size").addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); checkTour(); } });
  document.getElementById("tour-text").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); checkTour(); }
  });
  document.getElementById("check-files").addEventListener("change", (e) => addFiles(e.target.files));
  const check = document.getElementById("check");
  check.addEventListener("dragover", (e) => { e.preventDefault(); check.classList.add("dragging"); });
  check.addEventListener("dragleave", () => check.classList.remove("dragging"));
  check.addEventListener("drop", (e) => {
    e.preventDefault();
    check.classList.remove("dragging");
    if (e.dataTransfer && e.dataTransfer.files.length) addFiles(e.dataTransfer.files);
  });
  document.getElementById("survey-run").addEventListener("click", runSurvey);
  newGame();
  document.body.dataset.ready = "true";
});
