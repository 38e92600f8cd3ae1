// Package prove decides whether a knight's tour exists and says why: it is
// the one place that picks a method. The packages below it (parity,
// heuristic, encode) each run one algorithm per call and return.
//
// # The cascade
//
// [Tour] under [evidence.Auto], and every prefix that [Blame] tests, go
// through one cascade, in a fixed order, cheapest evidence first. Every
// step is sized by the squares left to cover (the unvisited ones and the
// knight's), not by the board, so a late position of a large game costs
// what a small board costs:
//
//  1. Certificate: package parity (colour counts, the lines of boards with
//     a side of 4, disconnection, forced ends, cuts, case splits of a few
//     moves), on the squares left. First, because it costs microseconds,
//     explains the answer in words anyone can check, and settles what SAT
//     solvers and searches are worst at: colour-count impossibilities are
//     pigeonhole problems, which resolution cannot refute in polynomial
//     size (Haken 1985), and a search must exhaust them. On a large
//     position parity counts cuts near the squares it removes, so the
//     pockets a played game closes off are certified without a solver:
//     every first dead prefix of the 32x32 blame benchmark is
//     (bench/blame.sh).
//  2. Tour search (package heuristic): for each start (the prefix's, or
//     every square in board order for a free start), the divide-and-
//     conquer construction where it applies (a closed tour of a board over
//     50x50 from a given start), Warnsdorff walks with each tie-break rule
//     and then random ties within a quarter of the budget, the construction
//     of an open tour when the walks stick on such a board, then the
//     backtracking search with the rest of the budget; when that fails on
//     a position, the same again from each next move with half the budget
//     each, since the search can spend everything under a dead first
//     move. Second, because a
//     tour is found in linear time wherever one exists on all but the
//     smallest or most constrained problems, and a found tour is its own
//     proof. Its "none" needs an exhaustive search.
//  3. SAT (package encode), when the squares left are within its size
//     limit (2500 by default, -max-squares): a fresh formula with the
//     prefix pinned, or, for [Blame] on a board of at most 256 squares,
//     one solver for the whole game with each prefix given as
//     assumptions, so that a refutation names the squares it needed (open
//     games only: the game's solver encodes open tours, so each prefix of
//     a closed game, [BlameOptions.Closed], gets a fresh formula, which
//     needs the whole prefix).
//     Last, because it is the costliest, but it decides both ways: it
//     finds the tours the search missed, and confirms an exhaustive
//     search's "none" with a formula anyone can re-solve (knight cnf).
//
// A "none" from SAT or exhaustive search passes through one step of the
// cascade (cascade.refuted), the place where a proof is attached to it.
// Beyond SAT's size limit the search gets a larger budget and its answer
// stands alone; if it is undecided, the answer says that the size limit,
// not the time, left it so ([SizeLimit]). There, for a position (a prefix
// of two squares or more, with the default budget), one walk comes first
// and then a case split of at most 40 positions whose leaves are
// certificates: a dead position would otherwise spend the search's whole
// budget and end undecided.
//
// # Shapes
//
// A problem with holes or another piece ([board.Problem.Shape]) goes
// through the same cascade: the tour search on the shape's graph (package
// heuristic), then SAT on it (package encode); the starts of a free
// problem are its cells, and the construction, which builds the knight's
// tours of full boards, is skipped. Package parity's certificates are
// sought on the shape as on the full board (those that hold on a shape:
// colour counts over the cells, one colour, pieces, cuts, forced ends,
// case splits); where none is found, a "none" rests on the exhausted
// search or on SAT, and its explanation says it is a second opinion, not
// a proof. [Survey] takes holes and a piece too
// ([SurveyOptions]); [Blame] answers the knight's games on full boards.
//
// # Limits
//
// The budgets are node counts (squares entered by a walk or the search),
// all in budget.go: at least 20,000 nodes or 1000 per square left before
// SAT in [Tour], 2,000 or 200 per square left in [Blame], and
// [DefaultSearchBudget] or [NodesPerSquare] per square left when nothing
// follows the search. So a run that finishes gives the same answer every
// time, whatever the machine's load: the context's deadline can only turn
// an answer into undecided ([TimeLimit]), it never chooses between
// methods. Options out of range are refused before any work, with an
// error wrapping [ErrBadOption]. The SAT step runs one gini solve per
// formula, stopped only by the deadline (package encode), so it too gives
// the same answer whenever it finishes.
//
// # Evidence
//
// Every tour is checked with [verify.Tour] before it is returned (the
// encoder and the heuristic do not check their own), so an answer of
// "tour" is never wrong even if a method has a bug. An answer of "none"
// carries a certificate of package evidence ([verify.Certificate]
// re-checks it: a proof), or comes from SAT or exhaustive search, which
// only a second solve can re-check: a second opinion, not a proof, and
// the answer's explanation says so.
//
// Answers, verdicts and surveys become the documents of package evidence
// ([Answer.Document], [Verdict.Document], [SurveyDocument]), which the
// command writes as JSON. Package recheck ([recheck.Document]) re-checks
// the claims of any of them read back, in a package of its own so that
// checking never runs the producers: certificates by verify, the rest by
// SAT with the successor and hybrid encodings at once, whatever encoding
// the document names, within [recheck.MaxSquares] and the context's
// deadline.
//
// A SAT refutation in [Blame] names exactly what it assumed: with the lazy
// engine (the default) or the successor encoding, the start and the moves
// into the squares gini's Why reports; with the position encodings, squares
// at their steps. It claims no more: that the visited squares alone cannot
// be completed is often false.
//
// Where SAT or an exhausted search decided "none", Tour (in the cascade's
// refuted step) and Blame (for its verdict's prefix) look for a certificate
// that proves it, by one function (seekProof) following a plan of the one
// table in budget.go, and answer with that instead (method parity). A case
// split ([evidence.CaseSplit]), built by parity's one builder
// ([parity.Split], which parity.Check also uses to look a move or two
// ahead): at each position every next move, each child closed by a leaf of
// package parity or split again, fewest onward moves first
// (a knight with few moves is soonest stuck); with a required end and at
// most one prefix square the problem is also tried backwards from the end.
// Or a cut from parity's deeper search ([parity.DeepCut]), which often
// proves a played game's dead prefix where a tree would need thousands of
// positions. The searches are bounded: trees of 20,000 positions and a deep
// cut budget of 8,000,000 squares looked at, the tree first, for Tour; a
// deep cut budget of 1,000,000 and trees of 40 positions first, for Blame,
// whose time must stay close to SAT's. The two plans differ in order only
// because a deep cut search that finds nothing spends its whole budget,
// which on the small boards Tour refutes by SAT costs ten times their tree.
// Each tree node costs one leaf search. The tree search stops when the
// context is done, and neither search starts after it (the deep cut search
// is bounded by its budget alone). Only when neither finds a certificate
// does a "none" rest on SAT, and Tour's explanation says so. The solver is
// not asked inside the tree: every child of a position without a tour has
// none either, so the only question left is which leaf closes each, which
// is parity's. Every start square and closed board up to 10x10 and every
// start/end pair on 5x5 to 8x8 without a tour gets a certificate (the gate
// tests, KNIGHT_SWEEP=1).
//
// [Survey] answers every start square of a board, in parallel (at most
// [MaxWorkers] at once, never more than the squares), in board order
// whatever the scheduling, keeping each tour only when asked, on boards of
// at most [MaxSurveyTourSquares]; [SurveyRange] surveys every board up to
// a size within one deadline, handing each over when done and stopping
// after the board in progress once the deadline passes. [Blame] finds,
// for a player's path, the first square after which no tour can complete
// the path, by binary search over its prefixes, each decided by the
// cascade; with [BlameOptions.Closed] every prefix is asked about closed
// tours, by the same cascade and the same budgets. Its verdict proves
// both halves of "first": the dead prefix (a certificate where one is
// found) and a completion of the prefix before it (a tour, checked move
// by move). When a prefix is undecided,
// the search steps around it on both sides and the verdict, though
// unknown, gives the last prefix shown completable and the first shown
// dead, each with its evidence, which [Recheck] checks as it checks a
// dead verdict. With a deadline, each test gets half the time left (the
// last all of it), so that one hard prefix does not spend it all, and the
// search bisects both ends, then tries again the prefixes their share
// stopped until they are decided or the deadline is reached. With a
// deadline or without, the search stops after 4 + 2 log2(n) prefixes of a
// path of n squares that a node budget left undecided, so that a deadline
// that stops no test gives the verdict the search gives without one (a
// test its share stopped changes the order of the tests, which matters
// only when prefixes stay undecided).
package prove
