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
// A problem with holes or another piece ([board.Problem.Shape]) is
// checked against its shape: every square a cell (a hole is named as
// one), every jump a move of the piece ([board.Piece.IsMove]), the holes
// marked in the bitset from the start so that a tour has exactly the
// cells' count of squares, and a closed tour a cycle of three cells or
// more whose last square is a move of the piece from its first.
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
// errors.Is. A refusal of a puzzle answer's or verdict's member is a
// [*MemberError] naming the member by its keys ("evidence.certificate"),
// which evidence.MemberAt places in the document's text.
//
// A [Walker] is Check of a path given a square at a time, holding its
// first and last squares and the bitset, not the path: Check is a Walker
// over the path it holds (its sound run checked by a tight loop), and
// [Walk] a Walker over a [board.Walk]'s squares expanded a chunk at a
// time, so all three give the same errors word for word. A sound walk of
// the knight on a full board is stepped by its moves instead, a square
// costing its bounds and a bit; a faulty one is stepped again as squares
// for the error, so a fault costs a second pass. A revisit's
// first visit is asked of the caller, who may find it by reading its
// input again (Walk expands the walk again).
//
// [Check] is [Tour] returning also a [Result]: what the path was found to
// be (board, start, end, squares covered, open or closed), filled in as far
// as the path is a knight's path even when it fails, at no extra cost.
//
// [Certificate] checks an evidence.Certificate against its problem,
// importing only board and evidence's family (evidence and
// evidence/puzzlecert, TestImports), never the code that made it. Each kind
// is re-derived from the board: colour counts by a formula (O(1) once the
// prefix is walked), four lines and cuts by rebuilding the removed set and
// counting the pieces and the entries they need by breadth-first search
// over the squares still to cover (O(squares)), disconnection (every
// piece found again, when the certificate counts them, each named square
// in a piece of its own) and forced ends likewise; the claimed counts must equal the re-derived ones, and
// the decision is taken on the re-derived ones. A case split is checked by
// listing the knight's unvisited moves itself, requiring exactly those in
// index order, and checking each child with the same code at the position
// after the move; a split read backwards from the end becomes the reversed
// position, which goes through the same checks (a reversed prefix that
// covers the board is a tour, not a dead end).
//
// A certificate names its shape (holes and piece), which must be the
// problem's; the checker then works on the piece's graph of the cells:
// colour counts over the cells (and only for a piece whose every move
// changes colour, as are cuts), the one-colour count for a piece whose
// every move keeps it, the moves of a case split by the piece's own jumps
// between cells, four lines for the knight on a full board alone; any
// other kind on another shape is refused. TestShapeSoundness sweeps every
// mask of the small frames with six leapers against a tour search of the
// test's own.
//
// A [Checker] holds the position as one stack of squares and one bit a
// square of the board, pushed and popped as a tree is walked, so that a
// tree of any depth over a prefix of a million squares costs the prefix
// once, in time and memory. It charges every step (a prefix square, a
// split's moves, 16 a square for a leaf that builds the knight graph)
// to one budget shared by all the certificates it checks, [DefaultMaxWork]
// steps unless told otherwise, looks at its context every 65,536 steps,
// and accepts at most evidence.DefaultLimits nodes in all and splits
// nested that deep (ErrTooLarge beyond); graph-based kinds on boards over
// 2^21 squares are refused, not trusted. A document's claims share one
// Checker (package recheck), so a survey of 20,000 claims costs no more
// than one budget.
//
// [Checker.Puzzle] and [Checker.PuzzleVerdict] check puzzle documents
// within the same budget, every member against the claim: a count is
// re-counted by depth-first search over the steps in order, a clue's step
// to its square only and a step cut off when its next clue is farther in
// knight moves than the steps left (O(8^n) at worst, so boards up to
// 1,024 squares and the budget bound it); a grade must lie within the
// checker's deductions, which fix at least the numbers any grade's do.
// In a case split, and down a proof of uniqueness, the deductions start
// from where they stopped on the puzzle above (whose clues the branch has
// all of): sound, since a solution of the branch is one of the puzzle
// above, and the same fixed point as a start from nothing, so the same
// certificates hold, at a fraction of the steps; a split depth holds at
// most two fixed points, n²/64 words each for n squares, and all of them
// together at most 16 MiB.
// A shaped puzzle (holes, another piece) has its solutions checked on its
// cells by its piece's moves and its count re-counted on them, a count of
// exactly 1 or 0 standing as the proof of its unique or none; its
// certificates, proofs and grades, the knight's on the full board, are
// refused with board.ErrShape.
// [Checker.Complete] searches a tour after a prefix in Warnsdorff's
// order, cutting a branch when a square still to visit has no way in or
// two squares have one (only the last may), within the budget: a
// completable verdict's hints are checked with it, each followed by a
// tour and every other move by none.
//
// Soundness is tested exhaustively on the tiny boards (TestSoundnessExhaustive,
// KNIGHT_EXHAUSTIVE=1 for every board up to 5x5 and 3x7): on every
// position that has a tour, found by a search of the test's own, every
// certificate of a bounded enumeration is refused; TestPuzzleSoundnessExhaustive
// does the same for puzzle certificates, counts and dead verdicts, against
// a solution counter of its own.
package verify
