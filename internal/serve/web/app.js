// What every part of the page shares (main.js wires the parts: play.js,
// check.js, survey.js, puzzle.js and puzzle-ask.js): squares and knight's
// moves, the requests and their failures, the board drawing. Every answer
// comes from the knight server's API (POST /v1/...), the same documents
// the command prints with -json, or from the same handler compiled to
// WebAssembly in a worker; the page only draws them. This module imports
// nothing.
export const MAX_SIDE = 16;

// TAP is what the player does to a square: "Tap" on a touch screen,
// "Click" with a mouse; the page's words say it as the device has it.
export const TAP = window.matchMedia && matchMedia("(pointer: coarse)").matches ? "Tap" : "Click";

// Squares are written as the command writes them: file letter, rank number.
export function sqName(x, y) { return String.fromCharCode(96 + x) + y; }
export function sqParse(s) { return { x: s.charCodeAt(0) - 96, y: parseInt(s.slice(1), 10) }; }
export function isKnightMove(a, b) {
  const dx = Math.abs(a.x - b.x), dy = Math.abs(a.y - b.y);
  return (dx === 1 && dy === 2) || (dx === 2 && dy === 1);
}
const JUMPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
// neighbours are the squares a move from s on w x h: the knight's, or,
// with jumps (leaperJumps), a leaper's; holes, a Set of square names,
// are left out.
export function neighbours(s, w, h, jumps = JUMPS, holes = null) {
  const out = [];
  for (const [dx, dy] of jumps) {
    const x = s.x + dx, y = s.y + dy;
    if (x >= 1 && x <= w && y >= 1 && y <= h && !(holes && holes.has(sqName(x, y)))) out.push(sqName(x, y));
  }
  return out;
}

// ---- Pieces and shapes -------------------------------------------------------

// PIECES are the leapers the page names, as the API's piece parameter
// (board.ParsePiece) names them, with their leaps.
export const PIECES = { knight: [[1, 2]], camel: [[1, 3]], zebra: [[2, 3]], giraffe: [[1, 4]] };

// parseLeaps reads a piece as the API does: a name of PIECES, or leaps
// such as "(2,3)" or "(2,2)+(3,0)"; null when it is neither.
export function parseLeaps(text) {
  const t = text.replace(/\s+/g, "");
  if (PIECES[t]) return PIECES[t];
  if (!/^\(\d+,\d+\)(\+\(\d+,\d+\))*$/.test(t)) return null;
  const leaps = [...t.matchAll(/\((\d+),(\d+)\)/g)].map((m) => [parseInt(m[1], 10), parseInt(m[2], 10)]);
  return leaps.some(([a, b]) => a === 0 && b === 0 || a > 16 || b > 16) ? null : leaps;
}

// leaperJumps are the moves of leaps: each (a,b) in every direction.
export function leaperJumps(leaps) {
  const seen = new Set(), out = [];
  for (const [a, b] of leaps) {
    for (const [dx, dy] of [[a, b], [b, a]]) {
      for (const [sx, sy] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) {
        const key = `${sx * dx},${sy * dy}`;
        if (!seen.has(key)) { seen.add(key); out.push([sx * dx, sy * dy]); }
      }
    }
  }
  return out;
}

// pieceWords names a piece for a sentence: "the zebra (2,3)", "the
// (2,2)+(3,0) leaper".
export function pieceWords(text) {
  const t = (text || "knight").replace(/\s+/g, "");
  if (PIECES[t]) return `the ${t} (${PIECES[t][0].join(",")})`;
  return `the ${t} leaper`;
}

// shapeWords names a board and its holes as knight's verdicts do: "8x8",
// "8x8 without d4 e5", past eight holes by their count.
export function shapeWords(w, h, holes) {
  const list = [...holes].sort(bySquare);
  if (!list.length) return `${w}x${h}`;
  if (list.length > 8) return `${w}x${h} with ${list.length} holes (${w * h - list.length} squares)`;
  return `${w}x${h} without ${list.join(" ")}`;
}

// bySquare orders squares as the board does: by rank, then by file.
export function bySquare(a, b) {
  const p = sqParse(a), q = sqParse(b);
  return p.y - q.y || p.x - q.x;
}

// markHoles draws the holes of a board drawn by drawBoard: each a dark,
// hatched square with no number, named a hole for a screen reader, so
// that it is told from an empty square by its lightness and its pattern,
// never by hue alone.
export function markHoles(view, holes) {
  for (const [name, c] of Object.entries(view.cells)) {
    const hole = holes.has(name);
    c.classList.toggle("hole", hole);
    if (hole) {
      c.dataset.hole = "true";
      c.setAttribute("aria-label", `${name}, hole`);
    } else delete c.dataset.hole;
  }
}

// api posts body to /v1/name with query parameters named as the command's
// flags and returns {status, doc} (doc parsed JSON, or text for pictures).
// signal, when given, aborts the request (call() gives one with a time
// limit). The answer comes from the server, or, when the page was written
// by knight serve -static (config.js names the engine), from the same
// handler compiled to WebAssembly and run in a worker in this browser.
export async function api(name, params, body, signal, ms) {
  const query = new URLSearchParams(params).toString();
  const url = "v1/" + name + (query ? "?" + query : "");
  let status, type, text;
  if (window.knightEngine) {
    ({ status, type, body: text } = await engineRequest("POST", url, body || "", signal, ms));
  } else {
    // application/octet-stream: a type no other page may make a browser
    // send here without asking the server first, which it never grants.
    const res = await fetch(url, { method: "POST", body: body || "", signal, headers: { "Content-Type": "application/octet-stream" } });
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

// The offline engine: one worker, started at once when the page loads, its
// answers matched to requests by id. The engine keeps the server's time
// limit (10 s), but in WebAssembly, with one thread and no preemption,
// only where the search polls the request's own context (internal/clock):
// the SAT solver and a survey's per-square limit run until they end by
// themselves. The page's own limit (at least ENGINE_LIMIT_MS) is the
// backstop, counted from the request: a request not answered by then
// fails; if the engine was computing, the worker is stopped, every
// request waiting on it fails, and the next request starts a new one; if
// it was still loading, the download goes on and the message says how far
// it got.
const ENGINE_LIMIT_MS = 30000;
let engineWorker = null, engineReady = false, engineNext = 0, engineGot = [0, 0];
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

// megabytes writes n bytes as "2.8 MB" (or "640 KB").
function megabytes(n) {
  return n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.round(n / 1e3)} KB`;
}

// engineProgress says on the page how the engine's loading goes.
function engineProgress(text) {
  const line = document.getElementById("engine-status");
  line.textContent = text;
  line.hidden = !text;
}

export function engineStart() {
  engineWorker = new Worker(window.knightEngine);
  engineWorker.onmessage = (event) => {
    const d = event.data;
    if (d.progress) {
      engineGot = d.progress;
      const [got, total] = d.progress;
      document.body.dataset.engineBytes = got;
      engineProgress(d.cached ? "Starting the engine from this browser's copy..."
        : `Loading the engine, once: ${megabytes(got)}${total ? ` of ${megabytes(total)}` : ""}...`);
      return;
    }
    if (d.failed) { engineProgress(""); engineFail("the engine in this browser could not start: " + d.failed); return; }
    if (d.ready) {
      engineReady = true;
      engineProgress("");
      document.body.dataset.engineReady = Math.round(performance.now());
      return;
    }
    const { id, error } = d;
    const pending = enginePending.get(id);
    enginePending.delete(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    if (error) pending.reject(new Error("the engine in this browser: " + error));
    else pending.resolve(d);
  };
  engineWorker.onerror = (event) => engineFail("the engine in this browser failed: " + (event.message || "it could not start"));
}

function engineRequest(method, url, body, signal, ms) {
  if (!engineWorker) engineStart();
  const id = engineNext++;
  const limit = Math.max(ms || 0, ENGINE_LIMIT_MS);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (!engineReady) {
        // Still loading: this request fails, the download goes on.
        enginePending.delete(id);
        const [got, total] = engineGot;
        reject(new Error(`the engine is still loading (${megabytes(got)}${total ? ` of ${megabytes(total)}` : ""} after ${limit / 1000} s); ask again once it has loaded`));
        return;
      }
      engineFail(`the engine in this browser gave no answer within ${limit / 1000} s and was stopped; ask again for a smaller board`);
    }, limit);
    enginePending.set(id, { resolve, reject, timer });
    engineWorker.postMessage({ id, method, url, body });
    // An aborted request stops being waited for; the worker's answer,
    // when it comes, is dropped.
    if (signal) {
      signal.addEventListener("abort", () => {
        const pending = enginePending.get(id);
        if (!pending) return;
        enginePending.delete(id);
        clearTimeout(pending.timer);
        reject(new DOMException("aborted", "AbortError"));
      }, { once: true });
    }
  });
}

// ---- Requests: busy, failure, retry ----------------------------------------

// REQUEST_TIMEOUT is how long a request may take before the page says the
// server does not answer; a stopped server fails at once. It is longer
// than the server's own limit (10 s), so that the server's answer, an
// undecided one included, arrives first even on a slow network. A survey
// decides every square, each within its own limit, and gets longer.
const REQUEST_TIMEOUT = 15000;
export const SURVEY_TIMEOUT = 120000;
// SURVEY_COUNT_SQUARES is the largest board whose survey shows the number
// of tours from each square: the server's api.MaxSurveyCountSquares,
// which counts them (a Go test checks that the two agree).
export const SURVEY_COUNT_SQUARES = 25;

class RequestError extends Error {}

// call runs api() for the panel of the control that asked: while it runs
// the panel's request buttons are disabled and its spinner shows; when the
// server fails or does not answer within ms, the panel shows the error and
// a retry that runs action again. Focus goes back where it was, so that a
// keyboard user is never left on the page's body. It returns api()'s
// answer, or null after a failure.
export async function call(panelId, action, name, params, body, ms) {
  const panel = document.getElementById(panelId);
  const buttons = [...panel.querySelectorAll("button[data-request]")];
  const spinner = panel.querySelector(".spinner");
  const focused = document.activeElement;
  hideError(panelId);
  for (const b of buttons) b.disabled = true;
  spinner.hidden = false;
  panel.setAttribute("aria-busy", "true");
  // The request is aborted at its time limit: a silent server neither
  // keeps the page waiting nor keeps the connection.
  // Offline, the engine's own backstop (at least ENGINE_LIMIT_MS, counted
  // from the request) limits it instead: computing in WebAssembly takes
  // longer than the server's answers.
  const offline = Boolean(window.knightEngine);
  const limit = ms || REQUEST_TIMEOUT;
  const abort = new AbortController();
  let timedOut = false;
  const timer = offline ? undefined : setTimeout(() => { timedOut = true; abort.abort(); }, limit);
  try {
    const answer = await api(name, params, body, abort.signal, limit);
    if (answer.status >= 500) {
      const why = answer.doc && answer.doc.error ? answer.doc.error : `status ${answer.status}`;
      throw new RequestError(`${offline ? "the engine in this browser" : "the server"} failed: ${why}`);
    }
    return answer;
  } catch (err) {
    const why = timedOut ? `the server did not answer within ${Math.round(limit / 1000)} s`
      : err instanceof RequestError || offline ? err.message : "the server cannot be reached (" + err.message + ")";
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

export function hideError(panelId) { document.querySelector(`#${panelId} .error`).hidden = true; }

export function el(tag, cls, text) {
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
export function drawBoard(container, w, h, onTap) {
  container.replaceChildren();
  container.classList.add("board");
  container.style.setProperty("--w", w);
  container.style.setProperty("--h", h);
  const wrap = container.parentElement;
  if (wrap && wrap.classList.contains("boardwrap")) {
    wrap.style.setProperty("--w", w);
    wrap.style.setProperty("--h", h);
  }
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
export function cursor(container, name) {
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

// reveal scrolls the page just enough that the element e, an answer the
// player asked for, is on the screen: a hint's words must not land below
// the fold, on a phone least of all. Nothing moves when it already shows.
export function reveal(e) {
  if (!e || !e.textContent) return;
  const r = e.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) e.scrollIntoView({ block: r.height > window.innerHeight ? "start" : "nearest" });
}

// afterMove names the position after move i, whose knight is on sq, as a
// player counts moves: move 1 goes from the first square to the second,
// so the position before any move is the start.
export function afterMove(i, sq) { return i <= 0 ? `on the start square ${sq}` : `after move ${i} (${sq})`; }

// setNum writes the number or word shown in the middle of a square.
export function setNum(cell, text) { cell.querySelector(".num").textContent = text; }

export function drawLine(view, squares, cls) {
  if (squares.length < 2) return;
  const pl = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
  pl.setAttribute("points", squares.map(s => {
    const p = sqParse(s);
    return `${p.x - 0.5},${view.h - p.y + 0.5}`;
  }).join(" "));
  pl.setAttribute("class", cls);
  view.svg.append(pl);
}

// capital starts a sentence with a capital.
export function capital(s) { return s ? s[0].toUpperCase() + s.slice(1) : s; }

// onClicks wires each button, named by its id, to its handler.
export function onClicks(handlers) {
  for (const [id, f] of Object.entries(handlers)) document.getElementById(id).addEventListener("click", f);
}
