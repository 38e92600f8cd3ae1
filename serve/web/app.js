// The knight's tour puzzle: play, ask where you went wrong, take hints,
// check a pasted tour, survey a board. Every answer comes from the knight
// server's API (POST /v1/...), the same documents the command prints with
// -json; the page only draws them.
"use strict";

const MIN_SIDE = 5, MAX_SIDE = 16;

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
// The answer comes from the server, or, when the page was written by
// knight serve -static (config.js names the engine), from the same
// handler compiled to WebAssembly and run in a worker in this browser.
async function api(name, params, body) {
  const query = new URLSearchParams(params).toString();
  const url = "v1/" + name + (query ? "?" + query : "");
  let status, type, text;
  if (window.knightEngine) {
    ({ status, type, body: text } = await engineRequest("POST", url, body || ""));
  } else {
    const res = await fetch(url, { method: "POST", body: body || "" });
    status = res.status;
    type = res.headers.get("Content-Type") || "";
    text = await res.text();
  }
  let doc;
  if (type.startsWith("application/json")) doc = JSON.parse(text);
  else if (type.startsWith("application/x-ndjson")) {
    // One document a line: verify's verdicts, one a tour.
    doc = text.split("\n").filter((line) => line).map((line) => JSON.parse(line));
  } else doc = text;
  return { status, doc };
}

// The offline engine: one worker, started at the first request, its
// answers matched to requests by id. The engine keeps the server's time
// limit (10 s), but in WebAssembly, with one thread and no preemption,
// only where the search polls the request's own context (internal/clock):
// the SAT solver and a survey's per-square limit run until they end by
// themselves. ENGINE_LIMIT_MS is the backstop: a request not answered by then
// (counted from when the engine has loaded, which on a slow network may
// take long) stops the worker, fails every request waiting on it, and the next
// request starts a new one.
const ENGINE_LIMIT_MS = 30000;
let engineWorker = null, engineReady = false, engineNext = 0;
const enginePending = new Map();
function engineFail(message) {
  if (engineWorker) engineWorker.terminate();
  engineWorker = null;
  engineReady = false;
  for (const pending of enginePending.values()) {
    clearTimeout(pending.timer);
    pending.reject(new Error(message));
  }
  enginePending.clear();
}
function engineTimer() {
  return setTimeout(() => engineFail(`the engine in this browser gave no answer within ${ENGINE_LIMIT_MS / 1000} s and was stopped; ask again for a smaller board`), ENGINE_LIMIT_MS);
}
function engineRequest(method, url, body) {
  if (!engineWorker) {
    engineWorker = new Worker(window.knightEngine);
    engineWorker.onmessage = (event) => {
      if (event.data.ready) {
        engineReady = true;
        for (const pending of enginePending.values()) pending.timer = engineTimer();
        return;
      }
      const { id, error } = event.data;
      const pending = enginePending.get(id);
      enginePending.delete(id);
      if (!pending) return;
      clearTimeout(pending.timer);
      if (error) pending.reject(new Error("the engine in this browser: " + error));
      else pending.resolve(event.data);
    };
    engineWorker.onerror = (event) => engineFail("the engine in this browser failed: " + (event.message || "it could not start"));
  }
  const id = engineNext++;
  return new Promise((resolve, reject) => {
    enginePending.set(id, { resolve, reject, timer: engineReady ? engineTimer() : undefined });
    engineWorker.postMessage({ id, method, url, body });
  });
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// drawBoard fills container with a w x h board of square buttons, rank h
// on top, each carrying data-sq, and an SVG layer for lines. It returns the
// cells by name and the layer.
function drawBoard(container, w, h, onTap) {
  container.replaceChildren();
  container.classList.add("board");
  container.style.setProperty("--w", w);
  container.style.setProperty("--h", h);
  const cells = {};
  for (let y = h; y >= 1; y--) {
    for (let x = 1; x <= w; x++) {
      const name = sqName(x, y);
      const b = el("button", "sq " + ((x + y) % 2 === 0 ? "dark" : "light"));
      b.dataset.sq = name;
      b.setAttribute("aria-label", name);
      b.append(el("span", "num"));
      // Coordinates on the edge squares, as on a chessboard, so that the
      // squares the explanations name can be found.
      if (y === 1) b.append(el("span", "coord file", String.fromCharCode(96 + x)));
      if (x === 1) b.append(el("span", "coord rank", String(y)));
      if (onTap) b.addEventListener("click", () => onTap(name));
      container.append(b);
      cells[name] = b;
    }
  }
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("preserveAspectRatio", "none");
  svg.classList.add("lines");
  container.append(svg);
  return { cells, svg, w, h };
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

const game = { w: 8, h: 8, path: [], view: null, firstDead: -1, completion: null };

function setStatus(text) { document.getElementById("status").textContent = text; }
function setExplain(text) { document.getElementById("explain").textContent = text; }

function legalMoves() {
  if (game.path.length === 0) return [];
  const seen = new Set(game.path);
  return neighbours(sqParse(game.path[game.path.length - 1]), game.w, game.h).filter(s => !seen.has(s));
}

function newGame() {
  game.w = parseInt(document.getElementById("play-w").value, 10);
  game.h = parseInt(document.getElementById("play-h").value, 10);
  game.path = [];
  game.view = drawBoard(document.getElementById("board"), game.w, game.h, tap);
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
  if (game.path.length === 0) {
    game.path.push(name);
  } else if (legalMoves().includes(name)) {
    game.path.push(name);
  } else {
    return;
  }
  clearAnalysis();
  redraw();
}

function redraw() {
  const { cells } = game.view;
  const legal = new Set(legalMoves());
  const at = new Map(game.path.map((s, i) => [s, i]));
  for (const [name, c] of Object.entries(cells)) {
    c.className = c.className.split(" ").filter(k => k === "sq" || k === "dark" || k === "light").join(" ");
    setNum(c, "");
    delete c.dataset.move;
    if (at.has(name)) {
      c.classList.add("visited");
      setNum(c, at.get(name));
    }
    if (legal.has(name)) c.classList.add("legal");
  }
  if (game.path.length > 0) cells[game.path[game.path.length - 1]].classList.add("knight");
  game.view.svg.replaceChildren();
  drawLine(game.view, game.path, "path");
  const board = document.getElementById("board");
  board.dataset.path = game.path.join(" ");
  const size = game.w * game.h;
  if (game.path.length === 0) {
    setStatus(`Tap any square of the ${game.w}x${game.h} board to start.`);
  } else if (game.path.length === size) {
    setStatus(`A full tour: all ${size} squares. Well done!`);
  } else if (legal.size === 0) {
    setStatus(`Stuck after move ${game.path.length - 1}: ${size - game.path.length} squares left unvisited. Ask where you went wrong.`);
  } else {
    setStatus(`Move ${game.path.length - 1}: on ${game.path[game.path.length - 1]}, ${size - game.path.length} squares to go.`);
  }
}

function undo() {
  if (game.path.length === 0) return;
  game.path.pop();
  clearAnalysis();
  redraw();
}

async function blamePath() {
  if (game.path.length === 0) {
    setExplain("Start a game first: tap a square.");
    return null;
  }
  setExplain("Thinking...");
  const { status, doc } = await api("blame", { board: `${game.w}x${game.h}` }, game.path.join(" "));
  if (status !== 200) {
    setExplain(`The server refused: ${doc.error || doc}`);
    return null;
  }
  return doc;
}

// whereWrong marks the first dead move, says why in blame's words and draws
// the evidence the verdict carries.
async function whereWrong() {
  const path = game.path.slice();
  const v = await blamePath();
  if (!v || path.join(" ") !== game.path.join(" ")) return;
  redraw();
  const board = document.getElementById("board");
  board.dataset.verdict = v.status;
  if (v.status === "completable") {
    setExplain("No mistake yet: " + v.explanation + ".");
    markHints(v);
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
}

function markHints(v) {
  const { cells } = game.view;
  for (const s of v.hints || []) cells[s].classList.add("hint");
  game.completion = v.completion || null;
  document.getElementById("completion").disabled = !game.completion;
}

async function hint() {
  const path = game.path.slice();
  const v = await blamePath();
  if (!v || path.join(" ") !== game.path.join(" ")) return;
  redraw();
  if (v.status === "completable") {
    markHints(v);
    setExplain(v.hints && v.hints.length
      ? `Moves that keep a full tour possible: ${v.hints.join(" ")} (marked).`
      : "This is already a full tour.");
  } else if (v.status === "dead") {
    setExplain(`No move helps: the tour became impossible at move ${v.first_dead}. Ask where you went wrong.`);
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
    }
  });
  drawLine(game.view, game.completion.slice(game.path.length - 1), "ghostline");
  setExplain(`One way to finish: ${game.completion.slice(game.path.length).join(" ")}`);
}

// ---- Check a tour --------------------------------------------------------

async function checkTour() {
  const text = document.getElementById("tour-text").value;
  const size = document.getElementById("check-size").value.trim();
  const result = document.getElementById("check-result");
  const view = document.getElementById("check-view");
  // Forget the board a previous check drew: a picture needs no grid.
  view.replaceChildren();
  view.className = "";
  delete view.dataset.move;
  result.textContent = "Checking...";
  const params = size ? { board: size } : {};
  const answer = await api("verify", params, text);
  if (answer.status !== 200) {
    const doc = answer.doc;
    result.textContent = doc.error || String(doc);
    if (doc.line) selectAt(doc.line, doc.col);
    return;
  }
  // One verdict a tour; this view shows the first.
  const doc = answer.doc[0];
  result.dataset.status = doc.verdict;
  if (doc.verdict === "valid") {
    result.textContent = `Valid ${doc.kind} of ${doc.board} from ${doc.start} to ${doc.end}, ${doc.covered} of ${doc.squares} squares.`;
    const picture = await api("render", Object.assign({ format: "svg" }, params), text);
    if (picture.status === 200 && typeof picture.doc === "string") {
      const svg = new DOMParser().parseFromString(picture.doc, "image/svg+xml").documentElement;
      svg.classList.add("picture");
      view.append(document.importNode(svg, true));
    }
    return;
  }
  result.textContent = "Not a tour: " + doc.fault;
  if (doc.line && doc.col) selectAt(doc.line, doc.col);
  const [w, h] = doc.board ? doc.board.split("x").map(Number) : [0, 0];
  if (doc.move === undefined || !w || w > 26 || h > 40) return;
  const v = drawBoard(view, w, h, null);
  view.dataset.move = doc.move;
  if (doc.from && v.cells[doc.from]) v.cells[doc.from].classList.add("fault-from");
  if (doc.to && v.cells[doc.to]) {
    v.cells[doc.to].classList.add("fault");
    v.cells[doc.to].dataset.move = doc.move;
    setNum(v.cells[doc.to], doc.move);
  }
  if (doc.from && doc.to && v.cells[doc.from] && v.cells[doc.to]) drawLine(v, [doc.from, doc.to], "faultline");
}

// selectAt selects the character at line:col of the pasted text, where the
// reader stopped.
function selectAt(line, col) {
  const ta = document.getElementById("tour-text");
  const lines = ta.value.split("\n");
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  offset += col - 1;
  ta.focus();
  ta.setSelectionRange(offset, offset + 1);
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
  const view = drawBoard(document.getElementById("survey-board"), w, h, null);
  const { status: code, doc } = await api("survey", { board: `${w}x${h}`, timeout: "2s" });
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
      c.title = `${s.square}: a tour starts here (${s.method})`;
    } else if (s.status === "none") {
      no++;
      c.classList.add("no");
      setNum(c, "no");
      const show = () => explainStart(w, h, s.square, c);
      c.addEventListener("mouseenter", show);
      c.addEventListener("click", show);
      c.addEventListener("focus", show);
    } else {
      unknown++;
      c.classList.add("unknown");
      setNum(c, "?");
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
      status === 200 ? doc.explanation || `${doc.status} (${doc.method})` : doc.error));
  }
  const text = await why.get(key);
  cell.title = `${sq}: ${text}`;
  explain.dataset.square = sq;
  explain.textContent = `No tour from ${sq}: ${text}`;
}

// ---- Wiring ----------------------------------------------------------------

function fillSizes(id, value) {
  const s = document.getElementById(id);
  for (let n = MIN_SIDE; n <= MAX_SIDE; n++) s.append(new Option(n, n, n === value, n === value));
}

function showTab(name) {
  for (const t of document.querySelectorAll(".tab")) t.setAttribute("aria-selected", t.dataset.tab === name);
  for (const p of document.querySelectorAll(".panel")) p.hidden = p.id !== name;
}

document.addEventListener("DOMContentLoaded", () => {
  fillSizes("play-w", 8); fillSizes("play-h", 8);
  fillSizes("survey-w", 5); fillSizes("survey-h", 5);
  for (const t of document.querySelectorAll(".tab")) t.addEventListener("click", () => showTab(t.dataset.tab));
  document.getElementById("new-game").addEventListener("click", newGame);
  document.getElementById("undo").addEventListener("click", undo);
  document.getElementById("blame").addEventListener("click", whereWrong);
  document.getElementById("rewind").addEventListener("click", rewind);
  document.getElementById("hint").addEventListener("click", hint);
  document.getElementById("completion").addEventListener("click", showCompletion);
  document.getElementById("check-run").addEventListener("click", checkTour);
  document.getElementById("survey-run").addEventListener("click", runSurvey);
  if (window.knightEngine) {
    // Offline: say so, and start the engine now, so that it has loaded
    // by the first question.
    document.getElementById("footer").textContent = "Answers are computed in this browser by the knight engine (WebAssembly); nothing is sent anywhere.";
    document.body.dataset.engine = "wasm";
    engineRequest("POST", "v1/verify?board=1x1", "a1").catch(() => {});
    // Keep the page and the engine for when there is no network. Browsers
    // allow it on https and on localhost only; elsewhere the page still
    // runs, while the folder can be reached.
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("sw.js").then(() => { document.body.dataset.cached = "true"; }, () => {});
    }
  } else document.body.dataset.engine = "server";
  newGame();
  document.body.dataset.ready = "true";
});
