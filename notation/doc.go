// Package notation reads the tours other programs print and writes paths
// in every notation knight knows: square lists (algebraic, Prolog terms,
// X,Y pairs), numbered grids, flat numbered lists and JSON documents. The
// words (board, square, path) are package board's; this package is how
// they are written down.
//
// [ReadAll] and [ReadPath] read tours as other programs print them. An
// input of up to 4 MiB is held in memory and read in three steps: its
// lines are classified (data; words, such as a caption or a sentence, set
// aside and listed in [Document.Skipped]; table borders, dropped; a line
// begun by a name glued to digits and then a sentence, "A226697 Central
// symmetric tour", is a caption, and a remark in brackets after a line's
// numbers, "(list; graph)", words after them; a sentence of six
// integers or fewer, "Tour 3 of 5:", "The knight starts on (6, 1) and
// ends on (4, 3).", next to a printout is words beside it, and two or
// three such sentences alone are no tour: fewer numbers than the
// smallest board with a tour has squares); runs of
// data lines separated by blank lines or words, or by the first rule
// after rows a line apart when rows as long a blank line apart follow it
// (a board, a rule, the next board printed otherwise), are the tours (but a
// paragraph of one line of numbers ended by a comma goes on in the next
// line of numbers after the blank lines, and rows of
// as many numbers with a blank line after each, bare, walled or in a
// literal's brackets, the first after the literal's name, are one; rows
// of one width that number no board whole but cut, at every H rows (H
// the board's given, else the width, else the least that cuts so), into
// whole numberings and boards of one value in every cell, the empty
// board a solver prints before its tour, are those boards, the empty
// ones named as no tour; a grid read from the middle of such rows, rows
// in no grid above and below it, may be the foot of one board and the
// head of the next, and is no certain reading); and each tour
// is read by every reader that applies, a grid reader, a square-list reader
// and, with a board given, a flat-number reader, keeping the one reading
// that makes sense (a grid numbered without repeats, squares on the board).
// Two sensible readings are an [ErrAmbiguous] error naming both and the
// [ReadOptions.Format] that picks one. Each reader is one pass over the
// tokens, so the cost is linear in the input, times the three readers.
//
// [ReadTours] reads the same way, by the same engine, but keeps each tour
// on its own, with every reading that makes sense or the reason it has
// none ([ReadAll] is its tours, each its one reading), and [Judge]
// applies the rule of reading to one tour: valid when any plausible
// reading is a valid tour (the checker, verify.Tour, is passed in, so that
// this package stays below verify), invalid only from the one certain
// reading, unreadable otherwise. Beyond the readers' own readings a grid
// is read without what looks like decoration (a first or last column of
// consecutive numbers or letters, rows of another length or of labels
// above or below), Judge tries a path that repeats its start as a closed
// tour (whatever line the repeat stands on), holds a tour to the line
// right above it (over a table's header and rule rows or a board's file
// letters) when that line says it is closed (an open one is then
// undecided, not valid), lines of squares before or after a whole tour cut off, a list of
// moves ("A1 - B3", "B3 - C1") as the squares they join, and, when a
// start or end is required, a grid from the other corner; a table of
// moves is read from its column of squares; one letter or chess figure
// ("♞") in a grid whose other cells number every other square once each
// but one is the piece printed on the square it stands on, the number
// they leave out (read_grid.go, pieceCell): read so when that number is
// one alone (inside the run, or the end of a run that can only start
// at one base), its square the only place left for it, so that a walk
// that does not join there is a certain fault, but a walk that does
// passes only when that number is its first or last, where a program
// prints its piece (not an "E" on the first), else it is unreadable,
// naming the letter; when the others number
// 1..N-1 (0 or N), the one a knight's move joins to its neighbour in
// the walk, and unreadable, naming the letter, when neither is; squares counted in reading order, one
// a line among words ("Trying starting position (0, 1)..."), are a log
// of the starts a program tries, no tour (none of a count's steps is a
// knight's move), and are words beside a tour (aside.go, countLog);
// fragments beside a whole tour
// (a path of less than half its board, one or two squares, among them a
// heading's lone number in brackets, "[1]", beside a grid at fault too;
// an unreadable
// prompt's answer, numbers written several times each that as pairs make
// no leaper's path, a sudoku's or a table's) are set aside. Beside a
// whole grid, with no board given, one line of numbers read as a grid one
// square wide is words, its 0 a mark or a number, when no board of as
// many squares has a knight's tour (an open tour of W x H, W <= H, exists only for 1x1, 3x4, 3xH
// with H >= 7, 4xH with H >= 5 and W >= 5: Conrad et al., 1994), or when
// it counts 1, 2, 3, ... (or from 0) as wide as a whole grid beside, its
// column numbers however the grid's rows are labelled or walled; a line
// whose numbers are a flat numbering of a board that has a tour stays a
// candidate however short. A line read alone as a grid of another board
// than the one given is no row of the rows around it: the runs of blocks
// between such lines are read by structure on their own. A square list with no board given is
// read on the smallest board that holds its squares, when it names more
// than half of them: a tour of that board, or, when the list is as many
// squares as that board (three squares or more each way) or lies on one
// line, a fault on any board, since a larger one has more squares than
// the list. A guessed board is no board given: any other list on it (a
// command's arguments joined to its answer, a path cut short over
// several lines) is undecided, never invalid, and -board decides it.
// Every such reading is one
// more pass over the tokens, so the cost stays linear in the input times a
// small constant.
//
// Every tour of an input is its own [Tour]: square lists printed one
// after another in one block are cut into a tour each (every line a tour
// when each holds more than half its board's squares, else a board's worth
// of squares ending a line), and JSON documents one after another are a
// tour each, however many, each bounded by its own board. What is set
// aside beside a tour that could be one (a path under half its board,
// squares before or after a whole tour) is a [Skip] marked Partial, for
// a grader to name rather than pass over. So is a partial board (a grid
// numbering some squares, the others marked: a '.', or a blank field
// between commas in rows of as many fields) beside a tour with no
// board given, however full: a search's progress or a test's negative
// input is no tour claimed. Alone it is as often a puzzle's clues as a
// tour begun: [Judge] finds its fault, and [PartialBoard] says that a
// grader's verdict on it is undecided ([ErrPartialBoard], naming what it
// numbers and the -board that decides it), never invalid, so that it is
// set aside alone as it is beside a tour. A partial board is, by
// structure, a numbered grid whose numbers are distinct and count from
// its base without a gap (1..k, or 0..k-1), k less than its W*H squares,
// every other square one uniform mark; two squares left written 0 are
// one too when its numbers walk, each step a move of the piece, though
// they also read as a numbering from 0 that writes 0 twice, whose fault
// is certain only when a step is none; and a grid that writes W*H and 0
// on two squares or more is one whatever its numbers skip (a stuck run's
// board, a square written over), since no numbering from 0 holds W*H,
// and so is one that writes 0 on three squares or more, which no
// numbering from 0 but for one fault does, however its rows are printed: read past captions, labels and comment
// lines between them, or by the forms of its integers, where a 0
// written again is a mark, no sign of a next grid. So is, alone, a grid whose
// numbers leave a gap among its marked squares, more than half of them
// marked (a puzzle's clues, as
// knight puzzle make prints them): with no board given and no grid asked
// for, [Judge] calls it undecided ([ErrPartialBoard]), not a numbering
// at fault; a grid with no square marked whose numbers leave a gap is
// one ([ErrNumbering]). With the board
// given (or -read grid), a tour of it was asked for and it is judged
// however few squares it numbers: the squares it leaves, or an earlier
// fault. Rows of a grid that no reading
// read (three or more of as many numbers but for one row a number short
// or over, one after another or spaced alike with blank lines between,
// each number written once but for one at most, or a count from 0 or 1
// with one mark for the rest, a board numbered in part; a row is the
// numbers a line ends with when words, dates or times stand before
// them, a logger's prefix; a grid of another board than the one given
// among them) are Partial too; such rows beside a grid read by structure that number
// their board once but for one number written twice are that grid's
// [ErrNumbering] fault, a tour of its own.
//
// A caption names the board of the tour under it when the text gives
// none of its own (caption_board.go): the nearest line above the tour
// that writes "7x11", "8 × 8", "8 by 8" (par, mal, por, per, на), or
// "n = 8" with no other one-letter name given a number, or states the
// size as a grid's field or heading does ("size 8 8", "size: 8"; two
// sides with no "x" between name a board only when equal; a line that is
// such a field alone, "n = 5", "N: 8", is a caption, never a grid's row
// of one cell, and so is a contest's line of counts, "H W", "W H", "N"
// or "H W K", above "row col" pairs whose largest row and column it
// names, unless it could be a one-square-short list's missing square:
// lines.go); a list read on the
// smallest board that holds it, a line of numbers read as a one-row grid,
// or a tour no reading read is read again on it, and kept when that reads
// it with its squares on the board, more than half of them and no more
// than the board has. A caption that also says the squares are numbered
// and in which order (row by row or column by column, from a corner:
// "cells numbered 1..77 row by row from the top left", "from a1 along
// the ranks", "indexed down each file from a1", or a formula,
// "index = file*13 + rank", "cell = row*5 + col, row 0 at the top",
// which says the squares are numbered as plainly as the words do, its
// column or x counted from the left unless it says right and its rank
// from the bottom) makes a list of numbers square numbers in that order, no
// guess, and a list shorter than the board a path that misses squares, as
// -read index does; when the list is no tour in that order but is one in
// the other (by columns for rows, from the same corner, on a board not
// square), the caption and the numbers disagree, and [Judge] says so,
// unreadable naming both orders, rather than pick one. The reading note names the caption's line. Each
// caption's board is one more reading of the input, at most four.
//
// A field that states the board's size beside a grid ("W:11 H:4" of Go's
// %+v, "'n': 5" of a dict, `"width": 5` of JSON, "rows: 4" of YAML, a
// heading "board: 5x3", "8x8 board:" or "size 8 8 0", either side first;
// a size named in a sentence is prose; from the line after the reading
// before to the grid's last line) must agree
// with the rows read (nested_fields.go): when one does not, which the
// program meant is not known, so the grid is refused with
// [ErrBoardMismatch], naming both sizes, and -board decides. One more
// pass over those lines.
//
// A range alone on its line ("1..45", a TAP plan) and a date or time of
// day ("2026-12-04", "09:45:10,037") are words: no notation writes a
// square so. Lines of one square each that read alike but for their
// numbers ("ok 7 - square c2") and lines of a vector each begun by the
// index of its first element ("[13] \"j16\" ...") are one list as
// written, read whether or not it covers its board. Read by
// structure, such a list that lines of words part into pieces over half
// its board each is a tour a piece, the short one among them its own
// fault; end lines of another count of integers ("Total moves: 63") are
// words around lines of one square each. A REPL's prompt that names its
// shell or counts its inputs ("1> ", "ghci> ", "iex(3)> "), a
// debugger's name for a value ("$1 = {{...}}") and a source line it
// lists ("57\t    return 1;") are words, no number of the tour.
//
// A line that holds several literals that could each be a tour (eleven
// squares or more, or what tourlike.go's test takes for one), side by
// side in the same brackets or in none ("a = [...]; b = [...]", "(setq
// a '(...) b '(...))", a CSV record's quoted fields), is read as the
// lines those literals would be on their own: cut after each but the
// last and the separators after it, positions the input's
// (fragments.go). A JSON value with no "tour" key that holds several
// such values ({"a": [...], "b": [...]}, on one line or over several) is
// read a value at a time; a "board" that holds rows of numbers ([[1,
// 26, ...], ...]) rather than a size is such a value, read by structure.
// A path document reads the same way what it holds beside its "tour"
// ("tour2", "meta": {"previous": [...]}, a grid, a document nested in
// it): each such value, at any depth, is a tour of its own, read as it
// would be alone (through objects and lists that hold it alone), as the
// document without a "tour" key reads it and as text reads a second
// literal on a line, so that no tour passes unread beside the one
// claimed. The document's claim is not: its "holes", and a list of the
// tour's first squares (the "prefix" of the problem knight answers).
// Text on a line read, before or after what its
// readings read, that could be a tour by tourlike.go's test (a list in
// no literal beside the one read) is set aside as Partial with its line
// and column, so that no tour passes unread beside another on its line.
// Each line is one pass that finds the literals of every level of
// brackets, at most eight; a literal is passed over again only when it is
// left unclosed at the line's end or follows a quote that nothing closes.
//
// A grid written on one line, its rows parted by a separator of their
// own (LaTeX's "\\", plain TeX's "\cr", "], [" or "}, {" of a literal,
// Typst's ';', " / "), is read as its rows, one a line, when the line's
// integers are parted by two separators only, one between cells and
// another after every w-th, with w and the rows three or more
// (row_cuts.go). Numbers written in hex with their base named ("0x27",
// "$27", "27h", "#x27"), outside quotes, are read as their values
// (hex_numbers.go). So are the bytes of a hex dump (xxd, hexdump -C,
// od -Ax -tx1: lines begun by the offset of their first byte, counting
// from 0 the bytes before, then the bytes in hex, then, when written, a
// gutter that agrees with them), the dump read as one line of numbers,
// since its line width is the tool's (hex_dump.go). Runs of squares side by side on one line, parted by
// walls, tabs or three spaces or more, as many squares each, eleven or
// more, are a tour each (side_runs.go). Each is a rereading (below).
//
// Lines every reading of a tour set aside whole as words are read again
// on their own, a run of them at a time (words_tours.go): a tour in
// another notation directly above or below one (a square list then its
// SAN moves, a grid then its triples) is a tour of its own, so that none
// passes unread beside another. What they read as is kept when it could
// be a tour beside the one there (a path over more than half its board
// and more than half as many squares as the tour beside has; unread,
// more than half as many words that could name a square, as many
// distinct); otherwise they stay words. A run that reads as no tour is
// read once more without its end lines that write no digit (an opening
// bracket cut from the data it opens) and without the end line its fault
// is on (a log line directly after a list). A run that reads as words
// alone, but whose numbers in order could number a board with an open
// tour (all but a few distinct, from 0 or 1 to about as many, not
// counting up: a grid one cell to a line in tags), is set aside as
// Partial, not words. Up to 16 runs of three
// distinct numbers or more are read again, each one or two passes over
// the input; any more are set aside as Partial.
//
// A square list cut into pieces by lines of words (a caption or a
// comment before every few moves, up to three lines, blank or not,
// between two pieces) is one tour when its pieces, each fewer squares
// than the board, are together as many as a tour of the board has (the
// board given, or the smallest that holds them): judged as one, its
// pieces never judged alone (cut_list.go; up to 16 such lists an input,
// each one more pass over the tours read). Once every tour is read,
// the lines no reading read or named with why that hold what a tour is
// made of are set aside as Partial, so that the input does not pass with
// them unread (unread.go): a line of three squares or more and no other
// word; three rows or more of as many numbers, words only before the
// first or after the last, each number once but for one; a run of lines
// of no words whose numbers could number a board, or lines naming a
// square each three or more in a row (cells or items one a line in
// tags); a line of twelve numbers or more that number a board or are a
// path's pairs. Beside a tour of a larger board, what is under half of it
// is not set aside so, as a fragment is not. Both are one pass over the
// lines. Last, each run of lines between the lines read, and each of its
// paragraphs, is tested for what a tour is made of in any layout
// (tourlike.go): the squares it names (a letter and a number, glued or
// apart in a tuple or tags) or its integers two at a time, eleven or
// more, two thirds of their steps knight's moves and more than half the
// smallest board that holds them; or integers that number twelve
// squares or more once each but for one, not counting. Such a run is
// set aside as Partial beside the tours read (as a tour no reading
// reads when none was read), so that no tour passes as words beside
// another, whatever its size.
// Lines of one number alone beside a tour read by structure, three or
// more that count 0, 1, 2, ... or 1, 2, 3, ... down the block, are the
// indices of its entries ("[0]=>" above each square of a var_dump): a
// count is no tour, so they are skipped as labels, not set aside.
// A line of squares that steps one square at a time along one line of
// the board ("v1 v2 ... v8", "a1 b1 c1"), or names one square in every
// column ("i64 i64 i64", a dataframe's types), is a table's column
// labels, not a piece of a list: no knight's move joins squares side by
// side or stays on its square. A block
// no reading reads whose lines hold only squares another tour's reading
// read is that tour's text read a second time, and is dropped; a run of
// lines read again on its own is read with no memory of the paragraphs
// and grids of the whole input, so a line above it is not joined on.
// A block set aside (a grid's rows, a run of lines read as no
// tour) is one text set aside, on its first line, naming its lines; its
// other lines are named as part of it, so one grid is one entry of the
// accounting, never one a row.
//
// A grid read by structure is no certain reading when its lines hold
// what another reading could use (crowded.go): a square or move a line
// or more (a game's move numbers "1. Na1 Nb3" as a rectangle), or, for
// half its cells or more, a cell that is one member of a bracketed tuple
// whose other members are no cells (the n of "(x, y, n)"); so is any
// grid, whichever reader read it, with a row of two cells or more that
// ends its line inside a bracket it does not close there, a comma after
// it (a literal wrapped at a printer's width, a flat initializer "{2, 5,
// 10,\n 7, ...}": its line breaks give no width). Its fault is
// then unreadable, naming the grid and -read grid, never invalid,
// unless its lines read by structure as what crowds them, a square list
// or pairs (triples as their squares) of every square of a board: that
// reading is then the tour's, judged valid or invalid.
//
// A board given fixes a grid's size, so rows of its W x H cells are a
// certain reading whatever is written around them (structure_fault.go):
// their numbers each once, 0 among them beside W*H, number no board from
// 0 or 1 (one number, missing, written 0: a square left unvisited);
// cells written alike (by their forms, structure_classes.go) that number
// its squares but for one number twice are a grid with that fault,
// however often a row's label or a log line's prefix ("tour_test.go:14:")
// repeats its own number; and rows of k*W cells, the space after every
// W-th cell wider on every row than any between the cells of a board,
// are k boards side by side, the first at fault the tours'. A square
// written on a grid's lines off the board given (a row's label "r1:" on
// 3x4) is no square of another reading, so it does not crowd the grid.
//
// A block no layout reader reads is read by structure (structure.go): a
// numbered grid is three or more rows (lines, or the innermost brackets
// of a literal printed on one line, all of a line's brackets of their
// width or none but a call's bracket or two beside them, the numbers of
// a caption before or after them no cells) whose integers standing alone
// number a W x H board's squares once each from 0 or 1, whatever
// surrounds them (code literals, cell walls, comment and bullet marks,
// REPL and log lines), grids one after another a tour each, and boards
// side by side (rows cut at the board's width, given or the rows'
// number, or, none given, the one cut of the rows into strips three or
// more wide that each number their own board once each, all of it:
// boards of one height and any widths; every board read, or none, so
// none passes unchecked; a run that reads whole both ways, as a tour
// beside its mirror or half-turn does, stacked halves and side by side,
// is read the way more of its boards walk, and a fault of a board in it
// is undecided unless -board picks the cut), its
// rows spaced alike (one after another, or a blank line or a rule after
// each), so that no grid is read across a rule between two (a mark of
// an unvisited square stands in a row, not after its closing bracket at
// the end of the line, as a term's full stop does in "[1,14,9].", and
// three dots or more are an ellipsis, no mark; a few rows of a longer
// run of one width, the rows in no grid more than twice theirs, are the
// rows of a table that number a board by chance, no grid); three lines
// or more of as many numbers in no tour (a grid numbering a square
// twice) are set aside as Partial. Beside such grids, a literal nested
// two deep ("// [[0]]") that numbers its board once each is a grid
// however few its rows, as it is read alone; so is one spread over
// lines, a row a line ("board_t{", "{0},", "}"), when its rows number
// their board once each. When no grid reads, rows whose shape
// is certain (as many rows of W as the board given has, or, with none
// given, every row of the run) that number every square once but for
// one number written twice or, on the board given, past its squares, in
// place of the one missing, are the numbering's [ErrNumbering] fault at
// the cell (the second time a number is written), as the layout reader
// names it for the same rows bare (structure_fault.go). Grids
// one after another that the layout reader did not read on the board
// given are read on any board, each a tour: judged on the board given,
// else unreadable as a grid of its own board, so that none passes over
// the others. Beside a grid, one or two squares in words ("{N:6
// Start:a1}") are words, and a table's row with a cell of words between
// two others and a figure no grid writes ("| 7 | TBA | 0.00s (20, 29)
// |": a unit, a fraction) is words, its numbers no grid's; a square
// list is the algebraic squares standing alone on its lines or run
// together in words of squares alone ("a1b3c1", UCI's "a1b3"), a line
// that names its squares twice (a table's row "a1 | b3 | a1 -> b3")
// naming them once, read only when it names as many squares as its
// board has, or is moves each from the square the one before went to
// (UCI's pairs, a table's current and next columns) joining as many, or
// lies on one line and names more than half its board (a list in a line
// of code that stops short: a tour that covers fewer); squares that name
// every cell of their board in reading order, rank by rank or file by
// file ("<Cell 'Sheet'.A1>, <Cell 'Sheet'.B1>, ..."), are its coordinates,
// no list, since no leaper's path steps so. A grid may mark every
// square it does not number with one mark ('.', '*', '-', '?', -1, or 0
// when numbering from 1; a line's first mark is a bullet first, a cell
// only when so no grid is found): a partial numbering, a path, read only
// as a whole run of rows, or as a search's stage: a partial numbering
// before a whole board of its shape, in one run of rows with it or
// continued by the board of its shape after it (its numbers on the same
// squares but for the last few, which a search takes back), set aside
// and named whatever board is given, never a tour claimed; one whose
// only mark is 0 is a stage only so continued, else its 0s could be
// numbers. A line's leading '.', '_' or '?' is a cell, no bullet, beside
// lines of as many cells that lead with a number.
// A partial numbering whose numbers all lie in one
// file or one rank, each a square from the one before, is a board's
// labels around squares none of which is numbered: words, not a tour
// begun. A block of rows of one mark alone, two or more,
// followed by a rule line ("====", "----"), is a board printed before
// the search: it numbers no square, so it is words, and no grid is read
// across the rule into it. So is a board of one number in every cell
// (two rows or more of "0 0 0" or "-1 -1 -1"), named with why, never a
// one-square tour a row, and, read with no format asked, lines of numbers
// alone that are one number three times or more ("1 1 1 ... 1", visited
// flags under a board): no numbering writes a number twice and no list
// names one square again and again. Lines no block holds are read by structure a
// run between two blocks at a time, so rows in print calls commented
// out beside code are read; there, rows of as many numbers (a string's
// quotes no part of a cell) that number a grid of certain shape but for
// one number written twice are that grid's [ErrNumbering] fault, a tour
// of its own; so is a grid written as one literal on a line beside grids
// read ("- {id: 2, grid: [[43,46,...],[16,...]]}", literal_fault.go),
// never an array set aside. Every square written, a number or the mark,
// it is as certain as a layout reader's grid with marks, so the same
// text gets one answer with or without a comment mark or a literal's
// brackets around it; only a reading that took a line's first mark for
// a square, when it could be a bullet, is a guess whose fault is
// unreadable unless -read grid asked for it. A square list is certain
// only when complete, or when one line of squares names more than half
// its board and writes no word like a square that names none ("a0"):
// every square written is then in it. A list of more squares than a
// tour of the board writes (but a closed tour's start again), whose
// first or last squares as many as the board has are a tour, is no
// certain reading: several tours joined on a line, or one with more
// after it; its fault at the seam names none of them. Nor are square
// lists one after another, the board given, each fewer squares than it
// has, no square in two and no more in all than a tour: one tour cut by
// the lines between them reads so as well as several (lists that share a
// square are several, each judged). Nor is a list shorter than the board
// given when most of the squares it misses stand in the text set aside
// or unread beside it (a tour in prose broken by a page's number and
// running header): it is undecided, never invalid. A list whose line
// ends in a square and a comma, a page break after it (a page number,
// "Page 12 of 40" or "- 12 -", a form feed or a running title in
// capitals, a blank line, no square) and its squares going on after the
// break ("a3, b1", "e7; every square ...") is read as one list, the break's lines set
// aside, when that leaves no tour unreadable and no list longer than its
// board (page_breaks.go). Lines cut at a fixed width (fold -w, a
// terminal's or SQL*Plus's wrap) are read joined as they were before the
// cut when the cut shows and the joined reading reads more
// (fold_lines.go); a list read whole as written, and one whose cut
// could fall between two tokens (a square above digits, "e1" over
// "0"), is also read joined, the two readings kept side by side, so
// it is valid when either is and undecided when both fail. So are lines of bare numbers as many each, the last
// fewer, that number a board once each (od -An -tu1 -w10: a dump's count
// a line, not the board's width), read as one line; and paragraphs of
// lines of k integers each, a column counting on by one across the
// blank lines between them (gnuplot's index blocks of "x y step"), read
// as one paragraph, a rereading that joins (below). One line
// of numbers, no board given, that is a tour of some board refolded in
// the order written is undecided naming that board's -board. A whole
// grid's numbering, no board given, that is no tour as printed is
// invalid only when no other complete reading of the same numbers is a
// tour: refolded row by row to another board of as many squares, or
// read in the order printed as square numbers (from a1 along the ranks)
// on any board of as many squares; when one is, the grid is undecided,
// naming each and the -board (and -read index) that picks it
// (refold.go, one check of N squares for each board shape of N). A line of bare numbers beside a tour, in none (a
// row cut short, or one too many), is set aside as Partial: a grader
// names it and passes the input over it only when asked; beside a whole
// grid, one number (a counter, "-----6484068-----") and the grid's
// column numbers (0 or 1, 2, ... as many as its width) are words. Each is one
// pass over the block's lines, plus one over each grid's numbers from
// each row where one could start before a number repeats. Rows of
// numbers, none twice, that number no whole grid (a row cut short, or a
// grid that stops before its largest number's row) are no certain
// reading, unless they hold fewer numbers than the rows their largest
// needs (a log's "5979 nodes"): those are words. The error names the rows and their lengths, the short row at
// the place its numbers are missing, the two readings (a W x H numbering
// with numbers missing, a list of the numbers) and -read grid, which
// settles it: the numbering, its missing numbers squares not visited (a
// number skipped is an [ErrNumbering] fault). [ReadAll], the streamed
// reader and [ReadTours] give the same message and the same answer under
// -read grid (cut_grid.go, scan_grid.go). Four such shapes are certain
// faults, [ErrNumbering] (cut_grid_fault.go): every row whole, W x H,
// numbered 0 to W*H with one number missing (from 1, 0 marking the
// square not visited: from 0 it goes past its squares, and a grid cut
// short by one or two rows would hold consecutive numbers in a row,
// which no knight's path does, since every move changes its row); rows
// of W numbers, once each, that fit the W x H written and mark one
// square not visited (-1 or a mark); every row whole, W x H, numbered 1
// to W*H+1 with one number m skipped, when m-1 or m+1 stands two rows or
// more from the first and the last row (every square a knight's move
// from it is written, none holds m, and no row left out above or below
// could); and, with the board given W x H, every row whole but one a
// number short. A column writing one number on every row is a label before the
// rows, not a cell ("board_test.go:41:"), since a numbering writes each
// number once.
//
// A grid printed a few columns at a time (column_blocks.go) is blocks of
// lines of numbers alone, as many rows each, a caption or blank lines
// between, none numbering a board alone: side by side they number a W x H
// board once each, but for one fault at most, and are one tour. When every
// block is as wide, the blocks one under another are a second reading (a
// fault only one of them has is undecided), unless a caption above each
// names the first column it holds ("Columns 7 through 12", Octave's
// "Columns 13 and 14:", R's "[,7]"); a number twice or a square
// not visited is a fault however they are put together. One pass over
// the lines, and one over each run of blocks' numbers. Lines all as long,
// of digits, spaces and '-' alone, three or more, that no reading read
// and that split at spaces into fewer numbers on some line than on
// others are a grid in columns of a fixed width c whose numbers as wide
// as c touch ("41108 87", fixed_width.go): cut into columns of the
// narrowest c at which every column is a number and either a row split
// at spaces shows the columns or every number is aligned alike in its
// own; then read, or at fault, as any grid. One pass over the lines.
//
// When no run of lines reads as a grid, the rows are read once more
// past what surrounds them (structure_caption.go): a line's cells are
// its last run of numbers when the text before them holds a letter or
// a ':' (a log line's timestamp and thread, "row 3:", "[1,]"); a line
// of one number after a word ("# rank 6", "width: 6") is a caption
// that ends no grid; lines of one cell each, one indent deeper than a
// line of no number before them ("  -", "  <tr>"), are one row; rows
// whose captions made them words just beside the block are read with
// it. Only a grid numbering every square of its board once stands from
// this reading, so its verdict is as certain as any grid's, and only
// when every row of three cells or more is in one (or counts 0 or 1, 2,
// 3, ...: a header), so that no grid beside it passes unread.
//
// Rows that number no grid are read again without a first or last column
// that counts up or down by one from row to row (console.table's (index),
// R's [1,], a spreadsheet's or a database's row numbers, a board's ranks):
// consecutive numbers a row apart are no knight's move, so such a column
// is labels, named in the reading. Integer pairs may carry a move's
// number before them, three integers a line, the first counting from 0
// or 1 ("VALUES (7, 3, 2)"), or a listing's observation number too, four
// a line, the first two counting (Stata's "  7. |  7  3  2 |"), and numbers that read as pairs with no board
// said are read as the grid their rows number when they number one.
// A pair may be written x-y ("1-1, 2-3", a Prolog pair: the '-' between
// two numbers standing alone is no sign), and a tuple of a letter and a
// number ("(g, 1)", "('a', 3)") is a square whose file is the letter,
// never a rank paired with the next one. Triples (x, y, value) are squares in one of two orders: as written, or
// by their values when these number the squares once each. The order
// that is a tour is taken; when neither is, an order is certain, and
// its faults the tour's, only when it is the one that could be a path:
// both orders one, or more than half the steps of one knight's moves
// and no more than half of the other's (squares listed by rank and
// numbered; a tour listed in order beside a puzzle's numbers). The
// reading says which order it took when the other was a reading. A
// tour no reading reads is refused
// naming the readings tried that read past its first word (and the
// numbered grid when three lines hold three integers or more), why each
// fails, and the -read flag of each.
//
// When the integers of a block's lines, all taken, number no grid, they
// are sorted by their form, the characters touching each up to a space
// or a digit (structure_classes.go): a dumper's indices ("[3] => 12"), an
// array's size ("array(5)" beside "int(12)"), a log line's time and a
// row's label are written otherwise than the cells. A form that writes a
// number twice within the first grid's lines is no grid's, nor is one
// that shares a number with a larger form; the cells are the largest
// forms that together make grids whose numbers are every one of theirs
// (up to 8 forms, 16 unions tried, each a pass over the cells). Rows are
// the lines, or the innermost brackets holding two or more cells, across
// lines (Data::Dumper's one number a line). A run of blocks no reader
// reads, split by blank lines or words (PHP's print_r and var_dump), is
// read by structure as one, and the paragraphs of words around the
// blocks are read by structure too (an HTML table, its every line begun
// with a tag).
//
// A tour printed as a program's data structure is read by its nesting
// (nested.go) when the readers above leave a tour unreadable: brackets
// ((), [], {}), XML elements and keys (a word or string before ':', '='
// or "=>", a Clojure keyword, an attribute, a one-value element's tag,
// a property list's <key> element naming the next value of its group,
// on whatever line, a number naming a value, "[0] => b1", "3: (1, 2)")
// make a tree, in one pass, brackets followed 64 deep. Its leaves are the innermost
// groups that are squares: two integers, bare or keyed by their axes
// (x/y, col/row, file/rank); a step and two integers; a step and such a
// group or an algebraic square. A group whose every value is a leaf, or
// groups that are leaves on lines one after another at the top (a JSON
// document or an SQL row a line, protobuf's text format's "squares {
// file: 5 rank: 5 }" blocks on a line or spread over lines, after the
// keyed numbers that may name the board), is one tour when its steps, if
// written, count from 0 or 1 in order and it names more than half the
// squares of its board: the board a key on or beside the list names
// (board/size, w/h, width/height, rows/cols), which a -board given must
// agree with, else the board given, else the smallest that holds the
// squares (three or more each way). Pairs are read from 0 when a 0
// appears. The text around the lists, blanked where they and the
// board's keys are, is read as any input is, so that nothing beside
// them goes unread. On a board given or named, such a list is certain
// however many squares it names when its bracket closes it or its
// steps count: no grid's rows or flat list is written so. The reading
// is a rereading (below); an input holding a knight document ("tour": ...) is the JSON reader's.
// A group of whole numbers alone, as many as the squares of the board a
// key beside it names or of the board given (a log record's "solution":
// [0, 17, ...] beside "w" and "h"), is a flat list of that board, read
// as a numbering in reading order and as each step's square number
// (numberLists), as a line of numbers on a board given is (below):
// which one the list is, it does not say, so a fault of both is no
// proof, and -read numbers or -read index picks one.
//
// A square logged or dumped a record at a time is a record's fields
// (records.go): a group of keyed values, in brackets (a JSON object on a
// line, a struct's debug print, a constructor call, "Square(file='f',
// rank=6)") or without them, as key: value lines between banner lines,
// blank lines or a key written again (a SQL client's vertical rows, a
// dump's indented ".0: 2" / ".1: 1" blocks, YAML items, logfmt lines,
// Format-List output). A record is a square when exactly one reading of
// its keys gives one: an x and a y key (x/y, col/row, file/rank,
// first/second; a file's letter with a rank from 1 is an algebraic
// square), one square key holding a square or a pair (square, pos,
// cell, ...), or a tuple's members 0 and 1; with at most one integer
// step key. Its other fields (a level, a time, a note) are the
// record's own, unless one is a group or a string of more than eight
// numbers or squares, which could be a tour: then it is no square.
// Records of one list are spaced alike; one that names an axis but is
// no square, or a gap of other width, ends it, and such a record beside
// it leaves the list unread. A record beside the list that names no
// square's part (a log's header line) may name its board (width/height,
// board); the banners between the records, and a line beside the list
// whose one number counts its records ("48 rows in set"), are its labels,
// named as skipped, when each holds no square and one number at most.
// When every tour the readers above read lies within the lines of lists
// of records (a field or two at a time), the records are the reading.
// Records on lines one after another whose written steps count again
// from the first (a log of several tours, each record tagged with its
// tour's id) are one list each, when every part counts; a part that
// does not leaves the run unread.
//
// A matrix printed as a map from a cell to its value (cell_map.go) is
// the grid it numbers, whatever pairs the two: "(1, 2) = 13" (Maple),
// "((0,1),65)" (Haskell), "(0, 1): 65" (Python), "(1, 2) => 13" (Julia),
// "(1, 2) -> 13" (Octave), "{1, 2} -> 13" (Mathematica), "[{1,2}]=13"
// (Lua), "[0,1]=\"8\"" (bash's declare -A), "\"0,1\": 8" (a JSON object),
// "[5 2] 42" (Clojure), "((0 . 1) . 65)" (Lisp): a key is two integers
// in any pair of brackets, parted by blanks, a comma, a semicolon or a
// dot, and its value follows after "=>", "->", '=', ':', ',' or blanks,
// or closes a tuple with it. An input is read so, before any other reader, when every run of six
// or more entries of one form, with nothing but spaces, commas and
// semicolons between them (or a line's break and the name the first
// entry is glued to: awk's "board[0,1] = 8" lines), is a map, and no
// more than eight
// integers or squares stand around them beyond a declaration of bounds.
// The indices are a matrix's, row first, the first row the top rank.
// The bounds are the declaration's before the map (Matrix(rows, cols,
// ...), array ((0,0),(r,c)), "rows = R, cols = C"); a cell the map leaves
// out is then 0, as sparse printers leave zero cells out (a step when
// the numbering is from 0, else a square not visited). With none, the
// keys' extent is the board, from index 0 or 1, and a map that leaves a
// cell of it out, or writes one twice, or a cell outside its declared
// bounds, is unreadable. The numbering's faults are certain and named
// at the entry's place. A transposed or flipped numbering is a tour
// exactly when it was one, so the row-first rule names the squares but
// never changes a verdict; a -board that is the keys' extent transposed
// reads an undeclared map as (x, y).
//
// Two more writings of a matrix are such maps (keyed_rows.go,
// call_matrix.go), read when no map of pairs is. A literal nested once whose
// items are keyed by index at one level or both, "array ( 0 => array (
// 0 => 21, ..." (PHP's var_export), "{ '0' => { '0' => 21, ..." (Perl's
// Data::Dumper), "{0=>{0=>21, ...}}" and "{0 => [21, ...]}" (Ruby),
// "{[1]={[1]=21, ...}, ...}" (Lua),
// "{0: {0: 21, ...}}" (Python, JSON), keys bare or quoted, in any order
// (a hash prints its keys so): the outer key the row, the inner the
// column, a level without keys counting from the other's first index.
// Its values must number cells, distinct but for one written twice and
// the 0s of squares not visited; a map from a step to its square's
// coordinates ("{1 => [0, 0], ...}") writes each coordinate many times
// and is left to the pair readers. Every cell of the rectangle its keys
// span must be written once, or the literal is unreadable. R's
// matrices, "structure(c(9L, 6L, ...), dim = 6:7)" (dput),
// "matrix(c(...), nrow = 6)", "array(c(...), dim = c(6, 7))", are read
// by R's rule: the dimensions rows then columns (given by name or by
// position), the cells column by column unless byrow = TRUE; a vector
// of another length than the dimensions' cells, or any other argument,
// has no certain reading. A Fortran namelist group, "&TOUR NROW=6,
// NCOL=9, BOARD=7, 30, ... /", is read so by Fortran's rule: column by
// column on the board its NROW and NCOL (or HEIGHT and WIDTH) name, its
// one key of many values the cells, a repeat count ("3*0") unread. Any other call
// shaping a list, "array2d(1..8, 1..4, [...])", "reshape([...], 8, 4)",
// gives both sides and is read row by row, or column by column when
// only that order is a tour. Records of named fields, one a row
// (keyed_records.go: psql's expanded display "-[ RECORD 1 ]", then
// "rank | 8", "a | 24", ...; an INI file's "[row1]", then "col1 = 37",
// ...; a TOML array of tables, "[[row]]", then "cells = [37, 12, ...]"),
// are a map too: a record's row is its field named row, rank, r or y
// (ranks counting up from the bottom), or else the number its header
// ends with, or a TOML table's place among the tables; its other fields
// are cells, their column a file letter or the number the key ends
// with, or an array's values in order, three or more a record; a
// record of no numbers ("[meta]") is none, and a field of quoted text
// is named as set aside. An
// input streamed (over 4 MiB) reads none of these: it is refused, not
// misread.
//
// A nested literal's rows are its innermost groups of numbers at
// whatever depth they lie, when every number not named lies at that
// depth and the rows in one group (nested_fields.go): a struct printed
// around its grid, Go's "{W:11 H:3 Start:{X:5 Y:1} Board:[[21 18 ...]
// ...]}", is the grid, its fields (a name, ':' or '=', a number) no
// cells. A field beside the rows, a name glued to '=' or ':' and its
// value to the next comma at its depth (a Rust ndarray's ", shape=[8, 8],
// strides=[8, 1], layout=Cc (0x5), const ndim=2"), is the struct's
// whatever its value holds, so long as it nests no bracket two deep. A
// field naming the width or height (W, width, cols; H, height, rows;
// shape, rows then columns) that disagrees with the grid leaves it
// unreadable. Elixir's
// charlists (charlists.go), IEx's ~c"\f\r" for [12, 13] (or '\f\r' before
// Elixir 1.15) among a path's pairs, are read as the pair they stand
// for by Elixir's rule (ASCII 32..126 and the escapes \a \b \t \n \v
// \f \r \e), a rereading (below); one of another length is left as written.
//
// Rereadings (rereadings.go): an input is read again written otherwise
// by one table of rewrites, each a cheap test that it applies and the
// rewrite of the held text, tried in order after the layouts, the first
// kept ending the search; a row is tried only when the layouts left a
// tour unreadable, but for those that join or cut what may read already.
// A rereading is kept when it leaves fewer tours unreadable and reads at
// least as many; one that cuts or joins lines, when it reads more and
// leaves no more unreadable, since a block merged into its neighbour is
// no tour read. A rereading of what the text's own structure joins
// (records one field a line, labelled pairs, a list across a page
// break, steps counting on across blank lines, lists of records) is
// kept whenever it reads and leaves no more unreadable: its fewer tours
// are the pieces of one. Records one field a line, once kept, are the
// reading later rows are measured against, the search going on, since
// a later row reads the joined records whole. Each row tried is one more
// reading of the input.
//
// A string literal on one line that holds lines of its own, two \n
// escapes or more and a digit ("1 16 11\n10 5 2\n..." in C, Java,
// JavaScript, Python, Go, ...), is read as the lines it prints, its quotes
// on lines of their own, a rereading (escapes.go). Every byte read maps back to the one it was read from, so
// positions are the literal's own line and column. So are lines broken
// by HTML tags, as a program writing for a browser prints them: "<br>"
// ("<br/>", "<br />", any case) a line break and "&nbsp;" a space, a
// rereading (html_breaks.go).
// A tour that scanned text spelled with look-alikes of digits ("cl" for
// c1, "a1O" for a10, "6O" or "l5" in a grid's rows) is read again, last
// of the rereadings, with l and I read as 1, O and o as 0, and S and B as
// 5 and 8 beside a digit written as one (ocr.go): only tokens whose
// neighbours on the line are squares or integers, as most of the
// unread tour's tokens are, never one alone on its line nor a rank 0
// ("to"), so words of prose stay words, and "|", a cell's wall, stays.
// The reading is a guess: valid when it is a valid tour, its note naming
// each token read and where; otherwise undecided, never invalid.
// Squares written as labelled pairs ("X3 Y2", "x=3, y=2", "C9 R5",
// "col3 row2"), each number after the name of a row or a column, three or
// more on lines that hold nothing but them and the marks between, are read
// as the pairs they stand for, in the order the names say
// (labelled_pairs.go): read as algebraic squares, "C9 R5" is c9 and r5,
// on a board of 18 files or more two squares of a list of moves.
//
// A game's moves (1. Nb3 2. Nc1 ...) name where the knight goes: the
// start is the knight of the [FEN "..."] tag before them, else the one
// square they leave out when it is a knight's move from the first (the
// only start that could make them a tour); with no board given, the
// tag's ranks and files are the board (a run of digits one number of
// empty squares, "12" on a board wider than 9). So does a list of squares
// or pairs, words or not between them ("Move to (2,1); Move to (4,2)"),
// under a caption whose last word is one square ("Solution exists from:
// 0,0"): the caption's square is its start when it is the one square of
// the board the list leaves out and a knight's move from its first, the
// only start that could make it a tour; otherwise the list is read as
// written. UCI's glued moves (a1b3 b3c1)
// read as the squares they join; a game's result (*, 1-0) ends the moves.
// Long algebraic moves (Nb1-c3, b1xc3, Sb1–c3+) name both squares, so the
// start is written: the piece letter, whatever the language, the mark
// between the squares ('-', 'x', ':', an en dash) and a check mark after
// are no squares, and the moves read as the squares they join; lines of
// such moves, each line going on from where the one before went, are one
// game however many squares each names. What the PGN standard (1994)
// lets a game's moves carry besides moves is passed over by its grammar
// (movetext.go): comments in braces, which span lines and do not nest,
// and from ';' to the line's end, escape lines begun by '%', numeric
// annotation glyphs ("$16"), suffix annotations ("!?") and the result.
// A variation in brackets, "(4. Nb4-c2)", however nested, holds moves
// not played: it is never part of the tour, and is named in the reading
// note. A comment or a variation left open follows no grammar, and the
// text is read as written. One pass over the input. A
// setting's value of one square in markup ("maxfield=h3,",
// "setpieces={Na3}") says where something is, not where the knight goes:
// no move of a list read by structure around it, unless such settings
// hold more of the block's squares than the rest (a list written
// `<move to="b3"/>` a line): then they are the list.
//
// Boards drawn in characters one after another (char_boards.go finds
// them, walk_boards.go reads them: a board after every move, or
// diagrams of one piece each, with rank labels, walls, frame rules and
// file letters around them) are a walk,
// its path the order in which squares become marked. Positions one
// after another (positions.go: three or more FEN placement fields,
// whatever is around them on their lines), each holding one piece, and
// tables whose header names their columns
// (headed.go: step, x, y; row, col; file, rank; square; in fields of a
// line or the items of brackets, SQL's "(step, x, y) VALUES (1, 0, 6)")
// are read as the square lists they stand for (recast.go): a square a
// line in place of theirs, in step order when a step column is named,
// the text around them as written, every byte read mapped back to the
// piece or the fields it stands for. Positions give their board, their
// ranks and files; a table's coordinates count from 0 when a 0 is among
// them. A position with no piece or several, a FEN whose ranks differ
// in width, positions on different boards, a table that elides rows
// ("..", a footer counting more rows than shown) or writes a step twice
// is a tour of its own that no reading reads, refused at the line and
// column of the fault. A CSV's fields are split at every separator, so
// that an empty field is a column with nothing written (an annotated
// CSV's first, its "#datatype" lines words above the header), and a
// header's empty name names nothing. A header in brackets on a line of
// more than four words outside them is a sentence, no table. One table
// holds several tours, a tour a run of its rows, where its steps begin
// again or where a column no role names keys the rows: each of its
// values on one run of lines, the runs two or more, all as long, of two
// rows or more, their steps counted from the same first (a tour id, a
// solution's name; a log's level or a time keys nothing). A table
// without a header (unheaded.go) is read so when its columns name their
// roles by what they hold, over every line of as many fields: one of
// squares, or one of file letters and the ranks after it, at most one
// of steps counting up by one or beginning again, and ids each on two
// rows or more in a row; columns of numbers alone (x and y, or row and
// col) are left to the list and grid readings, since only a header tells
// which is which. Finding them is one pass over the lines for positions
// and one for tables.
//
// Numbers drawn by coordinates (placed_grids.go: SVG's <text x= y=>,
// HTML's left: and top:, TikZ's nodes, gnuplot's labels, matplotlib's
// text and annotate) that fall one on each point of a regular lattice
// of three by three points or more are a grid, its rows from the top,
// y down in SVG and HTML and up in the others, read as the rows it
// stands for by the same recast; a point left empty or filled twice
// leaves no grid. It is looked for only in a text that holds one of
// their marks ("</", "at (", "node", "label", "ext(", "annotate(").
// Numbers a data format places by its own structure rather than by
// lines are placed the same way, each at its row and column: a YAML block sequence of sequences, one
// value a line (yaml_block.go), its outer items the rows. Rows of
// several lengths leave the text read as written; it is one more pass
// over the lines. A grid whose last
// column is every row's sum and whose last row is every column's (or
// either alone; read_grid.go, sumsOf), three by three or more, is read
// without them when the grid as written is no numbering (a total runs
// past its board), and its fault, read so, is the grid's: the totals
// are checked in every row or column, not guessed from their size. The
// reading note names them ("the last column (the row sums)").
// Squares written as an engine's numbers (square_codes.go) are read only
// where the readings before left a tour unreadable: 0x88 indices in a
// literal, more than 32, when the text says 0x88 or, in hex, when every
// one has bits 3 and 7 clear and one is 0x40 or more; lines of one
// 64-bit board each in sixteen hex digits, each with one bit set, bit
// rank*8 + file from a1, a mask of none or several bits refused at it.
// Both name squares of the 8x8 board. So are a search's traces
// (move_chains.go): lines of one shape naming twelve squares or more,
// each naming where it is and where it goes among squares it weighed,
// the square one line goes to the square the next is at, are the chain
// they print, a chain broken judged with both squares of the break.
// Lines of moves whose squares are bracketed pairs ("Move 1: knight
// jumps from (row 5, col 1) to (row 7, col 2)", "[0, 0] -> [1, 2]",
// "{x=1, y=1} - {x=2, y=3}") are read so with the layouts, before any
// reading of their pairs as one list: a line names one move, its pairs
// written in the order their axes' names give, and numbers of prose
// around them are words. Inputs over 4 MiB are
// streamed in a plain notation and none of these is read there: such an
// input is refused, not read otherwise.
//
// What programs print around their tours is read as it is meant: a
// caption, a prompt and its answer, an option glued to its one value in
// a sentence ("gcc -std=c11", words), a comment mark on every line or alone
// on one, the end of a block comment, a terminal's escape sequences,
// dashes, arrows and box-drawing frames (as their ASCII forms), numbers
// printed as floats (numpy's "30."), '#'-marked cells, C and Java array
// literals, MATLAB and Julia matrices on one line (';' between rows of
// three numbers or more), a prompt's number before pairs ("Out[1]= {{1,
// 1}, ...}"), a command echoed with one to three arguments before its
// words and the run of numbers it printed ("6 5 knight-tour print-tour 0
// 0 2 1 ... ok", eight numbers or more, twice the arguments), a C or Java array literal in braces nested two deep in a
// line of words or of code commented out ("//int[][] a = {{0, 11, ...},
// ...};"), and words glued after a line of numbers. A caption ends
// within the first 256 bytes of its line, and at most eight places there
// are read to the end of the line for the data after it, so that a line
// is classified in a bounded number of passes. Words are words
// in any script (a Cyrillic or Greek caption, a CJK heading); a caption
// that holds '=' or ':' of its own ("for a r=4 c=5 grid : 0 7 ...") ends
// at the last one with only data after it; a Markdown fence on the line
// of the data ("``` 8 1 10 ... 64 ```") is markup around it, and one
// alone on its line ends a block as a blank line does; a test case
// "3 4 -> 1 4 7 10 | ..." is its input (one to three numbers), one arrow
// and the tour. A line of numbers beside a grid that names a number
// twice ("5 3 3", a problem's input), or whose numbers the complete grid
// holds each once, is no part of any numbering with it, so it is words,
// not a tour set aside; so is a block that writes a number below -1
// standing alone (a table of move offsets, {-2, -1}), since no grid
// numbers a square below 0 and no coordinate is negative, and a line
// of such a table is words wherever it stands (two numbers below -1 and
// a quarter of its numbers negative, or one after such a line), so that
// a line of code that holds one joins no block of data; so are rows
// of only 0 and 1 (a mask, an edge vector), which number no board of
// more than two squares, and squares that fill a guessed board one or
// two squares wide, which has no knight's tour, even as a literal nested
// two deep; and a flat array of numbers and nulls on one line (a tree
// written level by level, "[1,2,3,null,4]"), and a game's board drawn
// in marks ("3|  * __ X __ |"), its rows each a label and at most one
// more number (a hint), which numbers no path. A grid whose zeros, read as squares left out,
// leave a gap in its numbering (0 written for 2) is no partial numbering:
// numbered from 0, it writes a number twice, a certain fault. So is a
// grid that writes several numbers twice and its last, W*H, which no
// grid a row smaller holds: every row is then the grid's; and one whose
// largest number, at most W*H, is more than a grid a row or a column
// smaller holds, when no one row holds every repeat (a row of another
// block read in place of one of the grid's own would). One line of
// numbers with no board given is no certain grid: a board one square
// high has no knight's move, and the numbers may number a board the
// input does not say, so its fault is undecided unless -read grid asks.
// A log line whose data after its caption names a value of its own
// ("Try Number: 100000, Move: 56 of 64": a word, ':' and a number) is
// words. A problem's text around its answers is words: its parameters, every
// number a value given a name ("Input: m = 3, n = 4, r = 0, c = 0"), its
// bounds ("1 <= m, n <= 5"), a cell named in a sentence beside a grid
// ("starting from (0,0)."). An
// array of numbers nested two deep ("Output: [[0]]", "[[0,1],[2,3]]") is
// a grid however small: read as a tour of its own (the 1x1 board's tour
// is its square), or, beside a grid it cannot be read apart from, set
// aside as Partial; never a label, a flag or a caption's count. One
// bare number alone on its lines ("1" under "Sample 2:") is such a
// count, no tour, unless -board 1x1 asks for the 1x1 board's.
//
// Longer inputs hold one tour in the plain notations (a list, a grid, or
// JSON) and are read as a stream holding only the path, so a 10^8-square
// tour reads in the memory of its path. The lines before the tour are
// classified by the in-memory reader's classifier (classify): captions,
// prompts and shell commands are set aside ([Document.Skipped]), rules
// and blank lines dropped, a caption before the data on its line cut off.
//
// There is one tokenizer (lexInto) and one list reader (readList) for
// both engines: in memory the list reader reads a block's tokens;
// streamed, it reads the same tokens lexed a window at a time (64 KiB,
// cut after the window's last space or newline, the tokens not yet read
// carried over), so a list over 4 MiB reads in every list notation of the
// in-memory reader: move numbers, arrows, Na1 and Knight A1, quoted
// squares, 1/1, (1, 1) and [r, c] pairs, answer(N, [...]). Whether a list
// writes the piece before its squares (Na1) is decided from its first
// 4096 tokens in both.
//
// The streaming grid reader lexes each row with lexInto, held whole (at
// most 640000 bytes), and reads its decoration as the in-memory reader
// does, as far as seeing each line once allows (gridRows): rules and
// captions between rows, '|' frames and table cells, labels outside a
// frame, letter labels, a header or footer of labels or of column
// numbers, and rank labels or row numbers as a first or last column,
// which the first two rows show (consecutive numbers down a column are
// never a tour's) and every later row must continue, or the board's width
// shows (two more cells a row: labels on both sides). The in-memory
// reader, which sees all rows before it picks a layout, differs in this:
//   - a numeric label column whose first two rows are not consecutive
//     (labels that skip) is a label column in memory only;
//   - boards side by side or stacked are one grid streamed (an error or a
//     misread, never a wrong verdict: their numbers repeat), and rows on
//     one line separated by '|' are a misread;
//   - commas or semicolons between cells, nested JSON arrays, a found
//     flag or a prompt's answer on a line of its own above the grid, and
//     a comment mark on every line are read in memory only;
//   - a stream holds one tour: words after it are set aside, more tours
//     after them are an error, and so is a second JSON document, named
//     where it begins rather than read.
//
// Words around a streamed list are set aside before it only; inside it a
// caption is read as a bad square. A streamed list stops one square past
// its board (no path, by pigeonhole) and names where the text it did not
// read begins ([Skip.Unread]): that text could be more tours (a tour a
// line), or the list one read whole another way (moves from square to
// square, a path beside a tour), so such a list is judged valid when a
// reading is, else unreadable, never invalid. A streamed refusal names
// the 4 MiB that made it one, since the same text held whole may read. A
// stream reads no flat list of visit
// numbers or of square numbers and no "r c" lines (the readings that need
// the whole input to count its numbers). Tests read every list style
// and every grid decoration both ways, across window edges, and compare.
//
// [ScanList] is the streamed list reader without the path: the same
// reader hands its squares, as written, to a caller a chunk at a time and
// keeps what the readings of the whole list turn on (the count, the first
// two and last two squares, how many are off the board under each base
// and orientation of pairs), so that a checker such as verify's Walker
// can check a 10^8-square list in one bit a square. [Scan.Variants] are
// the readings [Judge] tries of that document, as maps of the squares
// written, and [Scan.Judge] is Judge on them, given a check that reads
// the text again for each.
//
// Every input is bounded by what its board needs, [BytesPerSquare] a
// square, and a list stops after one square more than the board has
// (pigeonhole: it can no longer be a path); [ReadTours], which reads any
// number of tours, holds up to 4 MiB whatever the board given, so that
// every tour a program found (all 1728 of 5x5) is read, each bounded by
// its board. JSON documents go through
// encoding/json's streaming decoder, with duplicate and case-variant keys
// rejected, since its Unmarshal would match keys regardless of case and
// keep the last of two.
//
// Pairs are read as (file, rank), from 0 when a 0 appears, and as (row,
// col) when only so they fit the board; [Judge] tries (row, col) beside
// (file, rank) and, when a start or an end is required, from the other
// corner too. A transposition or a mirror image maps knight moves to
// knight moves, so on a square board both readings are tours or neither:
// only a required start or end tells them apart. A 0-based reading of
// pairs that hold no 0 would leave the first rank and file unvisited, so
// it is never a tour, and is not tried. A text that names the order of
// its pairs is read in that order alone (pair_order.go): spreadsheet R1C1
// references ("R3C2", either case: row 3, column 2; as a move glued,
// r3 to c2 goes fifteen files, no knight's move), a name before each
// number of a pair ("row 3, col 2", "Zeile 3, Spalte 2", "Move 7: y=3
// x=2": the numbers after a row's or a column's name, a pair one of
// each in either order, are the very pairs read, whatever numbers with
// no such name stand beside them, a step's or a time's), or the
// nearest caption above the pairs that names them in brackets ("path
// (row,col), 1-based from the top-left:", "(x, y)", "(file, rank)",
// "(row, col 1-based, row 1 = top)", one such pair on the line), when
// each pair is in brackets of its own or on a line of its own (a table's
// row, "  3    7    1"), which also fixes where rows count from when
// it says top or bottom, not both. The reading note says which named
// it; so named, pairs are pairs, not a grid's numbers, and a fault in a
// list short of its board given is certain.
//
// [Document.Place] says where each square was written, so that a verdict
// can point at the text of a faulty square: every square of an input held
// in memory (4 bytes a square) but a JSON document's; of a streamed list,
// the first and last squares and those a first fault can fall on (a fault
// at move k leaves moves 1..k-1 sound, and every reading Judge tries maps
// knight moves to knight moves and distinct squares to distinct ones, so
// square k is the first no knight move from the one before, the first
// repeated, or the first off the board under that reading), found in one
// pass with one bit a square; of a streamed grid, the line of each row,
// without the column.
//
// A square list whose every square stands beside one integer of its own
// (a map from square to step printed by any language: {'a1': 22, ...},
// "a1=22", "map[a1:22 ...]", a YAML mapping; or a move number before
// each square) is read in the order of those integers as well as in the
// order written, and the one that could be a path is taken, as for
// (x, y, value) triples (square_steps.go); when neither is, the list's
// fault is no proof. Tours written one a column (a CSV, TSV or Markdown
// table, "step,tour_1,tour_2,..."; columns lined up by spaces), as many
// squares a line and a line for each square of the board, are read down
// their columns as well as across the rows cut at every board's worth
// (tour_columns.go): a fault of either reading alone is no proof. A
// header that is a board's file letters, a b c ..., with one label
// column beside ("rank"), is a printed board's, not a table's columns
// (file_letters.go): its letters name no roles (c for a column, r for a
// row), and the board below is read as a grid with its labels.
//
// A line of numbers on a board given, alone or beside bare lines of one
// or two numbers (a solution count, a found flag, left out and named),
// is a flat list: visit numbers in reading order, or square numbers.
// Both readings failing is no proof, since a program may number its
// squares along files or from another corner, unless every reading steps
// between two squares numbered one apart within one rank or file: those
// are neighbours under every such numbering, never a knight's move apart,
// so the list is invalid (judge.go, one pass over the path).
//
// Squares written in pairs that do not chain, every pair parted alike
// and every two pairs otherwise ("[('a1', 'b3'), ('a1', 'c2')]", GraphViz's
// "a1 -- b3;", a JSON array of pairs), are a tour's moves in any order, a
// graph's edges (edges.go): read as the path they make when they make
// one path or one cycle through every square of the board; on a board
// given (or said by the text), also as the one trail they make when
// they make one (edge_faults.go), which passes a square twice where it
// ends three pairs or more and misses the squares no pair names; else
// unreadable; never one square after another. Such a list writes no
// order of its moves, so its fault names the pair written ("the pair a2
// a3 is not a knight move", at its place) or the square that ends too
// many, never a move number of the walk read. A line that says the print
// left data out (Spark's "only showing top 20 rows", pandas' "[90 rows x
// 2 columns]" or a row of "..." in every field, R's "omitted N rows", "#
// ... with N more rows", "(truncated)", Node's "... N more items";
// elided.go) makes the tour of its paragraph, and one that begins right
// after it, unreadable, whatever the squares shown make, and says so over
// any other reason the cut gave (a bracket left open); the closing
// brackets after it are no tour. A square list whose first square is off the board
// given is written for another board or in another notation: unreadable,
// never invalid; so is one with a square whose file has more letters
// than the board's files: a letter glued to a square ("xc5" on 5x6, a
// capture's x) or a misprint ("el1" for e11), not certainly off it; and
// so is a list short of its board's squares whose walk breaks only where
// it passes over text it writes between no two squares a move joins ("c
// 2", "e-3", "??", "null", a JSON string "b 3") or where a square off the
// board is no move from either square beside it ("x4"): a square lost
// leaves such a break, since two knight's moves make no knight's move,
// and the text may be that square written so no reader reads it, so it
// is not certainly missing. A square lost at an end leaves no break: a
// word like a square misprinted ("a1x", "al") just before the first
// square or after the last, on its line, stands for it the same way. Text that stands between squares a move
// joins too ("to", "at(3,2,0)") is the list's layout, and a break with
// nothing passed over, a move off the board, or a square repeated, is a
// fault. Text passed over inside the
// lines of several tours is named with the tour whose squares stand
// around it.
//
// [ReadGridText] gives a grid with blanks (a clue puzzle's) to a reader
// of its own: the same line classifier, tokenizer and cell reader cut it
// into cells with their places, and layouts proposes which rows and
// columns are labels; the caller says which reading makes sense. Beyond
// the tour grid's marks it takes '_' for a blank, and keeps a line of
// "--" marks or of empty table cells as a row where a tour's reader
// drops it as a rule.
//
// [ReadMask] reads a board with holes as people print it (Rosetta Code's
// "Solve a Holy Knight's tour" and "Solve a Hopido puzzle" layouts, cells
// a space apart, and packed grids of x and .), with the numbers written
// on its cells, in one pass over the bytes; [WriteMask] writes it back in
// the style it was read in.
//
// Numbers printed as floats with integer values (numpy.savetxt's
// "2.700000000000000000e+01", "27.000", "27.") are those integers when
// their line holds no other number, half or more of its numbers so
// printed (float_cells.go); a run of such lines with a value that is no
// integer ("27.5") is read as written, so its grid numbers nothing.
//
// A log's prefix of one shape on every line (a date or time of day and
// the words alike after it: "2026-12-04T10:42:03.4942056Z ", syslog's
// "Dec  4 10:42:03 host tour[42]: ") is read as spaces, so that a marker
// after it ("##[group]") begins a line of words (line_prefix.go). A run
// of '|' is one wall between cells however wide (MediaWiki's and Jira's
// "||"): an empty cell has a space between its walls. A row's label on
// a line of its own above it (MediaWiki's "! 8") is left out (labelled).
//
// Text in UTF-16 (what Windows PowerShell 5's '>' writes) is read as the
// same text in UTF-8, positions counted in the decoded text from after
// its byte order mark (utf16.go): by the BOM, which is certain, or with
// none by its NUL bytes, one in at least three units in four and all on
// one side (UTF-8 text holds no NUL); anything else is read as written.
//
// A successor map, each square's next square keyed by the square in
// brackets or quotes before '=' or ':' ("next[a1] = b3", "succ(c2): a1")
// and printed in any order, is read as the walk it makes from the start
// it states, or from the one key that is no square's next
// (successor_map.go): one pass over the text before each square read.
// The walk is certain only when every key is written once and the walk
// reaches each, ending on the end written if one is; otherwise no order
// is certain and the text is unreadable. A path of one or two squares
// read from text whose other words were set aside ("Start: e8" above
// moves in compass codes) is words, not a tour, on a board of more
// squares: unreadable, naming the lines set aside. A row of a grid one
// number short under -board, whose text holds what no other row's does
// (a glyph drawn in the cell, a printer's "|..." or "..."), may hold its
// last cell so: unreadable, naming that text, not the certain fault of a
// row short (unread_cell.go).
//
// Values printed with their indexes (bash's declare -p, `[0]="17"`;
// zsh's typeset, `[1]=17`; PHP's print_r, `[0] => 17`, and var_dump,
// `int(17)` under `[0]=>`) are read without the indexes only when that is
// certain (index_rows.go): every run of indexes counts 0, 1, 2, ... (or
// from 1) in order, the runs are as long as each other or one, and the
// values alone number a board's squares once each; each run is then a
// paragraph of one line of its values, positions the input's. Runs
// that are all two values long, indexed from the same 0 or 1, and at
// least four (print_r or var_dump of [x, y] arrays) are a list of pairs,
// one "(x, y)" a line, the dump's text between them ("[3] => Array (")
// dropped; the pair readers judge them as any pairs. Otherwise
// the refusal names the first entry and what is wrong. A solver's
// progress dots and count ("........9862") are words. A one-line literal
// nested two deep that numbers another board than the one given is
// refused as that board's grid. One pass over the input each.
//
// A line rewritten by carriage returns (a progress bar's states, a
// counter) is read as a terminal shows it, the last state over the
// ones before, positions the input's (progress.go); a progress bar's
// state on a line of its own (a bar beside a percentage or a count done
// of a total) and a line whose date names its month ("04-Dec-26", a
// tmux status line) or writes a time beside a date are words. Squares
// told in sentences, one word at least and no other number between two,
// that could be a tour (knightLike), are read as the square list they
// stand for (prose_squares.go), unless a word on their lines holds
// another square glued to marks ("$e6", "c3$", "xe6"), which that list
// would leave out unnamed: the list reader reads them then; so are
// moves in codes of a legend
// ("NNE=(+1,+2)") walked from the start written above them, and without
// a start the run is refused naming it (compass_codes.go). Each is one
// pass over the lines.
//
// Errors are [*board.ParseError]s with the line and column, wrapping a
// sentinel ([board.ErrSyntax], [board.ErrBadSquare], [ErrNumbering], ...);
// a 0 coordinate is explained (coordinates start at 1).
//
// The package imports only board, internal/strictjson (the strict JSON
// reader it shares with evidence) and the standard library.
package notation
