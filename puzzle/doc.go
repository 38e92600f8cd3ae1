// Package puzzle solves, grades, makes and explains clue puzzles: a board
// where some squares show their number in a knight's tour and the player
// fills in the rest (the knight's member of the Hidato family; puzzle
// magazines print 8x8 closed ones). The puzzle and its answer document
// are [puzzlecert.Puzzle] and [puzzlecert.Answer]; verify.Puzzle checks
// an answer without this package.
//
// [Solve] answers "unique", "several" or "none". A solution is checked
// against every clue. When the clues are the start (perhaps with a run
// of numbers after it and the last number: a tour problem), package
// heuristic's tour search looks for two solutions first, before any
// formula is built (quick.go: the second by a stretch of the first run
// backwards, or the search with another tie-break rule), at most
// 200,000 nodes a search. "none" comes with a certificate when one of these
// finds it, in this order, each O(clues x squares): the colour count (a
// tour of an odd board starts and ends on the majority colour, a closed
// tour needs an even board); two consecutive clues whose squares'
// colours disagree with the parity of their distance in steps (every
// move changes colour); two clues farther apart in knight moves than in
// steps (for a closed tour, the shorter way round); two consecutive clues
// that no path through unnumbered squares joins in time; and the parity
// package's arguments on the tour problem the clues force (the clues
// 1, 2, ... as a prefix, the last number as the end). When none applies
// and SAT finds no solution, split.go looks for a proof within
// [DefaultSplitNodes] certificates: on boards up to 64 squares, a
// deduction certificate when the plain deductions of [Grade], with three
// rules more (a number's neighbours in the tour stand on two different
// squares; a square with only two neighbours that can be next to it on
// the tour, and no end of it, has them there; a number keeps only the
// squares some pairing of every number with its own square gives it,
// Régin's filtering of a matching), or a square with too few neighbours a tour can use, find no
// solution; otherwise a case split on where a missing number goes (the
// free squares one move from the clue before it, else after it; with no
// clue at all, every square for the first number), each branch the
// puzzle with that clue added, recursively, until every branch ends in a
// certificate. At each node it tries certify's colour, parity and
// distance arguments, then the deductions (the path argument and the
// forced problem's parity search instead on larger boards), and else
// splits on the number with the fewest squares the deductions allow,
// looking one step ahead at the best 16: the one whose branches the
// deductions leave open the fewest (at most 8 branches probed a node of
// the budget, so that a failing split costs a bounded time). A branch's
// deductions start from its parent's fixed point, which gives the same
// fixed point as its own start: the rules only remove, so it is the
// largest state they leave alone, whatever the order. verify.Puzzle
// re-derives the squares of every split and runs the deductions of every
// deduction leaf again with its own code. The deductions are arc
// consistency (A. K. Mackworth, Consistency in networks of relations,
// 1977) between consecutive steps, with the all-different rules of naked
// and hidden singles; the look-ahead is a bounded singleton arc
// consistency probe (R. Debruyne and C. Bessière, 1997).
//
// "unique" is proved the same way when it can be (unique.go): once a
// first solution is known, a proof that it is the only one
// ([puzzlecert.UniqueProof]) is looked for on its own goroutine, on
// boards up to 144 squares (the page's largest, 12x12; the deductions'
// sets take several words past 64), within 5,000 certificates up to
// 10x10 and, past it, as many as 7,000 cost on 10x10 (3,375 on 12x12; a
// node's deductions grow with the square of the board). The first solution
// comes, before any formula is built, from the counter's short search
// (up to 64 squares) or from the same deductions with a depth-first
// search of 1,000 nodes (482 on 12x12; searchFirst), else from SAT. The
// proof runs alone for a third of its budget up to 10x10, its head
// start, and past it for the whole budget, and then beside SAT's
// uniqueness solve: most of the page's proofs end within the head start,
// and no formula is built at all.
// From the deductions' fixed point it splits, down the solution, on a
// missing number next to a clue that they leave two squares or more,
// the one whose other branches they close at once the most (every such
// number probed, within 32 probes a node of the budget; a tie to the
// one whose open branches they leave the fewest squares beyond one a
// number; past 10x10, the first two of such a tie tried within 16
// certificates each and the first whose branches end within them
// taken), proves each branch but the solution's empty with the
// splitter of "none" (looking ahead at every missing number next to a
// clue, within 32 probes a node of the budget more, ties broken the
// same way, and no further at a number once it leaves as many branches
// open as the best so far and no less freedom; each branch placing at
// once, as clues, the numbers the deductions leave one square, rather
// than splitting on them a level each), and goes
// on from the solution's branch until the deductions fix every number;
// when every missing number next to a clue has one square left, it splits
// on one of them to reach the numbers beyond. The proof, when found, is
// the answer (method parity), whatever SAT says beside it, so that the
// answer does not depend on timing; else SAT's "no other" stands, a
// second opinion, said so (method sat). verify.PuzzleUnique re-derives
// every split's squares and checks every branch and the last
// deductions. Proving costs less processor time than SAT's answer on 8x8
// puzzles and easy ones, and about as much on the hard 10x10 ones the
// page makes (README, bench/unique.sh).
//
// Where no certificate or proof decides, SAT does, through package encode's clue formulas: the position encoding
// of Velev and Gao (2009) over the steps the clues leave each square
// (colour and distance through unnumbered squares from the clues before
// and after), a clue a unit clause, and the hybrid encoding (position
// plus move variables). Uniqueness is the usual check of puzzle
// generators: solve, block the solution with a clause, solve again. Both
// encodings answer it, each with its own gini on its own goroutine, and
// an unsatisfiable formula is a SAT answer, the second encoding a second
// opinion, labelled so: not a proof object. One solver finds the tours
// an answer reports, its solves each run to their end: the hybrid one on
// a closed puzzle, where it finds a first tour sooner, the position one on an open puzzle. The other starts beside it from
// scratch and blocks the first solution when it comes; on a closed
// puzzle it stops first, if still searching for its own first tour, and
// solves on, keeping what it learnt (encode's ClueSolver.SolveUntil).
// Where a proof of uniqueness is looked for once the finding solver's
// first solution comes, the checking solver does not start beside it:
// the proof runs alone for its head start, and the checking solver
// starts after it, with the first solution blocked, only when no proof
// has come, so that no solver runs for a proof that comes.
// Where it stopped depends on timing, so only its "no other solution",
// which does not, is read on a correct run; a tour of its own only shows
// a bug, said so. Before SAT, a search
// bounded by a node count (so that answers repeat) looks for the first
// two solutions of a board up to 64 squares (with one, both solvers
// start with it blocked), and a stretch between clues run backwards (a
// 2-opt move) often gives the second.
//
// [Count] counts solutions by exhaustive search on boards up to 64
// squares, within a node budget. It prunes a square too far from the next
// clue and a free square left with too few free neighbours; a free
// square with one is an open tour's end, carried down the search, so a
// second one, or a visit to it before the last step, ends the branch
// (the rule that cuts 6x6 from a corner from 423 million steps to 14
// million). A cache of 2^13 slots per goroutine remembers the count of
// completions from a state (the squares left and the head), so a second
// prefix that covers the same squares and ends on the same square is
// looked up: exact, since its completions are the same. With no clue it
// counts from one square of each orbit of the board's symmetries (closed:
// from one square) and multiplies. The tree is cut into tasks at four
// steps, which the cores run ahead while a fold adds their counts in
// search order, running a task again when its run overstepped what the
// tasks before it left: the count, the steps and the solutions kept are
// those of one goroutine running the tasks in turn.
//
// [Grade] applies plain deductions by hand: each number's candidate
// squares start from the colour and distance rules and shrink, to a fixed
// point, as a number must be one move from a candidate of the numbers
// before and after it, a number with one candidate takes it and no other
// number may, and a square only one number can take gets it. "easy" means
// these deductions alone solve the puzzle, "hard" that search is needed
// after them; Deduced says how many numbers they fix. [NextHint] gives
// the simplest forced number with its reason, once a solution agreeing
// with the clues and the player's numbers is found (the deductions with
// a short search, else one SAT solve), since a number is forced only
// where one exists: after a mistake it gives none; [Blame] finds by bisection
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
// A shaped puzzle (an [puzzlecert.Puzzle] with holes, or a piece other
// than the knight; read from a mask by [ReadShaped]) is answered on its
// cells by the piece's moves: by the exhaustive count on up to
// [MaxCountSquares] cells, whose count of exactly 1 or 0 is the proof
// verify counts again, and past its node limit or its
// size by SAT's position formula on the cells, a second opinion. [Make]
// makes one by a bounded random Warnsdorff search for the tour and the
// count for each removal. The certificates, the proofs and the grade
// rest on the knight's deductions on the full board and are not made for
// a shape (a level asked for is refused with board.ErrShape). [Blame]
// asks each of its questions as [Solve] answers a shape (the count, else
// SAT), a number on a hole contradicting the puzzle on its face;
// [NextHint] tries the rule "between" on the shape's cells and the
// piece's moves, then takes the unique solution's number (or one every
// solution shares).
//
// Sources: M. N. Velev and P. Gao, Efficient SAT techniques for absolute
// encoding of permutation problems: application to Hamiltonian cycles,
// SARA 2009. The uniqueness check by a blocked second solve and the
// removal of clues to minimality are folklore of Sudoku and Hidato
// generators.
package puzzle
