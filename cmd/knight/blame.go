package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/prove"
)

// cmdBlame names the first move after which a player's path could no longer
// become a full tour.
func cmdBlame(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("blame", flag.ContinueOnError)
	boardFlag := fs.String("board", "", "board `WxH`; may be omitted when stdin is a grid or JSON that gives it")
	timeout := fs.Duration("timeout", 10*time.Second, "give up after `duration`; the verdict is then unknown (exit 3)")
	asJSON := fs.Bool("json", false, "print one JSON document")
	noHints := fs.Bool("no-hints", false, "do not list the moves that keep a completable path completable")
	var rf readFlags
	rf.register(fs)
	if code, ok := parseFlags(fs, args, stderr); !ok {
		return code
	}
	var b board.Board
	hasBoard := *boardFlag != ""
	if hasBoard {
		var err error
		if b, err = board.Parse(*boardFlag); err != nil {
			return fail(stderr, exitUsage, "blame: -board: %v", err)
		}
	}
	var path board.Path
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
		doc, err := board.ReadPath(stdin, rf.options(b))
		if err != nil {
			return fail(stderr, exitUsage, "blame: stdin:%v", err)
		}
		b, path = doc.Board, doc.Path
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	v, err := prove.Blame(ctx, b, path, prove.BlameOptions{NoHints: *noHints})
	if err != nil {
		return fail(stderr, exitUsage, "blame: %v", err)
	}
	w := bufio.NewWriter(stdout)
	if *asJSON {
		err = writeVerdictJSON(w, v)
	} else {
		err = writeVerdictText(w, v)
	}
	if err != nil {
		return fail(stderr, exitUsage, "blame: %v", err)
	}
	return statusCode(v.Status)
}

func verdictWord(s board.Status) string {
	switch s {
	case board.Found:
		return "completable"
	case board.None:
		return "dead"
	}
	return "unknown"
}

func writeVerdictJSON(w *bufio.Writer, v prove.Verdict) error {
	d := newJSONDoc(w)
	d.field("board", v.Board.String())
	d.field("status", verdictWord(v.Status))
	if v.Status != board.Unknown {
		d.field("first_dead", v.FirstDead)
	}
	if v.Status == board.None {
		d.field("move", v.Path[v.FirstDead].String())
	}
	d.field("method", v.Method.String())
	if v.Certificate != nil {
		d.field("certificate", v.Certificate)
	}
	if v.Status == board.None && v.Method == prove.SAT {
		needed := make([]string, len(v.Needed))
		for i, n := range v.Needed {
			needed[i] = v.Path[n].String()
		}
		d.field("needed", needed)
	}
	if v.Status == board.Found {
		d.squares("completion", v.Board, v.Completion)
		d.squares("hints", v.Board, v.Hints)
		if len(v.Undecided) > 0 {
			d.squares("hints_undecided", v.Board, v.Undecided)
		}
	}
	d.field("tests", v.Tests)
	d.field("ms", ms(v.Elapsed))
	d.field("explanation", v.Explain())
	return d.end()
}

func writeVerdictText(w *bufio.Writer, v prove.Verdict) error {
	fmt.Fprintf(w, "%s: %s\n", verdictWord(v.Status), v.Explain())
	if v.Status == board.Found {
		if len(v.Hints) > 0 {
			fmt.Fprintf(w, "moves that keep it completable: %v\n", board.Path(v.Hints))
		}
		if len(v.Undecided) > 0 {
			fmt.Fprintf(w, "moves not decided in time: %v\n", board.Path(v.Undecided))
		}
		fmt.Fprintf(w, "one completion: %v\n", v.Completion[len(v.Path):])
	}
	return w.Flush()
}
