package main

import (
	"embed"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/count"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/puzzle"
)

// manualFiles are the long texts of the manual, one a command, and
// intro.txt, what holds for every command. A command's section of the
// manual is its synopsis and its flags as its -h prints them around its
// long text, so that the usage text is written once; doc.go is generated
// from the sections (TestManualUpToDate, -update).
//
//go:embed manual/*.txt
var manualFiles embed.FS

// manualOrder is the order of the commands' sections in the manual.
var manualOrder = []string{"tour", "prove", "survey", "blame", "cnf", "verify", "render", "puzzle", "count", "serve"}

// puzzleSubcommands are the subcommands of knight puzzle, in the
// manual's order.
var puzzleSubcommands = []string{"solve", "make", "hint", "blame", "cnf"}

// cmdHelp prints the overview, or the manual of the commands named.
func cmdHelp(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stdout, usage())
		return exitYes
	}
	for _, name := range args {
		text, ok := manualSection(name)
		if !ok {
			if near, ok := nearest(name, manualOrder); ok {
				return fail(stderr, exitUsage, "help: no command %q; did you mean %q?", name, near)
			}
			return fail(stderr, exitUsage, "help: no command %q; the commands are %s", name, strings.Join(manualOrder, ", "))
		}
		fmt.Fprintf(stdout, "knight %s\n\n%s", name, text)
	}
	return exitYes
}

// manualValues are the numbers the manual gives, as ${Name} in its
// texts, from the constants they describe, so that the manual cannot
// say another number than the code's. A function, so that only help
// pays for it.
func manualValues() *strings.Replacer {
	return strings.NewReplacer(
		"${MaxSquares}", strconv.Itoa(encode.DefaultMaxSquares),
		"${MaxLiterals}", strconv.Itoa(encode.DefaultMaxLiterals),
		"${VarWeight}", strconv.Itoa(encode.VarWeight),
		"${SearchBudget}", thousands(prove.DefaultSearchBudget),
		"${NodesPerSquare}", strconv.Itoa(prove.NodesPerSquare),
		"${SurveySide}", strconv.Itoa(prove.MaxSurveySide),
		"${SurveyTourSquares}", strconv.Itoa(prove.MaxSurveyTourSquares),
		"${SurveyCountSquares}", strconv.Itoa(api.MaxSurveyCountSquares),
		"${SecondOpinionTime}", recheck.SecondOpinionTime.String(),
		"${MaxWorkers}", strconv.Itoa(prove.MaxWorkers),
		"${CountSide}", strconv.Itoa(count.MaxShortSide),
		"${CountMaxStates}", thousands(count.DefaultMaxStates),
		"${CountMaxParts}", thousands(count.MaxParts),
		"${CountSquares}", strconv.Itoa(puzzle.MaxCountSquares),
		"${CountNodes}", thousands(puzzle.DefaultCountNodes),
	)
}

// thousands writes n with commas between groups of three digits.
func thousands(n int64) string { return group(strconv.FormatInt(n, 10)) }

// manualText is the text of manual/name.txt, its ${Name}s filled in.
func manualText(name string) string {
	b, err := manualFiles.ReadFile("manual/" + name + ".txt")
	if err != nil {
		panic("knight: the manual has no " + name + ".txt")
	}
	return manualValues().Replace(string(b))
}

// manualSection is the manual of one command: its synopsis from its -h
// text, tab-indented, its long text, and the flags its -h lists.
func manualSection(name string) (string, bool) {
	if !slices.Contains(manualOrder, name) {
		return "", false
	}
	var invocations [][]string
	if name == "puzzle" {
		for _, sub := range puzzleSubcommands {
			invocations = append(invocations, []string{"puzzle", sub})
		}
	} else {
		invocations = [][]string{{name}}
	}
	var synopsis, flags strings.Builder
	for _, inv := range invocations {
		head, flagList := helpOutput(inv)
		synopsis.WriteString(synopsisOf(head))
		if flagList == "" {
			continue
		}
		if len(invocations) > 1 {
			fmt.Fprintf(&flags, "\nThe flags of knight %s:\n\n", strings.Join(inv, " "))
		} else {
			flags.WriteString("\nThe flags:\n\n")
		}
		flags.WriteString(flagList)
	}
	return synopsis.String() + "\n" + manualText(name) + flags.String(), true
}

// helpOutput runs the command with -h and splits what it prints into the
// usage head and the flag list, each flag's line tab-indented.
func helpOutput(inv []string) (head, flagList string) {
	var out strings.Builder
	run(append(inv, "-h"), strings.NewReader(""), io.Discard, &out)
	head, defaults, _ := strings.Cut(out.String(), "\nflags:\n")
	var b strings.Builder
	for line := range strings.Lines(defaults) {
		switch {
		case strings.HasPrefix(line, "  -"):
			b.WriteString("\t" + line[2:])
		case strings.HasPrefix(line, "    \t"):
			b.WriteString("\t    " + line[5:])
		default:
			b.WriteString("\t" + strings.TrimSpace(line) + "\n")
		}
	}
	return head, b.String()
}

// synopsisOf is the synopsis of a usage head, its lines up to the first
// blank one: each way to call the command on a line of its own, tab-
// indented, with its continuation lines indented further.
func synopsisOf(head string) string {
	var b strings.Builder
	for line := range strings.Lines(head) {
		text := strings.TrimSpace(line)
		if text == "" {
			break
		}
		switch {
		case strings.HasPrefix(text, "usage: "):
			text = strings.TrimPrefix(text, "usage: ")
		case !strings.HasPrefix(text, "knight "):
			text = "    " + text
		}
		b.WriteString("\t" + text + "\n")
	}
	return b.String()
}
