// Package heuristic finds knight's tours quickly, one algorithm per call:
// Warnsdorff's rule with real tie-breaking ([Warnsdorff] for one pass on a
// whole board, [Greedy] for walks that answer a [board.Problem]), a pruned,
// restarting backtracking search ([Search]), and a divide-and-conquer
// construction ([Construct]). Which to call, in which order and with which
// node budget is package prove's choice: none of these calls another.
//
// # Warnsdorff's rule
//
// Warnsdorff (1823): move to the unvisited neighbour with the fewest
// unvisited neighbours of its own. [Warnsdorff] keeps every square's
// count of unvisited neighbours in one byte of a board padded by two squares
// on each side (so no move needs a bounds check) and lowers the counts of
// the eight neighbours when a square is visited; choosing the next move reads
// the same eight bytes, packed in one word, each keyed by degree and tie
// order and setting one bit of a second word, whose lowest bit is the
// move. A step is O(1) and the board costs one byte a square besides the
// path, which the walk keeps as one byte a square too (the index of each
// move, a [board.Walk]; [Options.Compact] hands it over as it is), 8
// bytes a square more when the tour is expanded to squares.
//
// Ties decide success. The rules (BenchmarkRules gives each one's share of
// complete tours from random starts, BenchmarkCornerSweep the square boards
// each fails from a1):
//
//   - [Roth] (Arnd Roth's rule: among tied squares, the one farthest from
//     the centre), the default. The distance is compared doubled and
//     squared, so exactly; remaining ties (squares symmetric about the
//     centre) go by a fixed move order, clockwise from (-1, 2), the cyclic
//     order under which the walk from a1 completes most square boards.
//   - [Pohl] (Pohl 1967, "A method for finding Hamilton paths and knight's
//     tours", CACM 10(7)): among tied squares, the one whose unvisited
//     neighbours have the smallest sum of degrees; then move order.
//   - [SquirrelCull] (Squirrel and Cull 1996, "A Warnsdorff-rule algorithm
//     for knight's tours on square chessboards"): ties by a fixed ordering
//     of the moves, taken from a chain that depends on n mod 8 and
//     advanced when the knight stands on the ordering's switch square; for
//     square boards from a corner. The chains are the published data
//     (squirrel.go gives the source). The authors report that from a1 it
//     fails only at n = 74 for 5 <= n <= 1000 (proven for n = 7 mod 8 by
//     Ganzfried 2004). It needs no look-ahead
//     and no tie scan, so it is the cheapest rule; off the corner or on
//     other boards it is just a fixed move order.
//   - [Random]: seeded uniform ties. Poor alone on large boards, but cheap
//     and diverse, so [Greedy] uses it for its repeated walks and [Search]
//     for its restarts.
//
// # Greedy and Search
//
// [Greedy] and [Search] continue q.Prefix (which must give the start: the
// caller chooses the starts of a free problem), end on q.End if given and
// close if q.Closed. A closed tour from s, or a
// tour with an end, is a path whose last square is a target square T: the
// end, or s itself re-entered after every other square. T stays unvisited,
// so its neighbours count it and Warnsdorff's rule leaves them for last,
// which steers the walk back towards T; T is entered only as the last step.
//
// A position of a game often forces its end: a square left with a single
// unvisited neighbour, out of the knight's reach, can only be the last
// square. For an open problem without an end, Greedy and Search take that
// square as the end T (in O(len(prefix)), looking only next to the
// prefix), and answer at once where two such squares, or one with no
// neighbour, leave no tour. Without it, the walk enters T's last
// neighbour as soon as it passes by (fewest onward moves) and seals T
// off. And when T is down to one unvisited neighbour during a
// walk, that neighbour must come just before T (for a closed walk, it
// must be the last square), so the walk retreats: the neighbour becomes
// the target, and T leaves the board to be appended at the end, and so on
// while the new target has one neighbour left.
//
// A walk from a position (a prefix of more than one square) also never
// enters a square whose visit splits the squares left into pieces, taking
// the next best move instead and stopping when every move splits them:
// the visited squares make a hole, the squares left a ring around it, and
// Warnsdorff's rule, which on a whole board peels one shrinking piece from
// the outside in, would cut that ring. The check walks breadth first from one
// neighbour of the square until it meets the others: O(1) where the
// squares left are wide around it, O(R) at worst, so such a walk costs up
// to O(R^2) where the region is thin; whole-board walks skip it. A square
// a move leaves with one way in becomes the walk's end T (a second one
// stops the walk), and later walks take first, among moves of equal
// degree, the squares earlier walks left unvisited.
//
// Greedy makes walks (each rule once, then random ties with new seeds,
// while its budget allows another walk); it never answers None. Search
// is a depth-first search over the same order: fewest onward moves first, ties by the rule of the run. At every
// node it prunes with four tests, each a necessary condition for a
// continuation c, u1, ..., uR that covers the R squares left (T last):
//
//  1. a square left with no unvisited neighbour can only be u1 (entered
//     from c) and has no way on, so it must also be uR: dead unless R = 1;
//  2. a square left with exactly one unvisited neighbour and not adjacent
//     to the current square c can be entered and left only through that
//     neighbour, so it must be uR: two such squares, or one that is not T,
//     mean dead (squares adjacent to c do not count: they may be u1);
//  3. a breadth-first walk from c over the squares left must reach all of
//     them (skipped where the last move cannot have cut them: when the
//     previous square had a single unvisited neighbour, or when its other
//     unvisited neighbours all reach c within 64 squares of a local walk,
//     which spares the O(R) walk at most nodes; and while more than 8192
//     squares are left, where it costs more than it saves);
//  4. colours alternate, so ceil(R/2) of the squares left have the colour
//     opposite c and floor(R/2) that of c, and T has c's colour exactly
//     when R is even.
//
// Tests 1, 2 and 4 cost O(1) from tallies kept by each move; test 3 is
// O(R). At the root only, Search adds a fifth, forced edges: when the far
// end of the path is known (the required end, or the one square left with
// a single neighbour), every other square needs two path edges; a square
// with exactly as many edges left as it needs uses them all, and one whose
// forced edges are all it needs loses the rest. Propagated to a fixed
// point, a square left short of edges or with too many forced ones, a
// forced cycle, or a forced path from the knight to the end that misses
// squares, each proves the position dead, in O(R) with a byte per move of
// every square of the board (positions up to 2^20 squares left). It
// settles at once many late positions of stuck games that the search
// could not exhaust (TestForcedDeadIsNecessaryOnly checks it against a
// plain search, which shares no code). The tests show that the pruned search counts exactly the tours a
// plain search counts on every start of small boards (and 2*9862 closed
// tours of 6x6 from a1, OEIS A001230), so no test ever rejects a position
// with a tour.
//
// At the root, Search also applies tests 1 to 5 to the position after
// each move of the knight and keeps the moves they refute out of every
// run (O(R) a move): the per-node tests miss what test 5 sees, and a run
// under a dead first move spends its whole share there.
//
// The search restarts on the Luby schedule (Luby, Sinclair and Zuckerman
// 1993: runs of 1 1 2 1 1 2 4 ... units of 10 nodes per square left), so
// one unlucky order cannot eat the budget, while ever longer runs come
// round for refutations. Run i starts under the root's i-th move (mod
// their number): a move with uniquely fewest onward moves would otherwise
// come first in every run. The first run under each root move keeps the
// rule's ties; later runs shuffle them at random. A run cut by its share
// is usually thrashing a few dozen squares from the end, and the squares
// it left unvisited are those the order leaves for too late, so later
// runs take them first among moves of equal degree (squeaky-wheel
// optimisation: Joslin and Clements 1999, "Squeaky wheel optimization",
// JAIR 10). A run that ends without a cut is
// exhaustive: only then is the answer [board.None]. A budget cut or a
// cancelled context gives [board.Unknown]. Nodes count squares entered, by
// greedy runs and search alike. Boards above 2^23 squares (about
// 2900x2900) get the greedy runs only: the search keeps a frame of 36 bytes
// per square of depth.
//
// Coverage is tested with prove's tour search (walks, then search) and its
// default budget (package prove's TestCoverage; bench/coverage.sh for
// larger boards): an open tour from every start square where one exists,
// and a closed tour from a1 where Schwenk's theorem (1991) says one exists
// (None, by exhaustion, where both sides are odd). Long thin boards are the
// search's hard case, so package prove asks the construction below first
// for a closed tour from a given start on any board above 50x50, and falls
// back on it for an open tour from a given start when the greedy runs stall
// on such a board.
//
// # Closed tours by construction
//
// [Construct] builds a closed tour of every board whose sides are both at
// least 5 and not both odd, which is every board with both sides at least 5
// that has a closed tour at all (Schwenk 1991), in time and memory linear in
// the number of squares, with no search. It is divide and conquer in the
// manner of Parberry ("An efficient algorithm for the Knight's tour problem",
// Discrete Applied Mathematics 73, 1997): cut the board into small blocks,
// take a closed tour of each block that contains some prescribed edges, and
// join the tours by local edge exchanges. Parberry joins four quadrants at
// once at the centre, using "structured" tours with fixed edges at the
// corners, which covers n x n and n x (n+2); Lin and Wei ("Optimal algorithms
// for constructing knight's tours on arbitrary n x m chessboards", Discrete
// Applied Mathematics 146, 2005) cover every board. Construct uses a simpler
// join that also serves every size:
//
//   - Each side of the board is cut into parts of 5 to 10 squares: mostly 8,
//     one 6 or 10 or two 6s to make up the length, and, for an odd side, one
//     part of 5 (or 7 or 9 alone). So every block is w x h with 5 <= w, h <=
//     10 and not both odd: 27 sizes.
//   - Every block tour contains join edges, one near each side: left
//     {(1,2),(0,4)}, right {(w-1,1),(w-2,3)}, bottom {(2,1),(4,0)} and top
//     {(1,h-1),(3,h-2)}, 0-based from the block's bottom-left square. The
//     right edge of a block and the left edge of the block to its right are
//     translates of each other by the knight jump (2,1), so their four ends
//     form a parallelogram of knight moves: deleting both edges and adding
//     the two jumps joins the two cycles into one, whatever their
//     orientation. The top and bottom edges do the same with the jump (1,2).
//     (The odd block of a row or column is always the first, so it needs no
//     left or bottom edge; 5 x 6 has no closed tour with all four.)
//   - Joining along a spanning tree of the blocks (the bottom row left to
//     right, then every column upwards) leaves a single cycle, because every
//     join meets two different cycles and no edge is used by two joins.
//
// The block tours (27 closed, and 9 open ones for [ConstructOpen]) are found
// once, on first use, by a depth-first search in Warnsdorff order that
// forces the join edges. Tests check each tour, and check that the search,
// run to the end, counts the closed tours of 6x6, 5x6 and 5x8 that OEIS
// lists, so its pruning loses none. The joins are never applied to a data
// structure: the walk copies a block's tour a run at a time, as its moves,
// forwards or backwards, up to the next deleted join edge, then crosses to
// the neighbouring block. Nothing but the walk is allocated (a
// [board.Walk] from [ConstructWalk], one byte a square; [Construct]
// expands it to a [board.Path], 8 bytes a square more); the walk costs
// O(1) a square (BenchmarkConstruct gives its rate).
//
// Boards with both sides odd have no closed tour, since a knight alternates
// colours, but [ConstructOpen] builds them an open tour from a corner: the
// block at a1 (5, 7 or 9 a side) gets an open tour from a1 holding its right
// and top join edges (found by the same search, which counts the 304 open
// tours of 5x5 from a corner), and the same exchange that joins two cycles
// joins a path and a cycle into a path. Reflecting the board moves a1 to
// any corner. On boards with an even side the closed tour is also the open
// one, from any start. So every board with both sides at least 5 gets an
// open tour by construction, from a corner at least.
//
// Boards with a side below 5 are not built: their only closed tours are on
// 3 x n for even n >= 10, and no parallelogram join fits in three ranks;
// they are left to search.
//
// # Shapes
//
// A problem with holes or another piece ([board.Problem.Shape] not
// Plain) is answered by [Greedy] and [Search] on the shape's graph: its
// cells numbered in board order, the piece's moves between them in
// compressed rows. Every cell left keeps its count of places the rest of
// the path can come from or go to (its unvisited neighbours, one more
// next to the current cell, one more next to a closed tour's start),
// which a move changes only around the cell it leaves; tests 1 and 2
// above read the counts of cells at 0 and 1, and a closed tour or a
// required end allow no cell at 1 but the end. Warnsdorff's rule takes the
// fewest places first, ties by [Roth]'s distance from the centre, [Pohl]'s
// sum, or random ties; [SquirrelCull]'s chains are the knight's, so on a
// shape it is the piece's move order. At the root, Search also tests
// colours (test 4, for a piece whose every move changes colour) and
// connectivity (test 3). There is no cut guard, forced-edge test or
// restart, and no construction: the search is exhaustive within its budget
// and answers None only when it was. A step costs O(moves of the piece),
// the graph 4 bytes a move.
package heuristic
