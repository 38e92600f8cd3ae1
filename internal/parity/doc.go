// Package parity proves that a knight's tour problem has no solution, with
// an [evidence.Certificate] anyone can check by counting.
//
// [Check] takes a [board.Problem] (a board, a prefix the tour must begin
// with, an optional last square, open or closed) and looks for one of the
// arguments below; each is a necessary condition for a tour, so a
// certificate is a proof, and finding none proves nothing. The certificate
// is plain data of package evidence (it round-trips through JSON) naming what it claims, the
// squares it uses and its counts; verify.Certificate re-derives them from
// the board and the problem alone, without this package's search. The
// squares the rest of the tour must cover are the unvisited squares plus
// the knight's square (the last of the prefix): the rest is a path through
// them from the knight's square.
//
// The arguments:
//
//   - Chessboard colouring ([evidence.ColourCount], [evidence.ColourBalance]). Every knight
//     move changes colour, so a path of L squares from a square of colour c
//     covers ceil(L/2) squares of colour c and ends on c exactly when L is
//     odd. Hence: no open tour of an odd board from or to a light
//     (minority) square, no closed tour of an odd board, fixed ends of the
//     wrong colours (opposite colours on an even board, both dark on an odd
//     one), and for a position the unvisited squares must balance from the
//     knight's square. A formula: O(1) for any board, O(prefix) for a
//     position.
//   - Boards with a side of 4 ([evidence.FourLines]): the argument of Pósa, given by
//     Schwenk (A. J. Schwenk, Which rectangular chessboards have a knight's
//     tour?, Mathematics Magazine 64, 1991) for the closed case. The two
//     outer lines along the long side touch only the two inner lines, so
//     the n outer squares of one colour touch only the n inner squares X of
//     the other colour. Removing X leaves them alone: a path must enter and
//     leave each through X and reach the rest of the board through X too,
//     2n+1 visits next to X, while X's n squares give 2n, one fewer for a
//     path end on X and one more for an end of the other colour off it.
//     So no 4xn board has a closed tour, and no open tour starts or ends on
//     an inner line (choosing X of that square's colour). A formula: O(1)
//     however long the board. After a prefix the same X, less the squares
//     visited, still leaves each outer square of the other colour alone;
//     what the prefix changes (squares gone, the knight's square and the
//     required end as the path's ends) is what the cut count below counts,
//     so the argument is made as an [evidence.Cut] of those squares, one
//     count per colour: O(squares). `-board 4x20 -prefix "d15 c17" -end c13`
//     is ruled out this way, where the formula alone stops after one move.
//   - Disconnection ([evidence.Disconnected]): 1xn and 2xn boards (a knight on two
//     files alternates files while moving two ranks, so a1 and b1 never
//     meet; on one file it cannot move), 3x3 (b2 has no move), and any
//     position whose squares still to cover fall apart. A formula for
//     whole boards, O(squares) breadth-first search for positions; each
//     counts the pieces and names a square of each (up to
//     [evidence.MaxPiecesNamed]).
//   - Forced ends ([evidence.ForcedEnds]): a square still to cover with at most one
//     neighbour still to cover is entered and never left, so it is an end
//     of the path; after a prefix only the last square is free (and it must
//     be the required end, or next to the first square of a closed tour),
//     with no prefix two. A square whose only neighbour is the knight's
//     must be the next and the last square. These are the three checks of
//     the puzzle engine's search (a square no one can reach, too many forced
//     ends, a split board) made into certificates. O(squares).
//   - Cuts ([evidence.Cut]): the toughness argument (V. Chvátal, Tough graphs and
//     Hamiltonian circuits, Discrete Mathematics 5, 1973): removing a set S
//     from a graph with a Hamiltonian path leaves at most |S|+1 pieces
//     (at most |S| for a cycle or when the path has an end in S). Refined by
//     colour: the path outside S is a set of runs, each alternating colours,
//     so a piece with d more dark than light squares holds at least d runs
//     whose both path neighbours are light squares of S (and a balanced
//     piece a run with one of each), while a square of S has at most two
//     path neighbours, one if it is an end, and an end outside S spares
//     its run one neighbour; and a run in a piece touching at most one
//     square of S must hold an end of the path. The certificate lists S and
//     the failing count. Check tries single squares, the neighbours of
//     squares with few moves (alone and in pairs), whole ranks and files,
//     pairs of neighbouring ones and their squares of one colour, then a
//     short local search; each candidate costs O(squares), the whole search
//     is bounded to 2x10^4 square visits. A position
//     with more than 100 squares left (past any 10x10 board) is searched
//     with local counts instead: every piece a cut leaves touches a removed
//     square, so searches from the removed squares' neighbours, each
//     stopped after 48 squares, find the small pieces, and the one big
//     piece is counted as what is left (the whole-board count when two
//     large pieces remain). A cut then costs what its small pieces cost,
//     so the search tries every single square, the squares that cut off
//     pieces needing ends (together and in pairs), and the boundary of the
//     squares within three moves of each square with at most three
//     neighbours, with and without the knight's square: pockets the
//     visited squares close off. Bounded to 2^18 square visits, it certifies
//     every first dead prefix of the benchmark's stuck 32x32 games, without
//     a solver.
//   - Every move ([evidence.CaseSplit]): in a position with at most 64 squares left,
//     each move of the knight leads to a position with its own
//     certificate (looking two moves ahead with at most 32 left). At most
//     8 + 64 positions, each with its own cut search budget. Every case
//     split is built by [Split], the one builder: Check's look-ahead with
//     a depth bound, and package prove's deeper trees, up to a bound on
//     their nodes,
//     for problems that SAT or an exhausted search showed have no tour,
//     closing each node by a leaf: every argument above but this one, with
//     a cut budget of its choosing.
//   - A deeper cut search, [DeepCut], for problems already known to have
//     no tour: the local search above restarted from random sets of
//     squares of one colour (from a fixed seed, so every run answers
//     alike) until a budget of squares looked at is spent. On the dead
//     prefixes of the shared stuck games that Check leaves, it finds a cut
//     for 9 of 11 in a budget of 10^6 and 10 of 11 in 8x10^6; seeds of both
//     colours found 5 and 7.
//   - End visited ([evidence.EndVisited]): the required last square is already on
//     the prefix.
//
// Shapes. A problem may have holes and another piece ([board.Shape]); its
// graph is then the cells with the piece's moves, and each argument runs
// where it holds: disconnection, forced ends and case splits on any
// graph; the colour counts and cuts only for a piece whose every move
// changes colour (each leap's two steps add up to an odd number: the
// knight, zebra, giraffe, wazir), with the colours counted over the cells,
// and with no move made the counts of a shape whose holes leave more than
// one square of one colour over the other ruled out by themselves; for a
// piece whose every move keeps its colour (the camel), the one-colour
// count ([evidence.OneColour]): cells of both colours left, no tour, on
// any board, in O(prefix). Four lines, the thin boards and the forced
// ends of huge boards rest on the rectangle and the knight, and run for
// the plain board alone. A piece with leaps of both kinds has the graph
// arguments only.
//
// On boards of more than 2^16 squares only the formulas run; the knight
// graph is built only below that.
//
// Coverage, measured by the tests against an exhaustive search: of the 871
// start squares without an open tour on the boards m x n, 1 <= m, n <= 10,
// all but six are certified by Check: the centre of 3x7 (b4, and d2 on
// 7x3) and b3, b6 on 3x8 (c2, f2 on 8x3). No cut of the kind above
// explains them (a search over every set of squares of 3x7 and 3x8 found
// none), nor does looking up to eight moves ahead; the closed 3x8 tour,
// which Schwenk rules out by a special argument, has no cut of up to ten
// squares either. prove proves these by case splits of 61 to 123
// positions, at most 15 moves deep, whose leaves are this package's cuts
// and forced ends.
package parity
