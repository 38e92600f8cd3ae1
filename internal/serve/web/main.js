// The page's entry (index.html loads it as a module): the tabs, the
// address that decides what is shown, and every control wired to the
// module that answers it. Each module imports what it uses; none sets a
// global.
import { engineStart, MAX_SIDE, onClicks, TAP } from "./app.js";
import { gameAddress, gameFromAddress, hint, newGame, PLAY_MIN, rewind, showCompletion, undo, whereWrong } from "./play.js";
import { addFiles, checkTour } from "./check.js";
import { runSurvey } from "./survey.js";
import { shapeCode, shapeFromAddress } from "./shape.js";
import { pz, pzCode, pzDaily, pzDay, pzFromLink } from "./puzzle.js";

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

// openTab is a tab chosen by the player: shown, and named in the address
// as a new entry of the browser's history, so that Back returns to the
// tab before and a reload stays here.
function openTab(name) {
  const hash = { play: gameAddress(), check: "#check", survey: "#survey", shape: "#shape=" + shapeCode(), puzzle: pz.loaded ? "#puzzle=" + pzCode() : "" }[name];
  if (location.hash !== hash) history.pushState(null, "", hash || location.pathname + location.search);
  route();
}

// route shows what the address names: #play=... a game, #check, #survey,
// #shape=... a carved board (8x8o-d4.e5@zebra),
// #puzzle=... a puzzle, #day=YYYY-MM-DD a past day's puzzle, and nothing
// the puzzle of the day. It runs at load and on Back and Forward, so that
// the address, the panels, the selects and the boards always agree.
function route() {
  const hash = decodeURIComponent(location.hash);
  if (hash.startsWith("#play")) {
    showTab("play");
    gameFromAddress(hash);
  } else if (hash.startsWith("#shape")) {
    showTab("shape");
    shapeFromAddress(hash);
  } else if (hash === "#check" || hash === "#survey") {
    showTab(hash.slice(1));
  } else {
    showTab("puzzle");
    const day = /^#day=(\d{4}-\d{2}-\d{2})$/.exec(hash);
    if (day) pzDay(day[1]);
    else if (!pzFromLink()) pzDaily();
  }
}

// tabKey moves between tabs with the arrow keys, as a tab list does.
function tabKey(e) {
  const tabs = [...document.querySelectorAll(".tab")];
  const i = tabs.indexOf(e.target);
  const step = { ArrowLeft: -1, ArrowRight: 1 }[e.key];
  if (i < 0 || !step) return;
  e.preventDefault();
  const next = tabs[(i + step + tabs.length) % tabs.length];
  openTab(next.dataset.tab);
  next.focus();
}

document.addEventListener("DOMContentLoaded", () => {
  fillSizes("play-w", PLAY_MIN, 8); fillSizes("play-h", PLAY_MIN, 8);
  fillSizes("survey-w", 1, 5); fillSizes("survey-h", 1, 5);
  for (const t of document.querySelectorAll(".tab")) {
    t.addEventListener("click", () => openTab(t.dataset.tab));
    t.addEventListener("keydown", tabKey);
  }
  for (const id of ["play-w", "play-h", "play-kind"]) document.getElementById(id).addEventListener("change", () => newGame());
  for (const t of document.querySelectorAll(".tap")) t.textContent = TAP;
  for (const t of document.querySelectorAll(".tap-lc")) t.textContent = TAP.toLowerCase();
  onClicks({ "new-game": () => newGame(), undo, blame: whereWrong, rewind, hint, completion: showCompletion, "check-run": checkTour });
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
  if (window.knightEngine) {
    // Offline: say so, and start the engine now, so that it has loaded
    // by the first question.
    document.getElementById("footer").textContent = "Answers are computed in this browser by the knight engine (WebAssembly); nothing is sent anywhere.";
    document.body.dataset.engine = "wasm";
    engineStart();
    // Keep the page and the engine for when there is no network. Browsers
    // allow it on https and on localhost only; elsewhere the page still
    // runs, while the folder can be reached.
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("sw.js").then(() => { document.body.dataset.cached = "true"; }, () => {});
    }
  } else document.body.dataset.engine = "server";
  // The address decides what is shown, once every script has set up its
  // panel (their DOMContentLoaded handlers run after this one).
  setTimeout(() => {
    route();
    window.addEventListener("popstate", route);
    // A page restored from the back-forward cache may show the selects as
    // they were left: the address decides.
    window.addEventListener("pageshow", (e) => { if (e.persisted) route(); });
    document.body.dataset.ready = "true";
  });
});

