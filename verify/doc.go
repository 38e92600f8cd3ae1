// Package verify checks tours and paths against a board, independently of
// how they were produced.
//
// [Tour] and [Path] make one pass over the path. For square k they check
// that it is on the board, that the jump from square k-1 is a knight move
// (|dx|,|dy| is 1,2 or 2,1) and that its bit in a bitset of one bit a board
// square is still clear. A tour must then have exactly W*H squares: with no
// repeats, that means every square is covered. Closure is one more knight
// move test, last square to first.
//
// Cost: O(n) time for a path of n squares, and W*H/8 bytes for the bitset
// (12.5 MB for 10000x10000), the only allocation on a valid path. Errors
// cost more, once: a repeated square is located by scanning the path for its
// first visit, and missing squares are listed by scanning the bitset a word
// (64 squares) at a time.
//
// Errors are [*Error] values positioned by move, numbered as in package
// board: move k is the jump that lands on square k, square 0 being the
// start. Each wraps a sentinel (ErrNotKnightMove, ErrRevisit, ...) for
// errors.Is.
//
// [Check] is [Tour] returning also a [Result]: what the path was found to
// be (board, start, end, squares covered, open or closed), filled in as far
// as the path is a knight's path even when it fails, at no extra cost.
package verify
