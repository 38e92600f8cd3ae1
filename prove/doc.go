// Package prove decides whether a knight's tour exists and says why: it is
// the one place that picks a method.
//
// [Tour] answers a [board.Problem] in a fixed order, cheapest evidence first:
//
//  1. parity: a certificate from package parity (colour counts, the
//     two-colouring of boards with a side of 4, disconnection, cuts). These
//     cost microseconds and explain the answer in words, and SAT solvers are
//     bad at them: colour-count impossibilities are pigeonhole problems,
//     which resolution cannot refute in polynomial size (Haken 1985).
//  2. heuristic: Warnsdorff's rule with bounded backtracking (package
//     heuristic), which finds a tour wherever one exists on all but the
//     smallest and most constrained problems. When its search is exhausted
//     without a tour, SAT confirms the "none"; only beyond SAT's size limit
//     or time does the answer rest on the search alone (method
//     "exhaustive").
//  3. sat: a CNF encoding solved by gini (package encode), for what the two
//     before could not settle, within the encoder's size limit.
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
// command writes as JSON. [Recheck] re-checks the claims of any of them
// read back: certificates by verify, the rest by SAT with the successor
// and hybrid encodings at once (the successor encoding refutes game
// prefixes fastest, hybrid long thin boards with a fixed end), whatever
// encoding the document names, within [RecheckMaxSquares] (400 squares,
// refused before the formula is built) and the context's
// deadline.
//
// A SAT refutation in [Blame] names exactly what it assumed: with the
// successor encoding (the default), the start and the moves into the
// squares gini's Why reports; with the position encodings, squares at
// their steps. It claims no more: that the visited squares alone cannot be
// completed is often false.
//
// Where SAT or an exhausted search decided "none", Tour and Blame look
// for a certificate that proves it, and answer with that instead (method
// parity). A case split ([evidence.CaseSplit]): at each position every
// next move, each child closed by a leaf of package parity ([parity.Leaf])
// or split again. Children a leaf closes come first, the others are split
// fewest onward moves first (a knight with few moves is soonest stuck);
// with a required end and at most one prefix square the problem is also
// tried backwards from the end. Or a cut from parity's deeper search
// ([parity.DeepCut]), which often proves a played game's dead prefix where
// a tree would need thousands of positions. The searches are bounded:
// trees of [MaxTreeNodes] (20,000) positions and a deep cut budget of
// [DeepCutBudget] for Tour; [BlameDeepCutBudget] and trees of
// [MaxBlameTreeNodes] (40) for Blame, whose time must stay close to
// SAT's. Each tree node costs one leaf search, about 0.1 ms on 8x8. The
// tree search stops when the context is done, and neither search starts
// after it (the deep cut search is bounded by its budget alone). Only
// when neither finds a certificate does a "none" rest on SAT, and Tour's
// explanation says so. The solver is not asked inside the tree: every
// child of a position without a tour has none either, so the only
// question left is which leaf closes each, which is parity's. Every start
// square and closed board up to 10x10 and every start/end pair on 5x5 to
// 8x8 without a tour gets a certificate (the gate tests, KNIGHT_SWEEP=1).
//
// [Survey] answers every start square of a board, in parallel. [Blame]
// finds, for a player's path, the first square after which no tour can
// complete the path, by binary search over its prefixes with one SAT solver
// instance reused through assumptions.
package prove
