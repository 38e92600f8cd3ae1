package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
)

// cmdBlame names the first move after which a player's path could no longer
// become a full tour.
func cmdBlame(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("blame", flag.ContinueOnError)
	boardFlag := fs.String("board", "", "board `WxH`; may be omitted when stdin is a grid or JSON that gives it")
	timeout := fs.Duration("timeout", 10*time.Second, "give up after `duration` (0: no limit); the verdict is then unknown (exit 3)")
	asJSON := fs.Bool("json", false, "print one JSON document")
	noHints := fs.Bool("no-hints", false, "do not list the moves that keep a completable path completable")
	noProof := fs.Bool("no-proof", false, "do not search for a certificate when SAT or an exhausted search finds the path dead: faster, and such a verdict is a second opinion")
	closed := fs.Bool("closed", false, "ask about closed tours: the first move after which no closed tour was possible (also when a JSON input says \"closed\": true)")
	var rf readFlags
	rf.register(fs)
	if code, ok := parseFlags(fs, args, stderr, usageBlame); !ok {
		return code
	}
	if msg := (limits{timeout: timeout}).check(); msg != "" {
		return fail(stderr, exitUsage, "blame: %s", msg)
	}
	var b board.Board
	hasBoard := *boardFlag != ""
	if hasBoard {
		var err error
		if b, err = board.Parse(*boardFlag); err != nil {
			return fail(stderr, exitUsage, "blame: -board: %v", err)
		}
	}
	holes, piece, err := api.OptionalShape("-", b, rf.holes, rf.piece)
	if err != nil {
		return fail(stderr, exitUsage, "blame: %v", err)
	}
	var path board.Path
	docClosed := false // the input document says "closed": true
	if fs.NArg() > 0 {
		if !hasBoard {
			return fail(stderr, exitUsage, "blame: -board is required with squares as arguments")
		}
		p, err := board.ParsePath(strings.Join(fs.Args(), " "))
		if err != nil {
			return fail(stderr, exitUsage, "blame: %v", err)
		}
		path = p
	} else {
		if err := rf.check(); err != nil {
			return fail(stderr, exitUsage, "blame: %v", err)
		}
		req := pathRequest("stdin", b, rf)
		req.Problem.Holes, req.Problem.Piece = holes, piece
		vs := api.JudgeAll(stdin, req)
		if len(vs) > 1 {
			return fail(stderr, exitUsage, "blame: %v", api.OnlyOne("stdin", vs, "blame judges one game: give one"))
		}
		v := vs[0]
		if v.Status() != notation.Valid {
			if v.Err != nil {
				// A path read with certainty that is no knight's path:
				// blame needs one, so this is an input error.
				return fail(stderr, exitUsage, "blame: stdin:%s: %v", v.Where(), v.Err)
			}
			return fail(stderr, exitUsage, "blame: %v", v.ReadErr)
		}
		b, path, docClosed = v.Board, v.Path, v.Closed
	}
	ctx, cancel := timeoutContext(*timeout)
	defer cancel()
	v, err := prove.Blame(ctx, b, path, prove.BlameOptions{NoHints: *noHints, NoProofSearch: *noProof, Closed: *closed || docClosed, Holes: holes, Piece: piece})
	if err != nil {
		return fail(stderr, exitUsage, "blame: %v", err)
	}
	w := bufio.NewWriter(stdout)
	if *asJSON {
		err = v.Document().WriteJSON(w)
	} else {
		err = writeVerdictText(w, v)
	}
	if err != nil {
		return writeFailed(stderr, "blame", err)
	}
	return statusCode(v.Status)
}

func writeVerdictText(w *bufio.Writer, v prove.Verdict) error {
	fmt.Fprintf(w, "%s: %s\n", evidence.VerdictWord(v.Status), v.Explain())
	if v.Status == board.Found {
		if len(v.Hints) > 0 {
			fmt.Fprintf(w, "moves that keep it completable: %v\n", board.Path(v.Hints))
		}
		if len(v.Undecided) > 0 {
			fmt.Fprintf(w, "moves not decided in time: %v\n", board.Path(v.Undecided))
		}
		if len(v.Completion) > len(v.Path) { // a full tour needs none
			fmt.Fprintf(w, "one completion: %v\n", v.Completion[len(v.Path):])
		}
	}
	if v.Status != board.Found && v.LastAlive >= 0 && len(v.AliveCompletion) > v.LastAlive {
		fmt.Fprintf(w, "after move %d (%v) you could still have finished like this: %v\n",
			v.LastAlive, v.Path[v.LastAlive], v.AliveCompletion[v.LastAlive+1:])
	}
	return w.Flush()
}
