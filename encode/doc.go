// Package encode writes "a knight's tour of this board" as a CNF formula and
// answers it with gini (github.com/go-air/gini): a model is decoded into a
// tour, which callers check with verify; an unsatisfiable formula proves
// that no tour exists.
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
// The three encodings share a plan: square v may be step t of the tour (t
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
// lists up to 64 literals (every list on boards up to 128 squares, where it
// measured 3 to 4 times faster than counters) and Sinz's sequential counter
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
// "hybrid" (the default) is position plus successor's move variables
// without ranks: exactly one move out of and into every square (and the
// hub), channelled both ways (u at t and v at t+1 imply the move u-v; the
// move and u at t imply v at t+1). The positions already order the tour, so
// the moves add only propagation: a square with two free neighbours left
// must use both. It adds about 5n variables and 10n²/2 ternary clauses to
// position.
//
// Measured on 2 cores shared with other work (sweeps over many starts; the
// figures moved 2-4x with the load): mean times to an 8x8 tour of 50 to
// 150 ms for hybrid and successor against 150 to 600 ms for position, and
// on 10x10 about 150 to 300 ms for hybrid, 450 to 600 for successor and 0.7
// to 2 s for position. Successor refutes fastest (8x3 from c2 in 1 to 2 ms)
// and, in a Game, its Why sets are the smallest: 24 squares on average for
// the 48 dead stuck-game prefixes (mean length 45), hybrid 27, position 40.
// None escapes the pigeonhole principle, which is why the colour count is
// settled before search.
//
// # Gini
//
// Solving uses Try in slices of at most 200 ms with the assumptions given
// again each time (Solve forgets them on return), so that a cancelled
// context is honoured within a slice; Solve is never called after Try on an
// instance, since Try leaves its deadline armed. DIMACS is written from the
// encoder's own clauses, never from the solver, which simplifies clauses and
// keeps learnt ones.
//
// Sources: M. N. Velev and P. Gao, Efficient SAT techniques for absolute
// encoding of permutation problems: application to Hamiltonian cycles,
// SARA 2009. C. Sinz, Towards an optimal CNF encoding of Boolean
// cardinality constraints, CP 2005. N. Tamura, A. Taga, S. Kitagawa and
// M. Banbara, Compiling finite linear CSP into SAT, Constraints 14(2), 2009.
// N.-F. Zhou, In pursuit of an efficient SAT encoding for the Hamiltonian
// cycle problem, CP 2020.
package encode
