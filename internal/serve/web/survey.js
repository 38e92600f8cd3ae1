// Survey: which start squares of a board have an open tour, and why not.
import { api, call, drawBoard, el, setNum, SURVEY_COUNT_SQUARES, SURVEY_TIMEOUT } from "./app.js";

const why = new Map();

export async function runSurvey() {
  const w = parseInt(document.getElementById("survey-w").value, 10);
  const h = parseInt(document.getElementById("survey-h").value, 10);
  const status = document.getElementById("survey-status");
  const explain = document.getElementById("survey-explain");
  explain.textContent = "";
  status.textContent = `Deciding every start square of ${w}x${h}...`;
  const board = document.getElementById("survey-board");
  const view = drawBoard(board, w, h, () => {});
  board.setAttribute("aria-label", `survey of ${w}x${h}`);
  const answer = await call("survey", runSurvey, "survey", { board: `${w}x${h}`, timeout: "2s", counts: "true" }, "", SURVEY_TIMEOUT);
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
  status.textContent = `${w}x${h}: ${yes} starts with a tour, ${no} without` + (unknown ? `, ${unknown} undecided` : "") + ". " + showCounts(view, doc, w * h);
}

// showCounts writes on each square the number of open tours from it
// (directed: the start fixes the direction), when the server counted
// them, and returns the sentence that says so, or why they are not shown.
function showCounts(view, doc, squares) {
  if (!doc.counts) {
    return squares > SURVEY_COUNT_SQUARES ? `Not counted: board over ${SURVEY_COUNT_SQUARES} squares.` : "Not counted: the count did not finish in time.";
  }
  let total = 0n;
  for (const [sq, n] of Object.entries(doc.counts)) {
    const c = view.cells[sq];
    c.append(el("span", "count", n));
    c.setAttribute("aria-label", `${c.getAttribute("aria-label") || sq}; ${n} tours start here`);
    total += BigInt(n);
  }
  return `Tours counted from each square: ${total} in all.`;
}

// explainStart says why no tour starts on sq, in prove's words; when
// only SAT's search answered, a sentence saying what was asked comes
// first and prove's words, about the solver, go under "The full
// argument".
async function explainStart(w, h, sq, cell) {
  const explain = document.getElementById("survey-explain");
  const key = `${w}x${h} ${sq}`;
  if (!why.has(key)) {
    why.set(key, api("prove", { board: `${w}x${h}`, start: sq }).then(({ status, doc }) =>
      status === 200 ? { text: doc.explanation || `${doc.status} (${doc.method})`, sat: doc.method === "sat" } : { text: doc.error },
    (err) => { why.delete(key); return { text: `the server cannot be reached (${err.message})` }; }));
  }
  const { text, sat } = await why.get(key);
  cell.title = `${sq}: ${text}`;
  explain.dataset.square = sq;
  if (!sat) {
    explain.replaceChildren(el("p", "plain", `No tour from ${sq}: ${text}`));
    return;
  }
  const more = el("details", "argument");
  more.append(el("summary", "", "The full argument"), el("p", "words", text));
  explain.replaceChildren(el("p", "plain", `No tour from ${sq}. The question asked was: can a knight starting on ${sq} visit each of the ${w * h} squares of ${w}x${h} once? A complete search of every way on answered no.`), more);
}

