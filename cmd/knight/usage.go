package main

import (
	"fmt"
	"strconv"

	"github.com/knightcert/knight/internal/count"
	"github.com/knightcert/knight/prove"
)

// The -h texts of the commands, and the overview knight help prints. Each
// command's synopsis here is also its synopsis in the manual (manual.go).
// Their numbers are ${Name}s, filled in from the constants when a text
// is printed (printUsage, manualValues), so that no command builds one
// it does not print.

func usage() string {
	side := strconv.Itoa(prove.MaxSurveySide)
	return `usage: knight <command> [flags] [arguments]

commands:
  tour -board WxH [-holes SQUARES] [-piece NAME] [-start SQ] [-end SQ] [-closed]
       [-prefix SQUARES] [-seed N] [-budget NODES] [-rule NAME]
       [-format alg|prolog|xy|grid] [-json]
        find a tour by Warnsdorff's rule and pruned backtracking; exit 0
        with a tour, 1 only when an exhaustive search found none, 3 when
        the node budget ran out
  prove -board WxH [-holes SQUARES] [-piece NAME] [-start SQ] [-end SQ] [-closed]
        [-prefix SQUARES] [-method auto|parity|heuristic|sat] [-timeout DUR]
        [-max-squares N] [-json]
        decide whether a tour exists, with evidence: a tour, a certificate
        or a SAT refutation; exit 0 tour, 1 none, 3 undecided
  survey -board WxH | -upto WxH [-holes SQUARES] [-piece NAME] [-timeout DUR]
         [-square-timeout DUR] [-json] [-format text|svg]
        prove every start square of a board (up to ` + side + "x" + side + `), or of every
        board up to a size, and draw a map
  blame -board WxH [-closed] [-timeout DUR] [-json] [SQUARE...]
        name the first move after which a player's path could no longer
        become a full tour; exit 0 completable, 1 dead, 3 undecided
  verify [-board WxH] [-holes SQUARES] [-piece NAME] [-closed] [-start SQ]
         [-end SQ] [-json] [FILE]
  verify -certificate FILE
        check a tour, or re-check a "none" answer of prove -json;
        exit 0 valid, 1 invalid, 2 unreadable
  render [-board WxH] [-format text|svg] [-json] [FILE]
        draw a tour or path as a numbered grid or an SVG picture
  cnf -board WxH [-holes SQUARES] [-piece NAME] [-start SQ] [-end SQ] [-closed]
      [-prefix SQUARES] [-encoding NAME] [-max-squares N] [-max-literals N]
      [-timeout DUR]
        write the tour problem as DIMACS CNF, satisfiable exactly when the
        tour exists (no start: any start); lazy, the default encoding,
        solves first and writes its final formula, cuts included
  serve [-addr 127.0.0.1:8080] [-timeout DUR] [-max-inflight N] ...
        answer the commands over HTTP (POST /v1/...) and serve the puzzle
        page at /
  puzzle solve|make|hint|blame|cnf [-board WxH] [-closed] ... [FILE]
        clue puzzles: solve (unique, several or none, with evidence),
        make one from a seed, hint the next forced number, blame a
        player's first wrong number
  count -board WxH [-closed] [-start SQ] [-end SQ] [-prefix SQUARES] [-by-start]
        [-directed|-undirected] [-json] [-max-states N] [-timeout DUR]
        [-shard i/n | -merge FILES]
        the exact number of tours, by a frontier DP; exit 0 counted, 3
        undecided within the limits

-holes d4,e5 removes squares from the board, -piece names the leaper that
tours (knight, camel, zebra, giraffe, (a,b) or leaps joined by +, such as
(2,2)+(3,0)): tour, prove, survey, verify, render, cnf and blame take
them. Flags go before arguments. Run knight <command> -h for
a command's flags and defaults, knight help <command> for its manual.
`
}

const usageVerify = `usage: knight verify [-board WxH] [-holes SQUARES] [-piece NAME] [-closed] [-start SQ] [-end SQ]
           [-read NOTATION] [-flip] [-preset NAME] [-first] [-skip-partial] [-json] [-junit FILE] [FILE|DIR ...]
       knight verify -certificate FILE [-timeout DUR]
       knight verify -preset NAME -testlib INPUT OUTPUT ANSWER [REPORT]
       knight verify -preset NAME -kattis INPUT ANSWER FEEDBACKDIR < OUTPUT

Check the tours in the FILEs and, recursively, the DIRs (stdin when none is
given, or -), in any notation the manual lists (go doc ./cmd/knight): square
lists, numbered grids in the shapes programs print, JSON, flat numbered
lists with -board; words around a tour are skipped and named. -board,
-start, -end and -closed apply to every tour, and -holes (with -board)
and -piece too: a tour then visits every cell once, no hole, each move
and the closing one a move of the piece. Several tours get a verdict
line each (FILE:LINE: valid|invalid|unreadable ...) and a summary line;
text that could be a tour and was not graded (a board under half filled,
squares beside a tour, a partial board, one numbering only some of its
squares, with no -board, alone or not) gets a line "set aside" of its
own; with -board WxH a partial board of WxH is a tour of it begun, and
invalid. Files in a DIR that are not text are named and skipped. An
input over 4 MiB is one tour: a list of more squares than its board is
read to one square past it, the text after set aside unread. -first
grades only the first tour of each input, passing over that text too;
-skip-partial passes over text set aside as part of a tour, beside a
tour graded: an input of nothing
but text set aside has no tour to pass, exit 2. -json: one JSON verdict a line; -junit FILE: a JUnit XML report
too. Exit 0 when every tour is valid and nothing was set aside unasked,
1 when one is not (the reason, by move or requirement) and none is
unreadable, whatever was set aside, 2 usage error, unreadable input (with
line:col) or, with no tour invalid, text set aside unasked.

With -certificate, re-check an answer of knight prove -json (its "none",
or its tour), a verdict of knight blame -json (its dead prefix and the
completion of the prefix before it, or its completion and hints), every
claim of knight survey -json (a stream of them too, as survey -upto -json
prints), and knight puzzle's answers and verdicts, from FILE (or - for
stdin): every member is checked or refused; a certificate is re-derived
from the board alone, within one work budget for the whole input; a claim
that rests on SAT is solved again with other encodings, a second opinion
rather than a proof, and said so, within ${SecondOpinionTime} a document unless -timeout is
given. -timeout bounds the whole re-check. Exit 0 when the claims stand,
1 when one does not, 2 when unreadable or too large, 3 when out of time
("not re-checked within the limit").

-preset leetcode2596 or cses1689 grades every tour as that problem's
numbered grid and names the rule a tour missed (size, numbering from the
preset's base, start, move k). With -testlib, verify is a testlib checker
for the problem (exit 0 ok, 1 wrong answer, 2 presentation error, 3
checker failure; the message on stderr as testlib prints it); with
-kattis, a Kattis output validator (exit 42 accept, 43 reject, the
message in FEEDBACKDIR/judgemessage.txt). The manual says how to drop
either into a problem package.
`

const usageRender = `usage: knight render [-board WxH] [-holes SQUARES] [-piece NAME] [-format text|svg] [-read NOTATION] [-flip] [-json] [FILE]

Draw the tour or partial path in FILE (stdin when absent or -), read as
knight verify reads it: text is the numbered grid (0-based, rank H first,
. for squares left out, x for holes), svg a picture. Several tours are drawn one after
another in text (-json: a verdict a line); svg draws one. An answer
document of knight prove -json or knight blame -json is drawn with its
evidence. Exit 0 drawn, 1 not a knight's path, 2 usage error or
unreadable input.
`

func usageCount() string {
	return fmt.Sprintf(`usage: knight count -board WxH [-closed] [-start SQ] [-end SQ] [-prefix SQUARES]
           [-by-start] [-directed|-undirected] [-json] [-max-states N] [-timeout DUR]
           [-parts P] [-workers N]
       knight count ... -shard i/n
       knight count -board WxH [-closed] -strip N ...
       knight count -merge [-json] FILE...

Count the tours exactly by a frontier dynamic program, boards with a short
side of at most %d. The answer says directed (tours as sequences; the
default for open tours) or undirected (a tour and its reverse are one; the
default for closed). -by-start prints the count from every square. -shard
prints one part's JSON document; -merge adds a whole set; -parts P counts
P parts in this process, -workers N of them at once. -strip N counts
every board of the short side from length N up in one scan. Exit 0 counted,
2 usage, 3 undecided within -max-states or -timeout (no number is given).
`, count.MaxShortSide)
}

// The -h texts of the commands whose flags are listed from their FlagSet:
// the first line names the command, the flags follow.

const usageTour = `usage: knight tour [-board WxH] [-holes SQUARES] [-piece NAME] [-start SQ] [-end SQ] [-closed]
           [-prefix SQUARES] [-seed N] [-budget NODES] [-rule NAME] [-format alg|prolog|xy|grid] [-json]

Find a tour by Warnsdorff's rule and pruned backtracking, of the board less
its -holes by the -piece (default: the knight). Exit 0 with a tour, 1 when
there is none (with the reason), 3 when the node budget ran out.
`

const usageProve = `usage: knight prove -board WxH [-holes SQUARES] [-piece NAME] [-start SQ] [-end SQ] [-closed]
           [-prefix SQUARES] [-method auto|parity|heuristic|sat] [-timeout DUR] [-max-squares N] [-json]

Decide whether a tour exists, with evidence: a tour, a certificate or a SAT
refutation. Exit 0 tour, 1 none, 3 undecided.
`

const usageSurvey = `usage: knight survey -board WxH | -upto WxH [-holes SQUARES] [-piece NAME] [-timeout DUR]
           [-square-timeout DUR] [-workers N] [-json] [-tours] [-counts] [-format text|svg]

Prove every start square of a board (up to ${SurveySide}x${SurveySide}), or of every board m x n
up to -upto WxH, and draw a map (one line per board with -upto, each printed
when done). -json prints one document per board; -tours adds each square's
tour (boards up to ${SurveyTourSquares} squares), -counts the number of tours from each
square (boards up to ${SurveyCountSquares} squares). -timeout bounds the whole survey,
-square-timeout each square; 0 means no limit. -piece surveys another
leaper; -holes (with -board) the board less those squares, each cell a
start, a hole drawn #; neither takes -counts or -format svg. An interrupt
keeps what was done. Exit 0 when every square is decided, 3 when any is not.
`

const usageBlame = `usage: knight blame [-board WxH] [-holes SQUARES] [-piece NAME] [-closed] [-timeout DUR] [-json] [-no-hints] [-no-proof] [SQUARE...]

Name the first move after which a player's path (the squares as arguments,
or stdin in any notation) could no longer become a full tour (-closed: a
closed tour). Exit 0 completable, 1 dead, 3 undecided.
`

const usageCnf = `usage: knight cnf -board WxH [-holes SQUARES] [-piece NAME] [-start SQ] [-end SQ] [-closed]
           [-prefix SQUARES] [-encoding NAME] [-max-squares N] [-max-literals N] [-timeout DUR]

Write the tour problem as DIMACS CNF, satisfiable exactly when the tour
exists (no start: any start); with -holes and -piece, the cells are the
vertices and the piece's moves the edges. The lazy encoding, the default, solves first
and writes its final formula, cuts included.
`

const usageServe = `usage: knight serve [-addr HOST:PORT] [-timeout DUR] [-max-inflight N] [-workers N]
           [-max-body BYTES] [-body-timeout DUR] [-max-squares N] [-max-exact-squares N]
           [-max-answer BYTES] [-host NAME]...
       knight serve -static DIR

Answer the commands over HTTP (POST /v1/verify, /v1/tour, /v1/prove,
/v1/blame, /v1/survey, /v1/render, /v1/puzzle/solve, /v1/puzzle/make,
/v1/puzzle/hint, /v1/puzzle/blame) and serve the puzzle page at /, until
SIGINT or SIGTERM. The server is the binary knight-serve, run with these arguments (beside knight, else
on PATH; go install ./cmd/... installs it). go doc ./cmd/knight
describes the API.

-static DIR writes the page and the engine compiled to WebAssembly into
DIR, for any static host or a phone, and exits: the page then answers
in the browser, with no server. It builds the engine with the go command
(inside the knight module).
`
