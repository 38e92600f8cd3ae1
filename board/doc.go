// Package board is the shared vocabulary of knight: boards, squares, paths,
// the knight graph, and the short notations of a square and a path.
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
// [ParseSquare] and [ParsePath] read the short notations of flags (c3,
// p(3, 3), 3,3; one notation a list); [Square.AppendTo] and
// [SquareWriter] print squares. Reading the tours other programs print,
// and writing paths in every notation, is package notation's work.
//
// A [Shape] is a board with holes toured by a [Piece], a leaper such as
// the knight (1,2), the camel (1,3) or the zebra (2,3), or a compound of
// leapers; the zero holes and the zero Piece make the plain board of the
// knight, so a [Problem] that names neither is the question knight always
// answered. [ParsePiece] and [ParseHoles] read the -piece and -holes
// flags.
//
// [Set] is a set of a board's squares, a bit a square, which the
// checkers and the puzzle deductions share.
//
// The package imports only the standard library; everything else in knight
// imports it. [ParseError] is the positioned error of every reader of text
// in knight, here and in package notation.
package board
