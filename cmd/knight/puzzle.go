package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/puzzle"
)

// cmdPuzzle dispatches the puzzle subcommands.
func cmdPuzzle(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usagePuzzle)
		return exitUsage
	}
	sub, rest := args[0], args[1:]
	subs := []string{"solve", "make", "hint", "blame", "cnf"}
	if helpWanted(args) {
		if !slices.Contains(subs, sub) {
			fmt.Fprint(stderr, usagePuzzle)
			return exitYes
		}
		rest = []string{"-h"}
	}
	switch sub {
	case "solve":
		return cmdPuzzleSolve(rest, stdin, stdout, stderr)
	case "make":
		return cmdPuzzleMake(rest, stdout, stderr)
	case "hint", "blame":
		return cmdPuzzlePlay(sub, rest, stdin, stdout, stderr)
	case "cnf":
		return cmdPuzzleCnf(rest, stdin, stdout, stderr)
	}
	if near, ok := nearest(sub, subs); ok {
		return fail(stderr, exitUsage, "puzzle: unknown subcommand %q; did you mean %q?", sub, near)
	}
	return fail(stderr, exitUsage, "puzzle: unknown subcommand %q; want %s", sub, strings.Join(subs, ", "))
}

// puzzleInput are the flags that say what a numbered grid does not.
// and -timeout, which every command that reads a puzzle takes.
type puzzleInput struct {
	closed  *bool
	first   *int
	timeout *time.Duration
	shape   shapeFlags
}

func (pi *puzzleInput) register(fs *flag.FlagSet) {
	pi.closed = fs.Bool("closed", false, "a numbered grid's tour is closed (JSON says so itself)")
	pi.first = fs.Int("first", -1, "a numbered grid's first `number`, 0 or 1 (default: 0 when a 0 is given, else 1)")
	pi.timeout = fs.Duration("timeout", 0, "give up after `duration` (0: no limit)")
	pi.shape.register(fs, true)
}

// readTimed is the puzzle ([puzzleInput.read]) and, once it is read, the
// context of -timeout, whose cancel the caller defers.
func (pi *puzzleInput) readTimed(fs *flag.FlagSet, stdin io.Reader, stderr io.Writer) (puzzlecert.Puzzle, context.Context, context.CancelFunc, int, bool) {
	p, code, ok := pi.read(fs, stdin, stderr)
	if !ok {
		return p, nil, nil, code, false
	}
	ctx, cancel := timeoutContext(*pi.timeout)
	return p, ctx, cancel, 0, true
}

// shapeFlags are -holes and -piece, and -mask on the commands that read
// a puzzle: they make the puzzle a shaped one.
type shapeFlags struct {
	holes, piece string
	mask         *bool
}

func (sf *shapeFlags) register(fs *flag.FlagSet, reads bool) {
	registerShapeFlags(fs, &sf.holes, &sf.piece)
	if reads {
		sf.mask = fs.Bool("mask", false, "read the puzzle as a mask (0, x or _ a cell; a blank, ., # or - a hole; numbers from 1 the clues), as -holes and -piece do")
	}
}

// given reports whether a flag asks for a shape.
func (sf *shapeFlags) given() bool {
	return sf.holes != "" || sf.piece != "" || sf.mask != nil && *sf.mask
}

// parse reads -piece, and -holes on board b.
func (sf *shapeFlags) parse(b board.Board) (board.Set, board.Piece, error) {
	return api.OptionalShape("-", b, sf.holes, sf.piece)
}

// read reads the puzzle from the file named by the first argument, or
// stdin when there is none or it is "-".
func (pi *puzzleInput) read(fs *flag.FlagSet, stdin io.Reader, stderr io.Writer) (puzzlecert.Puzzle, int, bool) {
	if *pi.first < -1 || *pi.first > 1 {
		return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: -first %d: want 0 or 1", fs.Name(), *pi.first), false
	}
	if fs.NArg() > 1 {
		return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: one puzzle FILE at most, got %d arguments", fs.Name(), fs.NArg()), false
	}
	name, r, done, err := openInput(fs, stdin)
	if err != nil {
		return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: %v", fs.Name(), err), false
	}
	defer done()
	if pi.shape.given() {
		return pi.readShaped(fs, name, r, stderr)
	}
	p, err := puzzle.Read(r, puzzle.ReadOptions{Closed: *pi.closed, First: *pi.first})
	if err != nil {
		return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: %s%v", fs.Name(), api.Positioned(name, err), err), false
	}
	return p, 0, true
}

// readShaped reads a shaped puzzle: JSON, whose holes and piece the
// flags must not contradict, or a mask, its holes with -holes added.
func (pi *puzzleInput) readShaped(fs *flag.FlagSet, name string, r io.Reader, stderr io.Writer) (puzzlecert.Puzzle, int, bool) {
	bad := func(err error) (puzzlecert.Puzzle, int, bool) {
		return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: %s%v", fs.Name(), api.Positioned(name, err), err), false
	}
	data, err := io.ReadAll(io.LimitReader(r, puzzle.MaxBytes+1))
	if err != nil {
		return bad(err)
	}
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	var p puzzlecert.Puzzle
	if len(trimmed) > 0 && trimmed[0] == '{' {
		if p, err = puzzle.Read(bytes.NewReader(data), puzzle.ReadOptions{Closed: *pi.closed, First: *pi.first}); err != nil {
			return bad(err)
		}
	} else {
		if *pi.first == 0 {
			return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: -first 0: a mask's numbers start at 1, its 0 an empty cell", fs.Name()), false
		}
		if p, err = puzzle.ReadShaped(bytes.NewReader(data), board.Knight, *pi.closed); err != nil {
			return bad(err)
		}
	}
	holes, piece, err := pi.shape.parse(p.Board)
	if err != nil {
		return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: %v", fs.Name(), err), false
	}
	if pi.shape.piece != "" {
		if !p.Piece.IsKnight() && p.Piece != piece {
			return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: -piece %v: the puzzle says %v", fs.Name(), piece, p.Piece), false
		}
		p.Piece = piece
	}
	if len(holes) > 0 {
		merged := board.NewSet(p.Board.Size())
		for i := range p.Board.Size() {
			if holes.Has(i) || p.Shape().IsHole(i) {
				merged.Add(i)
			}
		}
		p.Holes = merged
	}
	if err := p.Check(); err != nil {
		return puzzlecert.Puzzle{}, fail(stderr, exitUsage, "%s: %v", fs.Name(), err), false
	}
	return p, 0, true
}

// describePuzzle is the first line about a puzzle: "closed tour of 8x8,
// 12 clues, numbered from 1".
func describePuzzle(p puzzlecert.Puzzle) string {
	kind := "open"
	if p.Closed {
		kind = "closed"
	}
	return fmt.Sprintf("%s tour of %v, %d %s, numbered from %d", kind, p.Shape(), len(p.Clues), board.Plural(len(p.Clues), "clue", "clues"), p.First)
}

// puzzleExit is the exit code of an answer: 0 unique, 1 none or several,
// 3 undecided.
func puzzleExit(s puzzlecert.Status) int {
	switch s {
	case puzzlecert.Unique:
		return exitYes
	case puzzlecert.Unknown:
		return exitUndecided
	}
	return exitNo
}

// printAnswer writes an answer as text, or as its JSON document. When a
// count was asked for (countNodes >= 0, the counter's limit, 0 for the
// default; -1 when none was asked) and none was made, the text says why;
// a count stopped at its limit says how to raise it.
func printAnswer(w io.Writer, a puzzlecert.Answer, countNodes int64, asJSON bool) error {
	if asJSON {
		return a.WriteJSON(w)
	}
	p := a.Puzzle
	fmt.Fprintf(w, "%v: %s\n", a.Status, describePuzzle(p))
	for i, s := range a.Solutions {
		if len(a.Solutions) > 1 {
			fmt.Fprintf(w, "solution %d:\n", i+1)
		}
		if p.Plain() {
			fmt.Fprint(w, puzzle.FormatSolution(p, s))
		} else {
			fmt.Fprint(w, puzzle.FormatShapedSolution(p, s, notation.HopidoStyle))
		}
	}
	if a.Counted {
		exact := "exact"
		if !a.CountExact {
			limit := countNodes
			if limit <= 0 {
				limit = puzzle.DefaultCountNodes
			}
			exact = fmt.Sprintf("at least: the count stopped at its limit, %d steps; -count-nodes raises it", limit)
		}
		fmt.Fprintf(w, "count: %d (%s)\n", a.Count, exact)
	} else if countNodes >= 0 {
		fmt.Fprintf(w, "count: not counted: %s\n", notCounted(a))
	}
	if a.Grade != nil {
		fmt.Fprintf(w, "grade: %s (deductions fix %d of %d numbers)\n", a.Grade.Level, a.Grade.Deduced, a.Grade.Squares)
	}
	if a.Explanation != "" {
		fmt.Fprintln(w, a.Explanation)
	}
	_, err := fmt.Fprintf(w, "%.1f ms\n", a.MS)
	return err
}

// notCounted says why an answer carries no count: the answer's own
// reason when it gives one.
func notCounted(a puzzlecert.Answer) string {
	if a.NotCounted != "" {
		return a.NotCounted
	}
	if n := a.Puzzle.Board.Size(); n > puzzle.MaxCountSquares {
		return fmt.Sprintf("the counter takes boards up to %d squares, and %v has %d", puzzle.MaxCountSquares, a.Puzzle.Board, n)
	}
	if a.Status == puzzlecert.Unknown {
		return "the puzzle is undecided"
	}
	return "the count did not run"
}

func cmdPuzzleSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("puzzle solve", flag.ContinueOnError)
	var pi puzzleInput
	pi.register(fs)
	count := fs.Bool("count", false, "count the solutions too, by exhaustive search (boards up to "+strconv.Itoa(puzzle.MaxCountSquares)+" squares)")
	countNodes := fs.Int64("count-nodes", 0, "stop counting after `N` search steps (0: "+strconv.Itoa(puzzle.DefaultCountNodes)+")")
	grade := fs.Bool("grade", false, "grade the puzzle: how far the plain deductions go")
	maxSquares := fs.Int("max-squares", 0, "refuse SAT on boards with more `squares` (0: "+strconv.Itoa(encode.DefaultMaxSquares)+")")
	asJSON := fs.Bool("json", false, "print the answer document")
	if code, ok := parseFlags(fs, args, stderr, usagePuzzleSolve); !ok {
		return code
	}
	if msg := (limits{timeout: pi.timeout, maxSquares: maxSquares}).check(); msg != "" {
		return fail(stderr, exitUsage, "puzzle solve: %s", msg)
	}
	if *countNodes < 0 {
		return fail(stderr, exitUsage, "puzzle solve: -count-nodes %d: want 0 (the default) or more", *countNodes)
	}
	p, ctx, cancel, code, ok := pi.readTimed(fs, stdin, stderr)
	if !ok {
		return code
	}
	defer cancel()
	a, err := puzzle.Solve(ctx, puzzle.SolveRequest{Puzzle: p, Count: *count, CountNodes: *countNodes, MaxSquares: *maxSquares, Grade: *grade})
	if err != nil {
		return fail(stderr, exitUsage, "puzzle solve: %v", err)
	}
	asked := int64(-1)
	if *count {
		asked = *countNodes
	}
	if err := printAnswer(stdout, a, asked, *asJSON); err != nil {
		return writeFailed(stderr, "puzzle solve", err)
	}
	return puzzleExit(a.Status)
}

func cmdPuzzleMake(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("puzzle make", flag.ContinueOnError)
	boardFlag := fs.String("board", "8x8", "the `WxH` board")
	closed := fs.Bool("closed", false, "a closed tour")
	seed := newSeedFlag(fs, "the `seed`, any whole number of 64 bits: the same seed gives the same puzzle everywhere")
	clues := fs.Int("clues", 0, "remove clues down to `N` (0: as few as stay unique)")
	minimal := fs.Bool("minimal", false, "remove clues until none can go, with a witness for each clue left")
	level := fs.String("level", "", "the difficulty, `easy` or hard: easy puzzles are solved by deductions alone")
	first := fs.Int("first", 1, "the first `number`, 0 or 1")
	var sf shapeFlags
	sf.register(fs, false)
	timeout := fs.Duration("timeout", time.Minute, "give up after `duration` (0: no limit), exit 3")
	asJSON := fs.Bool("json", false, "print the answer document, which knight verify -certificate checks")
	if code, ok := parseNoArgs(fs, args, stderr, usagePuzzleMake); !ok {
		return code
	}
	if msg := (limits{timeout: timeout}).check(); msg != "" {
		return fail(stderr, exitUsage, "puzzle make: %s", msg)
	}
	b, err := board.Parse(*boardFlag)
	if err != nil {
		return fail(stderr, exitUsage, "puzzle make: -board: %v", err)
	}
	lv, err := puzzle.ParseLevel(*level)
	if err != nil {
		return fail(stderr, exitUsage, "puzzle make: -level: %v", err)
	}
	ctx, cancel := timeoutContext(*timeout)
	defer cancel()
	holes, piece, err := sf.parse(b)
	if err != nil {
		return fail(stderr, exitUsage, "puzzle make: %v", err)
	}
	req := puzzle.MakeRequest{Board: b, Holes: holes, Piece: piece, Closed: *closed, Seed: seed.n, Clues: *clues, Minimal: *minimal, Level: lv, First: *first}
	a, err := puzzle.Make(ctx, req)
	switch {
	case errors.Is(err, puzzle.ErrBadRequest), errors.Is(err, board.ErrShape):
		return fail(stderr, exitUsage, "puzzle make: %v", err)
	case errors.Is(err, puzzle.ErrNotFound):
		return fail(stderr, exitNo, "puzzle make: %v", err)
	case errors.Is(err, context.DeadlineExceeded):
		return fail(stderr, exitUndecided, "puzzle make: %v (%v); -clues N stops removing clues sooner, a larger -timeout waits longer", err, *timeout)
	case err != nil:
		return fail(stderr, exitUsage, "puzzle make: %v", err)
	}
	if a.Status != puzzlecert.Unique {
		return fail(stderr, exitUndecided, "puzzle make: %s", a.Explanation)
	}
	if *asJSON {
		if err := a.WriteJSON(stdout); err != nil {
			return writeFailed(stderr, "puzzle make", err)
		}
		return exitYes
	}
	// The grid says neither closure nor, without a 0 in it, the first
	// number: the command line to solve it does.
	solveFlags := ""
	if *closed {
		solveFlags += " -closed"
	}
	if a.Puzzle.First == 0 {
		solveFlags += " -first 0"
	}
	if !a.Puzzle.Plain() {
		// The mask shows the holes; the piece is said on the command.
		solveFlags += " -mask"
		if !a.Puzzle.Piece.IsKnight() {
			solveFlags += fmt.Sprintf(" -piece '%v'", a.Puzzle.Piece)
		}
		fmt.Fprintf(stdout, "# %s, seed %s; solve with: knight puzzle solve%s\n", describePuzzle(a.Puzzle), seed, solveFlags)
		fmt.Fprint(stdout, puzzle.FormatShaped(a.Puzzle, notation.HopidoStyle))
		return exitYes
	}
	fmt.Fprintf(stdout, "# %s, seed %s, grade %s (deductions fix %d of %d); solve with: knight puzzle solve%s\n", describePuzzle(a.Puzzle), seed, a.Grade.Level, a.Grade.Deduced, a.Grade.Squares, solveFlags)
	fmt.Fprint(stdout, puzzle.Format(a.Puzzle))
	return exitYes
}

func cmdPuzzlePlay(sub string, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("puzzle "+sub, flag.ContinueOnError)
	var pi puzzleInput
	pi.register(fs)
	moves := fs.String("moves", "", "the player's numbers in the order played: `c5=8 d7=9`, or a path a1 c2 e3 numbered from the first number")
	gridFile := fs.String("grid", "", "the player's partly filled grid, in any layout the puzzle is read in: the clues and the player's numbers (those not clues), taken in order of number; - for stdin")
	maxSquares := fs.Int("max-squares", 0, "answer undecided at once on boards with more `squares` (0: "+strconv.Itoa(encode.DefaultMaxSquares)+")")
	asJSON := fs.Bool("json", false, "print JSON")
	head := usagePuzzleHint
	if sub == "blame" {
		head = usagePuzzleBlame
	}
	if code, ok := parseFlags(fs, args, stderr, head); !ok {
		return code
	}
	if msg := (limits{timeout: pi.timeout, maxSquares: maxSquares}).check(); msg != "" {
		return fail(stderr, exitUsage, "puzzle %s: %s", sub, msg)
	}
	// The deadline runs from before the first allocation: reading a full
	// 1000x1000 grid and taking the player's numbers from it run under it.
	ctx, cancel := timeoutContext(*pi.timeout)
	defer cancel()
	var (
		p        puzzlecert.Puzzle
		h        puzzle.Hint
		v        puzzle.Verdict
		entries  []puzzlecert.Clue
		code     int
		ok       bool
		decided  bool         // the hint or the verdict was reached
		readErrs bytes.Buffer // the work's diagnostics, printed when it ends in time
	)
	finished := withinDeadline(ctx, func() {
		if p, code, ok = pi.read(fs, stdin, &readErrs); !ok {
			return
		}
		entries, code, ok = playEntries(sub, *moves, *gridFile, fs, stdin, &readErrs, p)
		if !ok || ctx.Err() != nil {
			return
		}
		var err error
		if sub == "hint" {
			h, err = puzzle.NextHint(ctx, puzzle.HintRequest{Puzzle: p, Entries: entries, MaxSquares: *maxSquares})
		} else {
			v, err = puzzle.Blame(ctx, puzzle.BlameRequest{Puzzle: p, Entries: entries, MaxSquares: *maxSquares})
		}
		if err != nil {
			code, ok = fail(&readErrs, exitUsage, "puzzle %s: %v", sub, err), false
		}
		decided = ok
	})
	if !finished || !decided {
		if finished && !ok {
			io.Copy(stderr, &readErrs)
			return code
		}
		// The time ran out before the puzzle and the numbers were read:
		// the work may still run, so what it writes is not read.
		return undecidedPlay(sub, *asJSON, stdout, stderr)
	}
	if sub == "hint" {
		if *asJSON {
			if err := api.WritePuzzleHint(stdout, h); err != nil {
				return writeFailed(stderr, "puzzle hint", err)
			}
		} else {
			fmt.Fprintf(stdout, "hint: %s\n", h.Reason)
		}
		if h.Undecided {
			return exitUndecided
		}
		if h.Number < 0 {
			return exitNo
		}
		return exitYes
	}
	why := api.PuzzleBlameReason(v)
	if *asJSON {
		if err := api.WritePuzzleBlame(stdout, v); err != nil {
			return writeFailed(stderr, "puzzle blame", err)
		}
	} else {
		switch {
		case v.Status == board.Found:
			fmt.Fprintf(stdout, "completable: a solution agrees with all %d numbers\n", len(entries))
		case v.Status == board.Unknown && puzzle.TooLarge(p.Board, *maxSquares) != nil:
			fmt.Fprintf(stdout, "undecided: %v\n", puzzle.TooLarge(p.Board, *maxSquares))
		case v.Status == board.Unknown:
			fmt.Fprintln(stdout, "undecided in time")
		case v.First < 0:
			fmt.Fprintf(stdout, "the puzzle itself has no solution: %s\n", why)
		default:
			fmt.Fprintf(stdout, "wrong from entry %d, %d on %v: %s\n", v.First+1, v.Entry.Number, v.Entry.Square, why)
		}
	}
	switch v.Status {
	case board.Found:
		return exitYes
	case board.None:
		return exitNo
	}
	return exitUndecided
}

// undecidedPlay answers a puzzle hint or blame whose time ran out before
// its puzzle and numbers were read: undecided, exit 3.
func undecidedPlay(sub string, asJSON bool, stdout, stderr io.Writer) int {
	const why = "the time limit (-timeout) ran out before the puzzle and the numbers were read"
	var err error
	switch {
	case sub == "hint" && asJSON:
		err = api.WritePuzzleHint(stdout, puzzle.Hint{Number: -1, Reason: "undecided: " + why, Undecided: true})
	case asJSON:
		err = api.WritePuzzleBlame(stdout, puzzle.Verdict{Status: board.Unknown, First: -1})
	case sub == "hint":
		_, err = fmt.Fprintf(stdout, "hint: undecided: %s\n", why)
	default:
		_, err = fmt.Fprintf(stdout, "undecided: %s\n", why)
	}
	if err != nil {
		return writeFailed(stderr, "puzzle "+sub, err)
	}
	return exitUndecided
}

// withinDeadline runs work on a goroutine of its own and waits for it to
// end or ctx to end, whichever comes first: false when ctx ended first.
// The work is then left to run unread until the process exits; it must
// write nothing the caller reads.
func withinDeadline(ctx context.Context, work func()) bool {
	done := make(chan struct{})
	go func() {
		defer close(done)
		work()
	}()
	select {
	case <-done:
		return true
	case <-ctx.Done():
		select {
		case <-done:
			return true
		default:
			return false
		}
	}
}

// playEntries reads the player's numbers of a puzzle play command, from
// -moves or -grid.
func playEntries(sub, moves, gridFile string, fs *flag.FlagSet, stdin io.Reader, stderr io.Writer, p puzzlecert.Puzzle) ([]puzzlecert.Clue, int, bool) {
	if gridFile != "" {
		if moves != "" {
			return nil, fail(stderr, exitUsage, "puzzle %s: -moves and -grid both give the player's numbers: give one", sub), false
		}
		return readGrid(sub, gridFile, fs, stdin, stderr, p)
	}
	entries, err := puzzle.ParseEntries(moves, p)
	if err != nil {
		return nil, fail(stderr, exitUsage, "puzzle %s: -moves: %v", sub, err), false
	}
	return entries, 0, true
}

// readGrid reads the player's grid named by -grid ("-" for stdin, when
// the puzzle comes from a file) and takes the player's numbers from it.
func readGrid(sub, name string, fs *flag.FlagSet, stdin io.Reader, stderr io.Writer, p puzzlecert.Puzzle) ([]puzzlecert.Clue, int, bool) {
	r := stdin
	if name == "-" {
		if fs.NArg() == 0 || fs.Arg(0) == "-" {
			return nil, fail(stderr, exitUsage, "puzzle %s: -grid -: the puzzle is read from stdin already: name its FILE", sub), false
		}
	} else {
		f, err := os.Open(name)
		if err != nil {
			return nil, fail(stderr, exitUsage, "puzzle %s: -grid: %v", sub, err), false
		}
		defer f.Close()
		r = f
	}
	// A grid's closure is the puzzle's: only its numbers count here.
	grid, err := puzzle.Read(r, puzzle.ReadOptions{First: p.First})
	if err != nil {
		return nil, fail(stderr, exitUsage, "puzzle %s: -grid: %s%v", sub, api.Positioned(name, err), err), false
	}
	entries, err := puzzle.GridEntries(p, grid)
	if err != nil {
		return nil, fail(stderr, exitUsage, "puzzle %s: -grid: %s: %v", sub, name, err), false
	}
	return entries, 0, true
}

// solutionToBlock is the solution puzzle cnf -block excludes: the first
// the solver finds, or the exit code when there is none or none in time.
func solutionToBlock(ctx context.Context, p puzzlecert.Puzzle, stderr io.Writer) ([]board.Path, int, bool) {
	a, err := puzzle.Solve(ctx, puzzle.SolveRequest{Puzzle: p})
	switch {
	case err != nil:
		return nil, fail(stderr, exitUsage, "puzzle cnf: %v", err), false
	case len(a.Solutions) > 0:
		return a.Solutions[:1], 0, true
	case a.Status == puzzlecert.Unknown:
		return nil, fail(stderr, exitUndecided, "puzzle cnf: -block: no solution found to block in time (%s)", a.Explanation), false
	}
	return nil, fail(stderr, exitNo, "puzzle cnf: -block: the puzzle has no solution to block (%v)", a.Status), false
}

func cmdPuzzleCnf(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("puzzle cnf", flag.ContinueOnError)
	var pi puzzleInput
	pi.register(fs)
	encoding := fs.String("encoding", puzzle.FirstEncoding.String(), "`encoding`: position, hybrid or successor")
	block := fs.Bool("block", false, "solve first and add the clause blocking the solution: the uniqueness question, unsatisfiable exactly when the solution is unique")
	if code, ok := parseFlags(fs, args, stderr, usagePuzzleCnf); !ok {
		return code
	}
	enc, err := encode.ParseEncoding(*encoding)
	if err != nil || enc == encode.Lazy {
		return fail(stderr, exitUsage, "puzzle cnf: -encoding %q: want position, hybrid or successor", *encoding)
	}
	p, ctx, cancel, code, ok := pi.readTimed(fs, stdin, stderr)
	if !ok {
		return code
	}
	defer cancel()
	var exclude []board.Path
	if *block {
		if exclude, code, ok = solutionToBlock(ctx, p, stderr); !ok {
			return code
		}
	}
	err = encode.WriteClueDIMACS(ctx, stdout, encode.PuzzleProblem(p), exclude, encode.Options{Encoding: enc})
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fail(stderr, exitUndecided, "puzzle cnf: %v", err)
	case errors.Is(err, encode.ErrTooLarge), errors.Is(err, encode.ErrClueEncoding), errors.Is(err, board.ErrShape):
		return fail(stderr, exitUsage, "puzzle cnf: %v", err)
	case err != nil:
		return writeFailed(stderr, "puzzle cnf", err)
	}
	return exitYes
}
