// Package daily decides which puzzle of the day has holes: the one rule
// the server's static folder (package serve's days.js), the tests'
// oracles and, in JavaScript, the page (web/puzzle.js, pzDayHoles) follow.
//
// On Sundays (UTC) from [ShapedFrom] on, the 8x8 puzzle of the day is
// made on a board with holes, [Shapes] in turn, one a week (the days
// since 1970-01-01 over 7), with [Clues] clues and no level; every other
// day, board and date keeps the full board, so that no date before
// ShapedFrom gives another puzzle than it gave. Each shape takes as many
// dark squares as light, so that closed tours remain (a knight's move
// changes colour). A shaped puzzle is made by package puzzle's
// exhaustive count on the board's cells, which removes clues one at a
// time; stopping at Clues keeps the making within the server's time.
//
// Cost: O(1) a day.
package daily
