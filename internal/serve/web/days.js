// The puzzles of the day the page may show without asking, by choice and
// date. knight serve's own page has none: its server answers at once.
// knight serve -static writes this file with the next days' puzzles, so
// that the folder's page shows the day's puzzle before its engine loads.
"use strict";
self.knightDays = {};
