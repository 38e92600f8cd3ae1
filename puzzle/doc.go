// Package puzzle solves, grades, makes and explains clue puzzles: a board
// where some squares show their number in a knight's tour and the player
// fills in the rest (the knight's member of the Hidato family; puzzle
// magazines print 8x8 closed ones). The puzzle and its answer document
// are [evidence.Puzzle] and [evidence.PuzzleAnswer]; verify.Puzzle checks
// an answer without this package.
//
// [Solve] answers "unique", "several" or "none". A solution is checked
// against every clue. "none" comes with a certificate when one of these
// finds it, in this order, each O(clues x squares): the colour count (a
// tour of an odd board starts and ends on the majority colour, a closed
// tour needs an even board); two consecutive clues whose squares'
// colours disagree with the parity of their distance in steps (every
// move changes colour); two clues farther apart in knight moves than in
// steps (for a closed tour, the shorter way round); two consecutive clues
// that no path through unnumbered squares joins in time; and the parity
// package's arguments on the tour problem the clues force (the clues
// 1, 2, ... as a prefix, the last number as the end). When none applies
// and SAT finds no solution, a case split (the producer in split.go)
// branches on where a missing number goes: the free squares one move
// from the clue before it (else after it), the number with the fewest
// chosen, each branch the puzzle with that clue added, recursively, until
// every branch ends in one of those certificates, within
// [DefaultSplitNodes] certificates (each costs a certify); verify.Puzzle
// re-derives the squares of every split and checks every leaf. Otherwise
// SAT decides, through package encode's clue formulas: the position encoding
// of Velev and Gao (2009) over the steps the clues leave each square
// (colour and distance through unnumbered squares from the clues before
// and after), a clue a unit clause. Uniqueness is the usual check of
// puzzle generators: solve, block the solution with a clause, solve
// again. An unsatisfiable formula is a SAT answer, re-solved with the
// hybrid encoding (position plus move variables) as a second opinion, and
// labelled so: not a proof object. The second opinion runs on a second
// goroutine with its own gini: beside the blocked solve when the first
// solution is known before SAT, else from the start, beside the first
// solve (its own first tour, when that is the first solution, is then
// excluded and the formula solved again). Each of its steps runs to its
// end and it is read only when the blocked solve refutes (or the first
// finds none), so the answer does not depend on which finishes first. Before
// SAT, a search bounded by a node count (so that answers repeat) looks
// for the first two solutions of a board up to 64 squares, and a stretch
// between clues run backwards (a 2-opt move) often gives the second. [Count] counts solutions by
// exhaustive search on boards up to 64 squares, pruning squares left
// with too few free neighbours, within a node budget.
//
// [Grade] applies plain deductions by hand: each number's candidate
// squares start from the colour and distance rules and shrink, to a fixed
// point, as a number must be one move from a candidate of the numbers
// before and after it, a number with one candidate takes it and no other
// number may, and a square only one number can take gets it. "easy" means
// these deductions alone solve the puzzle, "hard" that search is needed
// after them; Deduced says how many numbers they fix. [NextHint] gives
// the simplest forced number with its reason; [Blame] finds by bisection
// the first of a player's numbers after which no solution remains, with
// the evidence of [Solve].
//
// [Make] draws a random tour (Warnsdorff's rule with random ties, from a
// PCG seeded by the request, so the same seed gives the same puzzle on
// every machine), numbers every square, and removes clues in a random
// order while the solution stays unique (by deduction when it suffices,
// else by SAT asked for a solution with another square at the removed
// clue's step, which any other solution has, the puzzle before the
// removal being unique), as Hidato generators do. A clue
// whose removal admits another tour keeps that tour as its witness, so a
// minimal puzzle carries, for each clue, a second solution of the puzzle
// without it, and minimality is checked by verify alone. Each clue's
// question depends only on the clues kept before it, so the next one is
// asked ahead on a second goroutine, as if the current clue goes (while
// the deductions decide) or stays (once SAT is asked, where a clue that
// stays costs the most), and its answer is used only when that guess is
// right: the puzzle is the one the questions asked in turn give.
//
// Costs: the deductions are O(n²/64) word operations per round for n
// squares; SAT's cost is the solver's, measured in the README
// (bench/puzzle.sh). Make asks a SAT question per clue once the
// deductions stop deciding; the last ones, with few clues left, cost the
// most, most of all for a kept clue, whose question SAT answers by
// finding another tour, and the puzzle is then solved again for its
// answer: so a clue count a few above the fewest a puzzle keeps bounds
// the time (BenchmarkMakePage measures the page's choices). Limits: SAT takes boards up to encode's
// DefaultMaxSquares; Make takes boards up to [MaxMakeSquares]; text input
// is at most [MaxBytes].
//
// Sources: M. N. Velev and P. Gao, Efficient SAT techniques for absolute
// encoding of permutation problems: application to Hamiltonian cycles,
// SARA 2009. The uniqueness check by a blocked second solve and the
// removal of clues to minimality are folklore of Sudoku and Hidato
// generators.
package puzzle
