// What the puzzle mode keeps in this browser (localStorage), so that a
// reload, Back or Forward finds the game as it was: each puzzle's entries,
// hints taken and times, under its code; the puzzles of the day made
// here, by date and choice; the days solved, for the streak. And what a
// solved puzzle shows: the time, the hints, the streak, a result to share
// (the grid as text, no numbers: no spoilers) and the archive of past days.
import { el, sqName } from "./app.js";
import { pz, pzCode, pzSetExplain } from "./puzzle.js";

const KEEP = "knight.";
const ARCHIVE_DAYS = 14;

function keepGet(key) {
  try { return JSON.parse(localStorage.getItem(KEEP + key)); } catch (err) { return null; }
}
function keepSet(key, value) {
  // A full or refused storage loses only what would have been kept.
  try { localStorage.setItem(KEEP + key, JSON.stringify(value)); } catch (err) { /* not kept */ }
}

// pzKept is what was kept for the puzzle code: its entries in order
// ([square, number] each), the knight, the hints, when it was first
// opened and solved, its title and day; null when nothing was. puzzle.js
// reads it back into the puzzle, checking every entry.
export function pzKept(code) { return keepGet("pz." + code); }

// pzSave keeps the puzzle's entries as they are now.
export function pzSave() {
  if (!pz.loaded || !pz.view) return;
  keepSet("pz." + pzCode(), {
    order: pz.order.map((sq) => [sq, pz.entries.get(sq)]), knight: pz.knight,
    hints: pz.hints, started: pz.started, solved: pz.solved, title: pz.title, day: pz.day,
  });
}

// The puzzle of the day for a choice (size, kind, level) is kept by date,
// so that it is shown again at once, with no question to the engine.
function dayKey(iso, c) { return `day.${iso}.${c.size}${c.closed ? "c" : "o"}.${c.level}`; }
export function pzKeepDay(iso, c) { keepSet(dayKey(iso, c), pzCode()); }
export function pzKeptDay(iso, c) { return keepGet(dayKey(iso, c)); }

// isoDay is the UTC date days before today, YYYY-MM-DD.
function isoDay(daysBefore) {
  return new Date(Date.now() - daysBefore * 86400000).toISOString().slice(0, 10);
}

// streak counts the days solved in a row, ending today or, when today's
// is not solved yet, yesterday.
function streak() {
  const days = new Set(keepGet("solved-days") || []);
  let i = days.has(isoDay(0)) ? 0 : 1, n = 0;
  while (days.has(isoDay(i + n))) n++;
  return n;
}

// clock writes ms as 4:05 or 1:02:03.
function clock(ms) {
  const s = Math.round(ms / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  const two = (n) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

// pzKeepSolved keeps day (YYYY-MM-DD) among the days solved, for the
// streak and the archive.
export function pzKeepSolved(day) {
  const days = new Set(keepGet("solved-days") || []);
  days.add(day);
  keepSet("solved-days", [...days].sort().slice(-400));
  pzArchive();
}

// pzDone shows, once the puzzle is solved (puzzle.js keeps the first
// solve in pz.solved), the time, the hints and the streak, and the result
// to share.
export function pzDone(solved) {
  const box = document.getElementById("puzzle-done");
  if (!solved || !pz.solved) { box.hidden = true; return; }
  const n = streak();
  const hints = pz.solved.hints === 0 ? "no hints" : pz.solved.hints === 1 ? "1 hint" : `${pz.solved.hints} hints`;
  const line = `Solved in ${clock(pz.solved.ms)} with ${hints}.${pz.day ? ` Streak: ${n} day${n === 1 ? "" : "s"} in a row.` : ""}`;
  document.getElementById("done-line").textContent = line;
  document.getElementById("share-text").textContent = pzShareText(line);
  box.dataset.ms = pz.solved.ms;
  box.dataset.hints = pz.solved.hints;
  box.dataset.streak = n;
  box.hidden = false;
}

// pzShareText is the result as text: what was solved, how, and the grid,
// a given square as a filled block and the player's as an empty one, rank
// by rank from the top; no numbers, so that it gives nothing away.
function pzShareText(line) {
  const rows = [];
  for (let y = pz.h; y >= 1; y--) {
    let row = "";
    for (let x = 1; x <= pz.w; x++) row += pz.holes.has(sqName(x, y)) ? "\u00A0" : pz.clues.has(sqName(x, y)) ? "\u25A0" : "\u25A1";
    rows.push(row);
  }
  const what = pz.day ? `Knight's tour puzzle of ${pz.day}` : "Knight's tour puzzle";
  return `${what}, ${pz.w}x${pz.h} ${pz.closed ? "closed" : "open"}\n${line}\n${rows.join("\n")}\n${document.getElementById("puzzle-link").value}`;
}

export async function pzCopyShare() {
  const text = document.getElementById("share-text").textContent;
  try {
    await navigator.clipboard.writeText(text);
    pzSetExplain("Your result is copied, without the numbers.");
  } catch (err) {
    pzSetExplain("Select the result above to copy it.");
  }
}

// pzArchive lists the past days: each opens that day's puzzle for the
// size, kind and level chosen, marked when solved here.
function pzArchive() {
  const list = document.getElementById("archive-list");
  list.replaceChildren();
  const solved = new Set(keepGet("solved-days") || []);
  for (let i = 1; i <= ARCHIVE_DAYS; i++) {
    const iso = isoDay(i);
    const item = el("li");
    const a = el("a", "", iso);
    a.href = "#day=" + iso;
    item.append(a, solved.has(iso) ? " \u2713 solved" : "");
    list.append(item);
  }
}

document.addEventListener("DOMContentLoaded", pzArchive);
