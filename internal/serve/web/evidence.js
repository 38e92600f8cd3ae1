// The evidence of a verdict, shown to a player (play.js asks blame, this
// file shows what it answered): the board rewound to the position the
// argument is about, one plain sentence first and the full argument a tap
// away, the whole game a tap away, a case split as a tree of moves to
// walk, and the tour that was still possible before the mistake, replayed
// step by step. argument.js draws each argument on the board.
import { afterMove, capital, drawLine, el } from "./app.js";
import { game, paintBoard, setStatus } from "./play.js";
import { breadcrumbs, counted, drawArgumentOn, kindWords, nextCaseButton } from "./argument.js";

// ev is what the evidence panel shows: the verdict, the game's path, the
// index of the square the argument starts after, the moves chosen down a
// case split, whether the whole game is shown, and the replay.
const ev = { v: null, path: [], at: -1, trail: [], whole: false, replay: null, timer: 0 };

// endEvidence forgets the evidence shown (a new move, undo, a new game).
export function endEvidence() {
  clearInterval(ev.timer);
  Object.assign(ev, { v: null, path: [], at: -1, trail: [], whole: false, replay: null, timer: 0 });
}

// showVerdict shows a dead verdict's evidence, or what an undecided one
// proved; it reports false when there is nothing to draw.
export function showVerdict(v, path) {
  endEvidence();
  let at = -1;
  if (v.status === "dead") at = v.first_dead;
  else if (v.status === "unknown" && v.first_proved_dead >= 0) at = v.first_proved_dead;
  if (at < 0 && !(v.alive_completion && v.alive_completion.length)) return false;
  Object.assign(ev, { v, path: path.slice(), at });
  showEvidence();
  return true;
}

// node is the certificate of the position the trail leads to.
function evNode() {
  let c = ev.v.certificate;
  for (const move of ev.trail) c = c.branches.find(b => b.move === move).certificate;
  return c;
}

// showEvidence draws the board and fills the panel for the current state.
function showEvidence() {
  clearInterval(ev.timer);
  ev.timer = 0;
  const box = document.getElementById("evidence");
  box.replaceChildren();
  const board = document.getElementById("board");
  if (ev.replay) {
    board.dataset.view = "replay";
    showReplay(box);
    return;
  }
  const v = ev.v;
  const explain = document.getElementById("explain");
  explain.replaceChildren();
  if (ev.at < 0) {
    // Undecided with nothing proved dead: only the tour still possible.
    paintBoard(ev.path, new Set());
    board.dataset.view = "whole";
    explain.append(el("p", "plain", undecidedWords(v)));
    box.append(evidenceControls());
    return;
  }
  const cert = v.certificate;
  const prefix = ev.path.slice(0, ev.at + 1).concat(ev.trail);
  if (ev.whole) {
    paintWhole();
    board.dataset.view = "whole";
  } else {
    paintBoard(prefix, new Set());
    board.dataset.view = "rewound";
    for (const s of ev.trail) game.view.cells[s].classList.add("supposed");
  }
  const dead = game.view.cells[ev.path[ev.at]];
  dead.classList.add("dead");
  dead.dataset.move = ev.at;
  board.dataset.shown = ev.whole ? ev.path.join(" ") : prefix.join(" ");
  setStatus(ev.whole
    ? `Your whole game: ${ev.path.length} squares; the moves after move ${ev.at} are faded.`
    : `The position ${afterMove(ev.at, ev.path[ev.at])}${ev.trail.length ? ` and the supposed moves ${ev.trail.join(", ")}` : ""}: ${v.status === "dead" ? "the mistake" : "the first move proved wrong"} is marked in red; later moves are hidden.`);

  const node = cert ? evNode() : null;
  const drawn = node && !ev.whole ? drawArgument(node, prefix) : null;
  const plain = el("p", "plain");
  plain.id = "plain";
  plain.textContent = v.status === "dead" ? "" : undecidedWords(v) + " ";
  plain.textContent += drawn ? drawn.sentence : rootSentence(v, prefix);
  explain.append(plain);

  box.append(evidenceControls());
  if (cert && cert.kind === "case-split" && !ev.whole) box.append(caseSplitNav(node, prefix));
  if (drawn && drawn.legend) box.append(drawn.legend);
  const more = el("details", "argument");
  more.id = "argument";
  more.append(el("summary", "", "The full argument"));
  if (drawn && drawn.table) more.append(drawn.table);
  if (drawn) for (const line of drawn.more) more.append(el("p", "", line));
  if (ev.trail.length === 0 || !drawn) more.append(el("p", "words", blameWords(v)));
  if (v.needed && !drawn) more.append(el("p", "", "The search was the SAT solver's, a second opinion: it leaves no certificate to count by hand, only the answer no, which knight verify can ask again."));
  box.append(more);
}

function blameWords(v) {
  const who = v.status === "dead"
    ? (v.first_dead === 0 ? `No tour can start on ${ev.path[0]}: ` : `Your mistake was move ${v.first_dead}, to ${v.move}: `)
    : "Undecided: ";
  return who + v.explanation;
}

// undecidedWords says what an undecided verdict proved, in words.
function undecidedWords(v) {
  if (v.status === "dead") return "";
  const alive = v.last_alive >= 0 ? `${afterMove(v.last_alive, ev.path[v.last_alive])} a full tour was still possible` : "";
  const dead = v.first_proved_dead >= 0 ? `${afterMove(v.first_proved_dead, ev.path[v.first_proved_dead])} none is` : "";
  let s = "Not decided in time. ";
  if (alive && dead) s += `It is proved that ${alive} and that ${dead}, so the mistake is one of moves ${v.last_alive + 1} to ${v.first_proved_dead}.`;
  else if (alive) s += `It is proved that ${alive}; what came after was not decided.`;
  else if (dead) s += `It is proved that ${dead}; which earlier move (or the start) was the mistake was not decided.`;
  return s;
}

// rootSentence is the plain sentence when there is no certificate to draw:
// SAT's second opinion, or the whole game shown.
function rootSentence(v, prefix) {
  if (ev.whole) return `Your mistake was move ${ev.at} (${ev.path[ev.at]}); the moves after it are faded.`;
  if (v.needed) {
    for (const s of v.needed) game.view.cells[s].classList.add("needed");
    return `${capital(afterMove(ev.at, ev.path[ev.at]))} no full tour exists. The question asked was: can the knight, from ${ev.path[ev.at]}, still visit each of the ${game.w * game.h - ev.at - 1} squares left once${game.closed ? `, ending a knight's move from ${ev.path[0]}` : ""}? A complete search of every way on answered no, and it needed only your moves to ${v.needed.join(", ")} (dashed) to say so.`;
  }
  if (v.method === "exhaustive") return `${capital(afterMove(ev.at, prefix[ev.at]))} no full tour exists: trying every way on from ${prefix[ev.at]}, each one gets stuck before all ${game.w * game.h} squares are visited.`;
  return `${capital(afterMove(ev.at, prefix[ev.at]))} no full tour exists; the full argument says why.`;
}

// evidenceControls are the buttons beside the argument: the whole game or
// the position, and the replay of the tour still possible.
function evidenceControls() {
  const row = el("div", "controls evcontrols");
  if (ev.at >= 0) {
    const whole = el("button", "", ev.whole ? "Back to the position at the mistake" : "Show your whole game");
    whole.id = "ev-whole";
    whole.setAttribute("aria-pressed", String(ev.whole));
    whole.addEventListener("click", () => { ev.whole = !ev.whole; showEvidence(); document.getElementById("ev-whole").focus(); });
    row.append(whole);
  }
  const alive = ev.v.alive_completion;
  if (alive && alive.length) {
    const before = ev.v.status === "dead" ? ev.v.first_dead - 1 : ev.v.last_alive;
    const replay = el("button", "", `Replay a tour still possible ${afterMove(before, ev.path[before])}`);
    replay.id = "ev-replay";
    replay.addEventListener("click", () => startReplay(before));
    row.append(replay);
  }
  return row;
}

// paintWhole draws the whole game, the moves after the mistake faded.
function paintWhole() {
  paintBoard(ev.path, new Set());
  ev.path.forEach((s, i) => {
    if (i > ev.at) {
      const c = game.view.cells[s];
      c.classList.remove("visited");
      c.classList.add("later");
      c.setAttribute("aria-label", `${s}, visited, square ${i + 1}, after the mistake`);
    }
  });
}

// ---- Case splits -----------------------------------------------------------

function markBranches(cert) {
  for (const b of cert.branches || []) {
    const c = game.view.cells[b.move];
    c.classList.add("branch");
    c.setAttribute("aria-label", `${c.getAttribute("aria-label")}, a move the case split tries`);
  }
}

// splitCases lists the cases of the case split cert, in order: for each
// position where it ends, the moves down to it and the reason in words.
function splitCases(cert, trail = [], out = []) {
  if (cert.kind !== "case-split" || !cert.branches || !cert.branches.length) {
    out.push({ trail, reason: cert.kind === "case-split" ? "no move left" : kindWords(cert.kind) });
    return out;
  }
  for (const b of cert.branches) splitCases(b.certificate, trail.concat(b.move), out);
  return out;
}

// nextCase is the tour split's Next case button.
function nextCase() {
  return nextCaseButton(splitCases(ev.v.certificate), ev.trail, "ev-next-case", (trail) => { ev.trail = trail; showEvidence(); });
}

// caseSplitNav is the walk through a case split: breadcrumbs back to the
// root, a button for each move from the current position, and Next case.
function caseSplitNav(node, prefix) {
  const nav = el("nav", "casesplit");
  nav.id = "ev-tree";
  nav.setAttribute("aria-label", "case split: every move, one at a time");
  const root = afterMove(ev.at, ev.path[ev.at]);
  nav.append(breadcrumbs([root, ...ev.trail],
    (i, name) => `back to ${i === 0 ? "the position " + name : "the position after " + name}`,
    (i) => { ev.trail = ev.trail.slice(0, i); showEvidence(); focusTree(); }));
  if (node.kind === "case-split" && node.branches && node.branches.length) {
    const group = el("div", "branches");
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", `moves from ${node.from}`);
    group.append(el("span", "", `Moves from ${node.from}: `));
    for (const b of node.branches) {
      const split = b.certificate.kind === "case-split";
      const btn = el("button", "branch-move", `${b.move} ${split ? "\u25B8 splits again" : "\u2715 " + kindWords(b.certificate.kind)}`);
      btn.dataset.move = b.move;
      btn.setAttribute("aria-label", `try ${node.from} to ${b.move}: ${split ? "every move after it loses in turn" : "ruled out: " + kindWords(b.certificate.kind)}`);
      btn.addEventListener("click", () => { ev.trail = ev.trail.concat(b.move); showEvidence(); focusTree(); });
      group.append(btn);
    }
    nav.append(group);
  }
  nav.append(nextCase());
  nav.dataset.depth = ev.trail.length;
  return nav;
}

// evidenceTap walks the case split shown down the move to the square
// tapped, when it is one of the moves it tries; it reports whether it did.
export function evidenceTap(name) {
  if (!ev.v || ev.replay || ev.whole || ev.at < 0 || !ev.v.certificate) return false;
  const node = evNode();
  if (node.kind !== "case-split" || !(node.branches || []).some(b => b.move === name)) return false;
  ev.trail = ev.trail.concat(name);
  showEvidence();
  return true;
}

// focusTree keeps a keyboard user in the tree after a step: on the first
// move of the new position, else on the last breadcrumb.
function focusTree() {
  const next = document.querySelector("#ev-tree .branch-move") || [...document.querySelectorAll("#ev-tree .crumb")].pop();
  if (next) next.focus();
}

// ---- Replay of the tour still possible -------------------------------------

function startReplay(before) {
  const squares = ev.v.alive_completion;
  ev.replay = { squares, base: before, step: before };
  showEvidence();
  document.getElementById("ev-next").focus();
}

// showReplay draws the tour still possible up to the replay's step: the
// player's moves as played, the tour's own moves after them dashed.
function showReplay(box) {
  const r = ev.replay;
  const shown = r.squares.slice(0, r.step + 1);
  paintBoard(shown, new Set());
  const { cells } = game.view;
  for (let i = r.base + 1; i < shown.length; i++) {
    cells[shown[i]].classList.remove("visited");
    cells[shown[i]].classList.add("ghost");
    cells[shown[i]].setAttribute("aria-label", `${shown[i]}, square ${i + 1} of the tour still possible`);
  }
  game.view.svg.replaceChildren();
  drawLine(game.view, shown.slice(0, r.base + 1), "path");
  drawLine(game.view, shown.slice(r.base), "ghostline");
  const board = document.getElementById("board");
  board.dataset.replay = shown.join(" ");
  board.dataset.step = r.step;
  const explain = document.getElementById("explain");
  // Where the tour leaves the game: it may follow the player's moves for
  // a while when the verdict proved less than the first dead move.
  let part = r.base + 1;
  while (part < r.squares.length && r.squares[part] === ev.path[part]) part++;
  const follows = part > r.base + 1 ? ` it follows your moves to move ${part - 1}, then goes` : " it goes";
  const instead = ev.path[part] ? ` instead of ${ev.path[part]}` : "";
  explain.replaceChildren(el("p", "plain", `A full tour was still possible ${afterMove(r.base, r.squares[r.base])}:${follows} ${r.squares[part]}${instead} at move ${part}. Step through it below.`));
  setStatus(r.step === r.base
    ? `Replay: the position ${afterMove(r.base, r.squares[r.base])}, before the mistake.`
    : `Replay, move ${r.step} of ${r.squares.length - 1}: the knight to ${r.squares[r.step]}.`);
  const row = el("div", "controls evcontrols");
  const button = (id, text, label, fn, off) => {
    const b = el("button", "", text);
    b.id = id;
    b.setAttribute("aria-label", label);
    b.disabled = off;
    b.addEventListener("click", fn);
    row.append(b);
    return b;
  };
  button("ev-prev", "\u25C0 Back", "previous move of the replay", () => stepReplay(-1), r.step <= r.base);
  button("ev-next", "Next \u25B6", "next move of the replay", () => stepReplay(1), r.step >= r.squares.length - 1);
  const playing = Boolean(r.playing);
  button("ev-play", playing ? "Pause" : "Play", playing ? "pause the replay" : "play the replay to the end", () => {
    r.playing = !r.playing;
    showEvidence();
    document.getElementById("ev-play").focus();
  }, r.step >= r.squares.length - 1 && !playing);
  button("ev-done", "Back to the argument", "end the replay and go back to the argument", () => {
    ev.replay = null;
    delete board.dataset.replay;
    delete board.dataset.step;
    showEvidence();
    const back = document.getElementById("ev-replay");
    if (back) back.focus();
  }, false);
  const count = el("span", "step", `move ${r.step} of ${r.squares.length - 1}`);
  count.setAttribute("aria-live", "polite");
  row.append(count);
  box.append(row);
  if (playing) {
    ev.timer = setInterval(() => {
      if (r.step >= r.squares.length - 1) { r.playing = false; showEvidence(); return; }
      stepReplay(1, true);
    }, 350);
  }
}

function stepReplay(delta, auto) {
  const r = ev.replay;
  r.step = Math.max(r.base, Math.min(r.squares.length - 1, r.step + delta));
  if (!auto) r.playing = false;
  const focused = document.activeElement && document.activeElement.id;
  showEvidence();
  // The button pressed may now be disabled (the end): focus its partner.
  const keep = focused && document.getElementById(focused);
  if (keep && !keep.disabled) keep.focus();
  else if (focused === "ev-next" || focused === "ev-prev" || focused === "ev-play") document.getElementById(focused === "ev-prev" ? "ev-next" : "ev-prev").focus();
}

// drawArgument draws cert, the certificate of the play board's position
// after prefix, on the board and returns its plain sentence, legend, table
// and further lines.
function drawArgument(cert, prefix) {
  const n = prefix.length - 1;
  // A closed game's verdict is about closed tours: the sentence says so
  // before the argument, which then counts the closed tour's last end.
  const closed = ev.v && ev.v.closed ? " no closed tour exists:" : "";
  const where = (ev.trail.length
    ? `If the knight then went ${ev.trail.join(", ")} (to move ${n}),`
    : `${capital(afterMove(n, prefix[n]))},`) + closed;
  const on = { w: game.w, h: game.h, view: game.view, closed: Boolean(ev.v && ev.v.closed), end: "", mistake: [String(ev.at + 1), "your mistake, the knight's square"] };
  const drawn = drawArgumentOn(on, cert, prefix, where);
  if (cert.kind === "case-split") {
    markBranches(cert);
    // A deep split is summed up: how many cases, how deep, which reasons.
    const cases = splitCases(cert);
    const depth = Math.max(...cases.map(c => c.trail.length));
    const reasons = [...new Set(cases.map(c => c.reason))];
    drawn.sentence = cert.branches && cert.branches.length
      ? `${where} whatever the knight does from ${cert.from}, every way on fails within ${counted(depth, "move", "moves")}: the ${counted(cases.length, "case", "cases")} each end in one of ${counted(reasons.length, "reason", "reasons")} (${reasons.join(", ")}). Choose a move below, or Next case, to see each.`
      : `${where} the knight on ${cert.from} has no move left, and squares remain unvisited.`;
    drawn.more = [`A case split: each of the ${(cert.branches || []).length} moves from ${cert.from} leads to a position that has its own argument.`];
  }
  return drawn;
}
