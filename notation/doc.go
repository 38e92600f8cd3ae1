// Package notation reads the tours other programs print and writes paths
// in every notation knight knows: square lists (algebraic, Prolog terms,
// X,Y pairs), numbered grids, flat numbered lists and JSON documents. The
// words (board, square, path) are package board's; this package is how
// they are written down.
//
// [ReadAll] and [ReadPath] read tours as other programs print them. An
// input of up to 4 MiB is held in memory and read in three steps: its
// lines are classified (data; words, such as a caption or a sentence, set
// aside and listed in [Document.Skipped]; table borders, dropped); runs of
// data lines separated by blank lines or words are the tours; and each tour
// is read by every reader that applies, a grid reader, a square-list reader
// and, with a board given, a flat-number reader, keeping the one reading
// that makes sense (a grid numbered without repeats, squares on the board).
// Two sensible readings are an [ErrAmbiguous] error naming both and the
// [ReadOptions.Format] that picks one. Each reader is one pass over the
// tokens, so the cost is linear in the input, times the three readers.
//
// [ReadTours] reads the same way but keeps each tour on its own, with
// every reading that makes sense or the reason it has none, and [Judge]
// applies the rule of reading to one tour: valid when any plausible
// reading is a valid tour (the checker, verify.Tour, is passed in, so that
// this package stays below verify), invalid only from the one certain
// reading, unreadable otherwise. Beyond the readers' own readings a grid
// is read without what looks like decoration (a first or last column of
// consecutive numbers or letters, rows of another length or of labels
// above or below), Judge tries a path that repeats its start as a closed
// tour, lines of squares before or after a whole tour cut off, a list of
// moves ("A1 - B3", "B3 - C1") as the squares they join, and, when a
// start or end is required, a grid from the other corner; a table of
// moves is read from its column of squares; fragments beside a whole tour
// (a path of less than half its board, one or two squares, an unreadable
// prompt's answer) are set aside. A square list with no board given is
// read on the smallest board that holds its squares, when it names more
// than half of them: a tour of that board, or a fault on any board, since
// a larger one has more squares than the list. Every such reading is one
// more pass over the tokens, so the cost stays linear in the input times a
// small constant.
//
// What programs print around their tours is read as it is meant: a
// caption, a prompt and its answer, a comment mark on every line or alone
// on one, the end of a block comment, a terminal's escape sequences,
// dashes, arrows and box-drawing frames (as their ASCII forms), numbers
// printed as floats (numpy's "30."), '#'-marked cells, C and Java array
// literals, and words glued after a line of numbers.
//
// Longer inputs hold one tour in the plain notations (a list, a grid as
// knight writes it, or JSON) and are read as a stream holding only the
// path, so a 10^8-square tour reads in the memory of its path. The two
// engines share one tokenizer (lexInto) for grids: the streaming grid
// reader lexes each row, held whole (at most 640000 bytes), and reads its
// cells as the tolerant reader does. Square lists are still tokenized
// twice (the tolerant lexer, the streaming scanner's square reader), so a
// list over 4 MiB is read only in the plain list notations, without move
// numbers, arrows, 1/1 or (1, 1) pairs; a test reads the same tours both
// ways and compares. Every input
// is bounded by what its board needs, [BytesPerSquare] a square, and a
// list stops after one square more than the board has (pigeonhole: it can
// no longer be a path); [ReadTours], which reads any number of tours,
// holds up to 4 MiB whatever the board given, so that every tour a program
// found (all 1728 of 5x5) is read, each bounded by its board. JSON
// documents go through encoding/json's
// streaming decoder, with duplicate and case-variant keys rejected, since
// its Unmarshal would match keys regardless of case and keep the last of
// two.
//
// Errors are [*board.ParseError]s with the line and column, wrapping a
// sentinel ([board.ErrSyntax], [board.ErrBadSquare], [ErrNumbering], ...);
// a 0 coordinate is explained (coordinates start at 1).
//
// The package imports only board, internal/strictjson (the strict JSON
// reader it shares with evidence) and the standard library.
package notation
