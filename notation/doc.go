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
// Longer inputs hold one tour in the plain notations (a list, a grid as
// knight writes it, or JSON) and are read as a stream holding only the
// path, so a 10^8-square tour reads in the memory of its path. Every input
// is bounded by what its board needs, [BytesPerSquare] a square, and a
// list stops after one square more than the board has (pigeonhole: it can
// no longer be a path). JSON documents go through encoding/json's
// streaming decoder, with duplicate and case-variant keys rejected, since
// its Unmarshal would match keys regardless of case and keep the last of
// two.
//
// Errors are [*board.ParseError]s with the line and column, wrapping a
// sentinel ([board.ErrSyntax], [board.ErrBadSquare], [ErrNumbering], ...);
// a 0 coordinate is explained (coordinates start at 1).
//
// The package imports only board and the standard library.
package notation
