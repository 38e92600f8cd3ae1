// Package encode writes "a knight's tour of this board" as a CNF formula and
// answers it with gini (github.com/go-air/gini): a model is decoded into a
// tour, which callers check (prove verifies every tour it returns); an
// unsatisfiable formula proves that no tour exists.
//
// [Solve] answers one [board.Problem]: open or closed, with a prefix the
// tour must begin with (an empty prefix allows any start) and an optional
// end. [WriteDIMACS] writes the same formula, with comments naming the
// variables, for any other solver to check. A [Game] keeps one solver per
// start colour for a board and asks about many prefixes of the same game,
// each prefix given as assumptions, so that gini's Why tells which prefix
// squares a refutation used.
//
// # Encodings
//
// The four encodings share a plan: square v may be step t of the tour (t
// from 0) only when the colours agree (every move changes colour), only when t
// is no less than v's breadth-first distance from the prefix's last square
// through unvisited squares, and, when the end is fixed or the tour closed,
// no more than the last step minus v's distance to the end (or to a square
// next to the start). When the steps of one colour outnumber its squares
// the formula is unsatisfiable at once; a Game reports that as the start's
// fault. Choices made without loss of generality: a closed tour with no
// prefix starts on a1 (rotate it), an open tour of an even board with no
// prefix starts on a dark square (reverse it).
//
// "position" is the direct or absolute encoding of Velev and Gao (2009): a
// variable x(v,t) for each allowed pair, exactly one step per square and one
// square per step, and "x(v,t) implies some neighbour of v at t+1" and
// "... at t-1" (their enumerative adjacency). At-most-one is pairwise for
// lists up to 64 literals (every list on boards up to 128 squares, where
// gini propagates it faster than counters) and Sinz's sequential counter
// (2005) beyond. With the plan's cuts there are at most n²/2 position
// variables for n squares (2,048 on 8x8) and O(n²) adjacency clauses of up
// to nine literals, plus O(n³) binary clauses while pairwise, O(n²) with
// counters.
//
// "successor" gives every square exactly one move out and one move in
// among its knight moves (up to 8 each), closing an open tour through a hub
// node joined to every possible start and end. A 2-factor may still split
// into several cycles, so each square also gets a rank in the order
// encoding of Tamura et al. (2009), variable "rank(v) >= k", and each chosen
// move u-v not leaving the hub (or, closed, not returning to the first
// square) forces rank(v) = rank(u) + 1; a cycle avoiding the hub would need
// its ranks to rise all the way round. This is the ranking scheme of
// Zhou's successor encodings (CP 2020), with ranks restricted to the plan's
// steps, so a rank is the square's step: about 5n move variables, n²/4 rank
// variables and about 4n² ternary rank clauses.
//
// "hybrid" is position plus successor's move variables
// without ranks: exactly one move out of and into every square (and the
// hub), channelled both ways (u at t and v at t+1 imply the move u-v; the
// move and u at t imply v at t+1). The positions already order the tour, so
// the moves add only propagation: a square with two free neighbours left
// must use both. It adds about 5n variables and 10n²/2 ternary clauses to
// position.
//
// "lazy" (the default, the zero [Encoding]) is successor's moves and
// degree constraints without ranks: the prefix's moves and the move after
// the end are unit clauses, and nothing else stops a model from being
// several cycles (a 2-factor). Each model is read in square order; when its
// moves form more than the one cycle through the hub (or, closed, more
// than one cycle), every cycle S a tour cannot be gets two clauses, "some
// move leaves S" and "some move enters S" (the subtour cuts of Dantzig,
// Fulkerson and Johnson, 1954), added through gini's incremental
// interface, and gini solves again with what it learnt. A cycle with no
// move out is the empty clause: the plan left the graph disconnected. The
// formula starts at about 6n move variables and 40n clauses, nearly all
// binary (pairwise at-most-one over at most 9 moves), and grows by two
// clauses per cycle cut.
// Every cut holds in every tour, so the final formula, the one the last
// solve answered, is satisfiable exactly when a tour exists: WriteDIMACS
// writes that formula for Lazy, after solving.
//
// Which pays is for BenchmarkSolve, BenchmarkLazyTours and bench/sat.sh
// to say (figures in the README): lazy's formula stays linear in the board
// where the complete encodings grow with its square, and its cuts close
// off counting arguments in disguise (4x20 from b2) that the ranks
// propagate slowly, so [Recommend] names it for every question. The complete encodings remain for second opinions, which
// must not rest on the cut loop, and for other solvers, which have none.
//
// # Shapes
//
// A tour problem with holes or another piece ([board.Shape]) is encoded
// on its graph: the cells are the vertices, numbered in board order, and
// the piece's moves the edges; everything above holds with "square" read
// as "cell". The colour parity of the steps (and the colour count) is an
// argument only for a piece whose every move changes colour, as the
// knight's; for any other piece (the camel, (2,2)+(3,0)) every cell may
// take every step its distance bounds allow. A closed tour is a cycle of
// three cells or more. The clue encodings stay on the knight's full board.
//
// # Limits
//
// Options are checked before anything is built: an unknown encoding or a
// negative limit is an error at once, and a board over MaxSquares, or a
// formula whose variables alone (counted from the plan in O(n)) pass
// MaxLiterals, is [ErrTooLarge]. While a formula is built the writer
// checks, every 1024 variables or clauses, the context and the formula's
// size (its clause literals plus [VarWeight] per variable, against MaxLiterals,
// which bounds gini's memory), so a done context stops the build within
// 1024 writes and an oversized formula is [ErrTooLarge] naming MaxLiterals, never a timeout.
//
// # Gini
//
// The same question gets the same answer every run: gini has no
// randomness, and each solve is one GoSolve, never paused or resumed on a
// timer, so the search does not depend on timing. When the context ends,
// Stop ends the search (gini looks every 20,000 propagations) and the answer
// is undecided; a wall clock can only turn an answer into "unknown". Solve
// forgets its assumptions when it returns, stopped or not. Try is not
// used where there are threads, since it leaves a deadline armed for every
// later solve of the instance; in WebAssembly (GOOS=js), where no other
// goroutine runs to call Stop while gini computes, every solve is one Try
// until the context's deadline (a century when it has none), which gini
// checks against the wall clock every 20,000 propagations: the same
// single search, stopped by the clock as Stop would stop it. A Game forgets a solver that a stop interrupted, so that the
// stop's timing does not show in later answers; so does a ClueSolver whose
// context ended. ClueSolver.SolveUntil is the one exception, asked for by
// name: a stop it is given leaves the solver usable, keeping what gini
// learnt, and the caller takes from the later solves only what does not
// depend on when it stopped (package puzzle's second opinion). DIMACS is written from the encoder's own clauses, never from
// the solver, which simplifies clauses and keeps learnt ones.
//
// A clue formula is written in the position encoding, which pins each clue
// as a unit clause on its square's step variable, in successor, which pins
// its rank (the step), or in hybrid, position with successor's moves,
// channelled. A ClueProblem with holes or another piece is encoded on the
// shape's graph: its cells numbered in index order, joined by the piece's
// moves, in the position and hybrid encodings (the successor clue formula rests
// on the tour plan of the full board and refuses a shape with
// board.ErrShape). The colour rule bounds a cell's steps only for a piece
// whose every move changes colour, and, on a shape, only when a clue
// fixes step 0's colour, since a shape's colours need not balance.
//
// Sources: G. Dantzig, R. Fulkerson and S. Johnson, Solution of a
// large-scale traveling-salesman problem, Operations Research 2(4), 1954.
// M. N. Velev and P. Gao, Efficient SAT techniques for absolute
// encoding of permutation problems: application to Hamiltonian cycles,
// SARA 2009. C. Sinz, Towards an optimal CNF encoding of Boolean
// cardinality constraints, CP 2005. N. Tamura, A. Taga, S. Kitagawa and
// M. Banbara, Compiling finite linear CSP into SAT, Constraints 14(2), 2009.
// N.-F. Zhou, In pursuit of an efficient SAT encoding for the Hamiltonian
// cycle problem, CP 2020.
package encode
