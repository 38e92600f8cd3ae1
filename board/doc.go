// Package board is the shared vocabulary of knight: boards, squares, paths,
// the knight graph and the notations squares and paths are written in.
//
// A board W x H has W files (columns, lettered a, b, ..., z, aa, ab, ...)
// and H ranks (rows, numbered 1..H); a1 is the bottom-left corner. A square
// is stored as 1-based file and rank, [Square]{X: 1, Y: 2} being a2, which the
// seeds' Prolog writes p(1,2). The colour of a square is (X+Y) mod 2, so a1 is
// [Dark] as on a chessboard, and every knight move changes colour.
//
// The squares of a [Path] are numbered from 0, square 0 being the start;
// move k is the jump that lands on square k, so move 1 goes from square 0 to
// square 1. Errors, blame and documentation all use this numbering.
//
// # Reading
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
// Errors are [*ParseError]s with the line and column, wrapping a sentinel
// ([ErrSyntax], [ErrBadSquare], [ErrNumbering], ...); a 0 coordinate is
// explained (coordinates start at 1).
//
// The package imports only the standard library; everything else in knight
// imports it.
package board
