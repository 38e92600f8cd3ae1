// Package hamilton holds the plain searches that tests use as oracles for
// tours on shapes: depth-first search over the orders of a list of cells,
// with a move test written from the leaps' distances. It shares no code
// with the producers or the checker (it imports only board, for the
// square type), so a test may set it against any of them.
//
// Cost: the search tries every order of the cells that the moves allow,
// O(n!) in the worst case for n cells, so it is meant for the boards of
// a dozen or two cells that tests sweep; [Search.Budget] bounds it in
// nodes, and [Search.Fewest] tries the cell with the fewest onward moves
// first (Warnsdorff, 1823), so that a tour, when there is one, comes
// early; [Search.Joined] gives up on a branch whose cells left are
// split.
package hamilton
