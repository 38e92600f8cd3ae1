// Check a tour: a grader's desk over POST /v1/verify.
import { call, drawBoard, drawLine, el, setNum } from "./app.js";

// checkTour grades the pasted text and every file chosen or dropped, one
// request an input, and shows one row a tour.
export async function checkTour() {
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
  // Text set aside (it could be a tour, and was not graded) is a row of
  // its own but no tour: the summary counts it apart, and it keeps the
  // answer from passing unless it was allowed; with no tour graded,
  // nothing passes.
  let valid = 0, aside = 0, held = 0;
  for (const v of rows) {
    if (v.verdict === "valid") valid++;
    if (v.verdict === "set aside") { aside++; if (!v.allowed) held++; }
    tbody.append(gradeRow(v));
  }
  const graded = rows.length - aside;
  const pass = graded > 0 && valid === graded && held === 0;
  document.getElementById("grades").hidden = false;
  document.getElementById("check-legend").hidden = pass;
  result.dataset.status = pass ? "valid" : "invalid";
  result.textContent = `${graded} ${graded === 1 ? "tour" : "tours"}: ${valid} valid, ${graded - valid} not` +
    (aside ? `; ${aside} set aside, not graded` : "") + ".";
  // Where the first fault of the pasted text is (the square of an invalid
  // tour's faulty move, or where the reader stopped), that text is
  // selected.
  const first = rows.find(v => v.input.name === "pasted" && v.verdict !== "valid" && v.line && v.col);
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
  const tr = el("tr", v.verdict.replace(" ", "-"));
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
  const fault = cell("Fault", "fault");
  fault.append(el("span", "fault-msg", v.fault || "none"));
  if (v.required) fault.append(el("div", "required", `required: ${v.required}`));
  if (v.verdict !== "valid" && v.line && v.col) fault.append(faultText(v));
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
    setNum(c, i + 1);
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
    setNum(c, seen.has(v.to) && seen.get(v.to) !== v.move ? `${seen.get(v.to) + 1}/${v.move + 1}` : v.move + 1);
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

// splitAt parts a line of the input at column col, which the server
// counts in bytes of UTF-8, into the text before, the token there (the
// square or number at fault, up to the next space, comma, bracket or
// frame; at least one character) and the text after.
function splitAt(line, col) {
  const bytes = new TextEncoder().encode(line);
  const before = new TextDecoder().decode(bytes.slice(0, Math.max(0, col - 1)));
  const rest = line.slice(before.length);
  const m = /^[^\s,;()[\]{}|"']{1,40}/.exec(rest);
  const len = m ? m[0].length : Math.min(1, rest.length);
  return [before, rest.slice(0, len), rest.slice(len)];
}

// faultText shows the line of the input the fault is on, the faulty text
// marked, with its line and column; for the pasted text, a button selects
// it in the box.
function faultText(v) {
  const box = el("div", "fault-text");
  box.dataset.line = v.line;
  box.dataset.col = v.col;
  const text = typeof v.input.text === "string" ? v.input.text : new TextDecoder().decode(v.input.text);
  const line = text.split("\n")[v.line - 1];
  const label = `line ${v.line}, column ${v.col}`;
  if (line === undefined) {
    box.textContent = label;
    return box;
  }
  const [before, token, after] = splitAt(line.replace(/\r$/, ""), v.col);
  const code = el("code");
  code.append((before.length > 30 ? "…" + before.slice(-30) : before));
  code.append(el("mark", "", token));
  code.append(after.length > 30 ? after.slice(0, 30) + "…" : after);
  box.append(el("span", "where-label", label + ": "), code);
  if (v.input.name === "pasted") {
    const b = el("button", "where", "Show in the text");
    b.type = "button";
    b.setAttribute("aria-label", `Select ${label} in the pasted text`);
    b.addEventListener("click", () => selectAt(v.line, v.col, true));
    box.append(" ", b);
  }
  return box;
}

// selectAt selects the text at line:col of the pasted text (the square or
// number at fault, or where the reader stopped), without taking focus from
// where the user is unless asked.
function selectAt(line, col, focus) {
  const ta = document.getElementById("tour-text");
  const lines = ta.value.split("\n");
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  const [before, token] = splitAt(lines[line - 1] || "", col);
  if (focus) ta.focus();
  ta.setSelectionRange(offset + before.length, offset + before.length + Math.max(token.length, 1));
}

// pendingFiles are the files chosen or dropped, graded with the text.
let pendingFiles = [];

export function addFiles(files) {
  pendingFiles = [...files];
  const result = document.getElementById("check-result");
  delete result.dataset.status;
  result.textContent = pendingFiles.length ? `${pendingFiles.length} ${pendingFiles.length === 1 ? "file" : "files"}: ${pendingFiles.map(f => f.name).join(", ")}. Checking...` : "";
  if (pendingFiles.length) checkTour();
}

