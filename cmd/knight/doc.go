// Command knight finds, proves and verifies knight's tours.
//
// Usage:
//
//	knight <command> [flags] [arguments]
//
// Flags come before arguments, as Go's flag package requires; a flag
// written after an argument is an error, and tour, prove, survey, blame and
// cnf answer it with the command line in the right order ("--" ends the
// flags, for an argument that starts with a dash). A misspelled command, or
// a misspelled flag of those five, is answered with the nearest one. knight
// <command> -h prints the command's usage and flags to stderr and exits 0.
//
// Exit codes, for every command: 0 yes (found, valid), 1 no (proven
// impossible, invalid), 2 usage or input error, 3 undecided within the limits
// given. Results go to stdout, diagnostics to stderr prefixed "knight: ". A
// result that cannot be written (a full disk, knight tour > /dev/full) is an
// error: exit 2 with a message.
//
// The problem flags of tour, prove and cnf: squares given by -start, -end
// and -prefix must be on the board, and an error names the flag (and for
// -prefix the move); -start and -end on the same square is refused (on
// boards of more than one square), since a tour that comes back to its
// start is asked for with -closed.
//
// Paths and tours are read in any of these notations, detected from the
// text:
//
//   - a square list: algebraic squares "a1 c2 e3" (commas allowed), Prolog
//     terms "p(1, 1), p(2, 3)" (optionally inside [...], or the Prolog
//     seed's "answer(25, [p(1, 1), ...])."), or X,Y pairs "1,1 2,3"
//     (semicolons allowed); a list does not say its board: without
//     -board it is read on the smallest board that holds its squares (a1
//     the corner), which the verdict names, and only when it has more
//     squares than half that board (a tour of that board, or a fault on
//     any board, since a larger board has more squares than the list);
//   - a numbered grid: H rows of W move numbers, the first row rank H and
//     the first column file a, numbered from 0 (or from 1, detected), "." or
//     -1 for a square the path leaves out;
//   - JSON {"board":"8x8","closed":false,"tour":["a1","c2",...]}; other
//     fields are ignored, so the -json answers of knight can be piped in.
//
// Squares of a path are numbered from 0 (the start); move k is the jump
// that lands on square k.
//
// # tour
//
//	knight tour -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
//	    [-seed N] [-budget NODES] [-rule NAME] [-format alg|prolog|xy|grid] [-json]
//
// Tour finds a tour fast: Warnsdorff runs with the tie-break -rule (roth,
// the default, then pohl, squirrel and random), then a pruned backtracking
// search with restarts, and on boards above 50x50 the divide-and-conquer
// construction. Defaults: -board 8x8, start a1 unless -prefix gives one,
// any end, open, -seed 1 (any whole number of 64 bits, negative too: -1
// and 18446744073709551615 are the same seed), -budget 0 (5,000,000 nodes, or 20 per square if
// that is more; a node is a square entered). -prefix "a1 c2 e3" continues
// a partial path. The tour is printed in -format (algebraic on one line by
// default) and streamed, so a 10000x10000 tour costs no second copy. -json
// prints {"board","closed","status","tour","nodes","method"}, which knight
// verify accepts as it is. Before any search, tour asks prove's
// certificates (microseconds): when one shows there is no tour (the colour
// count of an odd board, the lines of a 4xN board, ...) it exits 1 at once
// with the certificate's reason and "method":"parity", as prove would;
// a closed 4x2500 is answered so instead of searched. Otherwise exit 0
// with a tour, 1 only when the search was exhaustive and found none (the
// message gives its node count), 3 when the budget ran out: tour proves
// nothing beyond that; prove does.
//
// # prove
//
//	knight prove -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
//	    [-method auto|parity|heuristic|sat] [-timeout DUR] [-max-squares N] [-json]
//
// Prove decides whether the tour exists and says why. With -method auto
// (the default) it asks for a certificate first (colour counts, the
// two-colouring of boards with a side of 4, disconnection, cuts), then the
// tour search (Warnsdorff walks, construction, backtracking within a node
// budget, -budget), then SAT when the squares left to cover are within
// -max-squares (default 2500). No -start means any start. Exit 0 with the
// tour, 1 with the certificate or the SAT refutation (whose formula knight
// cnf writes for any other solver), 3 when undecided within -timeout
// (default 10s); when SAT was skipped because too many squares are left,
// stderr says so. -method heuristic is the same without SAT (what knight
// tour asks): the certificate, then the search. -method sat with more
// squares left is a usage error naming -max-squares. -json prints {"board", "start", "closed", "status",
// "method", "tour", "certificate", "stats", "explanation", ...}; a "none"
// answer can be re-checked by knight verify -certificate.
//
// # Limits
//
// Every command reads its limits the same way: -timeout 0 means no limit,
// -budget 0 the default budget; a negative -timeout, -budget or
// -max-squares, an unknown -encoding, or -workers outside 1 to 1024 is a
// usage error (exit 2) before any work; a value a flag cannot read says
// what the flag takes (-timeout 10: a duration needs its unit, 10s). A
// timeout only ever turns an answer
// into undecided (exit 3): the methods are chosen by node budgets, never by
// the clock, so an answer that is decided is the same every run.
//
// # survey
//
//	knight survey -board WxH | -upto WxH [-timeout DUR] [-square-timeout DUR]
//	    [-workers N] [-json] [-tours] [-format text|svg]
//
// Survey proves every start square of a board up to 100x100, in parallel
// (-workers, default one per CPU), and draws the answers as a map: a letter
// per square in text (lower case where a tour starts, upper case where none
// does, by the method that decided), coloured squares in SVG. -json prints
// the survey document, with the certificate of every start without a tour;
// -tours adds the tour of every start with one ("tour" in each square), on
// boards of at most 1024 squares (32x32: a million squares of tours), so
// that knight verify -certificate checks every claim, yes and no. With
// -upto WxH it surveys every board m x n with m <= W and n <= H, printing
// each board as soon as it is done (a line of the table in text, one JSON
// document per board with -json) and keeping none, so memory is one
// board's. -timeout bounds the whole survey (default 10m), -square-timeout
// each square (default 10s); squares not decided in time are '?'. When the
// time limit or an interrupt (SIGINT, or SIGTERM) ends the survey, the board in
// progress is printed with its undecided squares, the boards done stay
// printed, and with -upto the survey stops there, naming on stderr the
// first board it left out. Progress goes to stderr when it is a terminal.
// The output is the same whatever the scheduling. Exit 0 when every square
// is decided, 3 when any is not or a board was left out.
//
// # blame
//
//	knight blame -board WxH [-closed] [-timeout DUR] [-json] [-no-hints] [-no-proof] [SQUARE...]
//
// Blame takes a player's path (the squares as arguments, or from stdin in
// any notation, read as verify and render read it; one game, so an input
// of several tours is refused, naming how many) and names the first square i such that squares 0..i can no
// longer become a full open tour (with -closed, a closed tour: the knight
// back next to its first square), with the reason: a certificate, or the
// SAT refutation and the visited squares it needed. A path that can still
// be completed gets one completion and the moves that keep it completable
// (hints). A dead verdict that SAT or an exhausted search decided is
// proved by a certificate when one is found (a deeper cut search, then case
// splits, seconds at most); -no-proof skips that search, and the verdict
// is then a second opinion, said to be one. A dead verdict also carries
// the other half of "the first": a full tour beginning with squares
// 0..i-1 ("alive_completion" in -json; "you could still have finished
// like this" in the text), so that verify -certificate can check that i is
// the first dead square, not a later one. When i is 0 no tour starts on
// the first square, there is nothing before it to complete, and there is
// no completion. When a prefix is undecided, blame steps around it and
// answers what it proved: the last prefix with a completion
// ("last_alive", with its "alive_completion") and the first proved dead
// ("first_proved_dead", with its "certificate" or SAT "needed" and
// "method" as a dead verdict has them), so "your mistake is one of moves
// k+1 to j". With -timeout, each prefix the binary search tests gets half
// the time left (the last test all of it), so that one hard prefix does
// not spend the whole limit: the search goes on bisecting both ends,
// stepping around the prefixes left undecided, and then tries those again
// with the time left; without a time limit it stops after 4 undecided
// prefixes. Exit 0 completable, 1 dead, 3 undecided within -timeout.
//
// With -closed (or an input document that says "closed": true) every
// question is about closed tours, by the same procedure: the verdict
// says "no closed tour exists", its certificate or case split proves that
// of the closed problem, a SAT refutation is of a formula for closed
// tours (each prefix its own formula, so "needed" is the whole prefix),
// and every completion, alive_completion included, is a closed tour; the
// -json verdict carries "closed": true, and verify -certificate checks
// each claim as a closed one, refusing a completion that does not close.
// A closed mistake never comes after the open one of the same path (a
// closed tour is an open one), and often before it.
//
// # cnf
//
//	knight cnf -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
//	    [-encoding NAME] [-max-squares N] [-max-literals N] [-timeout DUR]
//
// Cnf writes the tour problem as DIMACS CNF, satisfiable exactly when the
// tour exists, with comments naming the variables, for any SAT solver.
// Encodings: lazy (the default), hybrid, position, successor. The lazy
// engine's formula grows with the cuts it adds while solving, so cnf
// solves first and writes the formula of its last solve: the moves and
// every cut (each holds in every tour); a model of it may still be several
// cycles. -timeout bounds that solve, or the others' build (0: no limit);
// exit 3 when it passes, with nothing written. -max-literals bounds the
// formula's size (clause literals plus 8 per variable; 0: 2^25), which the
// complete encodings pass beyond about 28x28.
//
// # verify
//
//	knight verify [-board WxH] [-closed] [-start SQ] [-end SQ] [-read NOTATION] [-flip]
//	    [-preset NAME] [-first] [-skip-partial] [-json] [-junit FILE] [FILE|DIR ...]
//	knight verify -certificate FILE [-timeout DUR]
//	knight verify -preset NAME -testlib INPUT OUTPUT ANSWER [REPORT]
//	knight verify -preset NAME -kattis INPUT ANSWER FEEDBACKDIR < OUTPUT
//
// Verify reads tours from the files named, from every file under the
// directories named (recursively, each directory in lexical order), or
// from stdin when none is named or "-", and checks each move by move.
// -board, -start, -end and -closed are requirements that apply to every
// tour; a JSON document that says "closed": true requires its own tour to
// be closed.
//
// One tour read from one file or stdin gets one verdict: exit 0 and a line
// saying what was verified when it is a tour meeting the requirements; 1
// and the first fault (the move by number, or the requirement missed) on
// stderr when it is not, at the line and column of the faulty square's
// text; 2 when the input cannot be read, with its line and column.
// Several tours (several files, a directory, or an input holding several)
// get one line each on stdout, "FILE:LINE: " and the verdict (valid,
// invalid or unreadable; FILE:LINE:COL for a fault placed in the text: a
// text that could not be read, or the square at fault), then a summary
// line:
//
//	5 tours: 3 valid, 1 invalid, 1 unreadable; 1 file skipped
//
// Every tour of an input is accounted for: each block that looks like a
// tour (a run of squares, a numbered grid, a JSON document) gets a verdict
// line of its own, or a line of its own "FILE:LINE: set aside: ..."
// naming text that could be a tour and was not graded: a path or board
// under half filled beside a whole tour, squares on lines of their own
// before or after one. Square lists printed one after another are a tour
// each (one a line, or a board's worth of squares ending a line); JSON
// documents one after another (concatenated, one a line, pretty-printed,
// blank lines between) are a tour each, any number of them up to the
// 4 MiB an input may hold, each bounded by its own board. -first grades
// the first tour of each input only and names the others as set aside;
// -skip-partial lets text set aside as part of a tour pass, still named.
// Words (captions, prompts and their answers, a path of one or two
// squares) are named in the reading note, not as lines.
//
// Exit 0 when every tour is valid and nothing that could be a tour was
// set aside unasked, 1 when some tour is invalid and none unreadable, 2
// when any input is unreadable, text was set aside unasked (the summary
// says "; 1 set aside unread, which could be a tour"), or no tour was
// found at all. The rule: invalid only from a reading that is certain; a text
// that cannot be read, or whose board is not the -board given, is
// unreadable, exit 2, never a tour's fault. A verdict names the
// requirement a tour missed, as "(requirement: start a1)", also after a
// fault of the tour's own (its first square is not the start required),
// and how its text was read, as "(read: grid numbered from 0, a8 top
// left)".
//
// The rule of reading. Printed tours can often be read more than one way:
// a grid with or without its rank labels and headers, numbered from 0 or 1,
// rank 1 at the top or the bottom; a list of square numbers counted from a1
// or row by row from 0; pairs as (file, rank) or (row, col), from 0 or 1
// (from 0 when a 0 appears; (row, col) when only so they fit the board, or
// when only so they meet -start or -end, a square board's transposed tour
// being a tour too); the start
// written again at the end of a closed tour. Verify judges a tour under
// every plausible reading:
//
//   - valid when any reading is a tour meeting the requirements; the
//     verdict names the reading ("read: ...");
//   - invalid (exit 1) only when exactly one reading is left and it is
//     consistent (rectangular, numbers in range, the board it implies is
//     the board given); the verdict reports the first fault under it;
//   - otherwise unreadable (exit 2), never invalid: two readings that both
//     fail name each fault and the -read that picks one, and a sign of a
//     misread (a number larger than the board can need, a one-row grid
//     where -board says 8x8, every number twice as in boards side by side,
//     a layout that leaves cells over) says where (line:col) and which of
//     -read, -board or -flip would read it as meant.
//
// Around and in the data, verify skips what programs print besides the
// tour and names what it skipped: prompts and their answers, shell
// prompts, captions above, below or on the data's line, result lines, a
// found flag, a comment mark on most lines (--, //, #, >>>), rank labels
// on one or both sides, file and column headers and footers, frames, +---+
// boxes, markdown tables, blank lines between rows, row numbers or letters
// as a first column, and text after a bracketed list; a fragment (less
// than half a board) beside a longer tour is set aside. Squares left out
// are '.', '..', '--', 'x', -1, or 0 in a grid numbered from 1. Lists may
// be SAN-like (Na1, Knight A1, Move nr.1: Knight A1), upper case, numbered
// from 0 (0 a1), square numbers with -board (1..W*H from a1 along the
// ranks, or from 0) or pairs separated by spaces (1 1). Boards side by
// side or stacked are a tour each. Full-width digits and no-break spaces
// read as their ASCII forms; another character that is no notation is
// named by its code point.
//
// Also read as real programs print them: block and REPL comments around a
// grid (/* ... */, a "%" alone, >>> with its command), C and Java array
// literals ({{1,16},{10,5}}), numpy's floats (30.), '#'-marked cells
// (#01), box-drawing frames (┌───┬), a terminal's colour sequences,
// dashes and arrows between squares (A1 – B3, a1 → b3), a list of moves
// (A1 - B3, B3 - C1, ...) as the squares they join, one move a line with
// its square a pair at the end (Step 1: Knight moves to (0, 0)), a table
// of moves read from its column of squares, squares run together
// (a1b3c1...), one tour a line (every tour a program found), and a caption
// with one square over a grid (starting position: c3.). A prompt's answer
// or a caption that cannot be read ("X: 0" and "Y: 0" too), or a path of
// one or two squares, beside a whole tour is set aside as words.
//
// Games: a PGN's moves (1. Nb3 2. Nc1 ... *) name where the knight goes,
// so the start is the knight of the game's [FEN "..."] tag, and without
// -board the board is the tag's (its ranks and files); without a tag
// it is the one square the moves leave out when that is a knight's move
// from the first (any other start leaves a square out or makes no
// knight's move), and the moves are not accused for want of it. UCI's
// long algebraic moves (a1b3 b3c1 c1a2 ...) read as the squares they
// join.
//
// What no layout reader reads is read by its structure: a numbered grid
// is three or more lines whose integers, taken alone, number a W x H
// board's squares once each from 0 or 1, whatever surrounds them (the
// brackets of np.array([...]), [[...]], vec![vec![...]], {{...}} or
// arrayOf(...), cell walls, bullet and comment marks * // # -- + > ; %,
// fences, REPL lines such as ?- knight(8)., (k-tour 8 0 #f) or >>>, log
// lines, captions in any language); grids one after another are a tour
// each. A square list is the squares standing alone on consecutive lines,
// read only when it names as many squares as its board has. The lines
// around them are named as skipped. Such a grid is certain only when no
// line of bare numbers touches it (a row cut short, or one too many).
//
// A file named is always read. A file found in a directory is named and
// skipped, without counting as a tour, when it is not text (its first
// 8000 bytes hold a control byte other than tab, newline, form feed,
// carriage return or escape), when its name starts with "." (a hidden
// directory is skipped whole), or when it is a link to a directory or
// not a regular file.
//
// -json prints one JSON object a line, one for each tour (and skipped
// file), whatever their number:
//
//	{"file", "line", "col", "verdict", "reading", "fault", "requirement",
//	 "required", "notation", "board", "kind", "start", "end", "closed",
//	 "covered", "squares", "move", "from", "to"}
//
// file, line (0 when unknown), verdict (valid, invalid, unreadable,
// skipped or "set aside", then with "allowed": true when -first or
// -skip-partial asked for it), reading and fault ("" when valid) are
// always there; line and
// col place a fault found in the text (unreadable, a grid numbering a
// square twice, or the text of the square at fault: the square a faulty
// move lands on, the first of a wrong start, the last of a wrong end or
// of a tour that does not close; of a JSON document, and of a streamed
// input's squares other than those a first fault can be, the tour's line
// only); requirement (board, start, end or
// closed) and required ("start a1") name a requirement missed; for a tour
// that was read, its board, and as far as it is a knight's path its kind
// ("open tour", "closed tour" or "path"), start, end, closed, covered and
// squares; move, from and to are the move at fault (move k lands on square
// k), absent when no one move is. The exit code is the same as without
// -json.
//
// -junit FILE also writes a JUnit XML report ("-": on stdout, alone), as
// CI systems show test results: one testsuite a file, one testcase a tour
// named FILE:LINE, a failure for an invalid tour, an error for an
// unreadable one or for text set aside unasked, skipped for a file
// skipped or text set aside as asked. It validates against the
// JUnit schema Jenkins publishes.
//
// # Presets and contest checkers
//
// -preset NAME grades every tour by the rules of a problem people grade,
// each tour read as a numbered grid (whatever surrounds it, as LeetCode's
// "grid = [[0,11,...],...]"), rows top first:
//
//   - leetcode2596, LeetCode 2596 "Check Knight Tour Configuration": an
//     n x n grid, grid[row][col] the move at which the knight visits the
//     cell, numbered from 0, starting at the top-left cell grid[0][0];
//   - cses1689, CSES 1689 "Knight's Tour": the 8x8 grid numbered from 1,
//     starting where the input's "x y" says, x the column and y the row,
//     both from 1 at the top-left (the statement's sample puts 1 in the
//     first row, second column for "2 1"); without a checker's INPUT,
//     -start gives the start as a square (x y is the square of file x,
//     rank 9-y: "2 1" is b8), else any start is allowed.
//
// A verdict under a preset names the rule a tour missed, in the problem's
// own words: the size ("requirement: 8x8 grid, CSES 1689"), the numbering
// (numbered from the other base, a number outside the range or twice,
// and for the wrong base whether the order is otherwise a tour), the
// start ("the tour starts at grid[0][1], LeetCode 2596 starts at
// grid[0][0]", and whether the moves are knight moves), or the move
// ("move 8: number 7 at grid[2][1] to number 8 at grid[1][1] is not a
// knight move"). The preset fixes the notation, the orientation, the
// board and the start, so -read other than grid, -flip, -end, -closed,
// -start for LeetCode and a board other than the preset's are usage
// errors.
//
// -testlib makes verify a testlib checker for the preset's problem, as
// Codeforces and Polygon run one: "check INPUT OUTPUT ANSWER [REPORT]".
// The verdict is one line on stderr as testlib prints it, and in REPORT
// when given: "ok ..." exit 0, "wrong answer ..." exit 1, "wrong output
// format ..." exit 2 (a presentation error), "FAIL ..." exit 3 (the
// checker failed: a bad INPUT or ANSWER, or a bad command line, since a
// judge would read 2 as the contestant's presentation error). -kattis
// makes it a Kattis output validator: "INPUT ANSWER FEEDBACKDIR <
// OUTPUT", exit 42 to accept, 43 to reject (a wrong answer or a
// presentation error, said in the message), 2 on a judge error (Kattis
// takes any code but 42 and 43 for one), the message written to
// FEEDBACKDIR/judgemessage.txt and stderr. Both take -preset and no other
// flag, and no further arguments (a Kattis validator_flags line is a
// judge error, not ignored).
//
// A checker reads the problem's INPUT strictly: for leetcode2596 one
// integer n, 1 <= n <= 1000; for cses1689 two integers x y, 1 to 8;
// nothing else. The OUTPUT (and the jury's ANSWER) must be n x n integers
// (an optional '-' and digits) separated by white space, rows top first;
// line breaks are not checked, as testlib's readers do not check them.
// Fewer numbers (a truncated output), more (a trailing token), a token
// that is not an integer, or an output longer than 64 bytes a square is a
// presentation error with its line:col; a grid read so is certain, and a
// wrong answer names the rule it missed as above. The ANSWER must itself
// be accepted, else the checker fails ("the jury's answer is not
// accepted"): a problem whose input has no tour (LeetCode n = 2, 3 or 4)
// has no answer to check against. Each input is read once, in memory of
// one number a square.
//
// To use it in a Codeforces/Polygon-style judge (testlib protocol),
// install a static binary (CGO_ENABLED=0 go build ./cmd/knight) on the
// judge and make the problem's checker the command
//
//	knight verify -preset cses1689 -testlib INPUT OUTPUT ANSWER
//
// Polygon itself compiles a checker from source (check.cpp with
// testlib.h) and does not take a binary: there, a checker that runs
// knight is only possible on a judge whose sandbox lets it; the protocol
// is the same. In a Kattis problem package (the legacy format's
// output_validators/, the 2023-07 draft's output_validator/), set
// "validation: custom" in problem.yaml and put the static binary beside a
// run script, output_validators/knight/run:
//
//	#!/bin/sh
//	exec "$(dirname "$0")/knight" verify -preset cses1689 -kattis "$@"
//
// and a build script that does nothing (#!/bin/sh, true), both
// executable. The README's "Contest checkers" section shows a run.
//
// With -certificate, verify re-checks the claims of the documents in FILE
// exactly as knight wrote them: the "none" of a prove -json answer (and
// the tour of a "tour" answer, move by move), the
// "dead" of a blame -json verdict, every "none" of a survey -json (and
// every "tour" that carries its tour, survey -json -tours), every survey
// of a stream such as survey -upto WxH -json prints (one verdict each, the
// document named by the line it begins on), a puzzle answer of knight
// puzzle -json and a puzzle blame -json verdict. A blame verdict is checked whole: its dead prefix as an
// answer is, and its "alive_completion" (or a completable verdict's
// "completion") move by move, so that a first_dead moved later (a dead
// prefix before it, which no tour begins with) or earlier (a completable
// prefix, which no proof of death passes) is refused, as is a dead verdict
// after the first move without its completion; an unknown verdict's
// last_alive and first_proved_dead are checked the same way. A
// certificate is re-derived from the board alone, by code that imports
// none of the producers (package recheck); a SAT answer is solved again
// with other encodings, which is a second opinion, not a proof object. A
// survey's "tour" squares without -tours carry no tour to check, and
// verify says so ("tours not checked") without calling the survey
// unproven. Exit 0 when
// every claim stands, 1 when one does not, 2 when a document cannot be
// read or is too large to check, 3 when a check runs out of time; of
// several documents, 1 before 2 before 3.
//
// Every member of a document is checked against its claim, or the
// document is refused at the member's line and column: a prove answer's
// tour move by move; a completable blame verdict's "hints", each followed
// by a tour the checker finds and every other move by none (its search
// exhausted), "hints_undecided" as moves; a puzzle answer's "count"
// re-counted by the checker's own search (boards up to 1,024 squares),
// its "grade" within the checker's deductions (which fix at least as many
// numbers), its "certificate" only on none and "minimal" only on unique;
// a puzzle verdict's "evidence" about exactly the numbers before its
// entry with the entry, and absent when the entry contradicts them on
// its face or the verdict is completable; a dead verdict naming no entry
// has no "before" or "completion".
//
// The bounds of a re-check, each documented where it is enforced: a
// document of at most 64 MiB, 100,000 certificates and case splits nested
// 256 deep (evidence.DefaultLimits), a puzzle of at most 100,000 clues
// (evidence.MaxClues); one work budget for the whole input, shared by
// every claim of every document, of 2^27 steps (verify.DefaultMaxWork: a
// square of a prefix or a move of a case split is a step, a leaf that
// builds the knight graph 16 steps a square of its board, a node of a
// count or completion search its moves and the board's squares), beyond
// which a document is refused as too large (exit 2), before any check
// when its certificates together would exceed what is left; memory of one
// bit a square of the board and the path besides the document, whatever
// the depth of its case splits; graph-based certificates on boards of at
// most 2^21 squares; SAT second opinions on boards of at most 400
// squares, and 5 s for a document's second opinions together unless
// -timeout is given ("not re-checked within the limit", exit 3). -timeout
// (default 1m) bounds the whole run, certificate checks and second
// opinions alike, and an unfinished check is undecided (exit 3).
//
// # render
//
//	knight render [-board WxH] [-format text|svg] [-json] [FILE]
//
// Render draws a tour or partial path: text is the numbered grid, svg a
// picture of the board with the path as a line, the start in green and the
// end in red. SVG is drawn for boards up to 200 files and ranks, and with
// -format svg at most the input such a board's path needs is read (about
// 2.6 MB): a larger one is refused once that much is read. An answer or
// verdict document without a tour is drawn as its evidence; knight tour
// -json's document, like any with a tour, as the path. -json
// prints the path's verdict as one document, {"board", "status": "valid", "read",
// "kind", "start", "end", "closed", "covered", "squares", "picture"} with
// the drawing, or {"board", "status": "invalid", "error", "move", "from",
// "to"}, or {"status": "unreadable", "error", "line", "col"}.
//
// Render and blame read their input as verify does, by the same rule of
// reading and in the same layouts (captions, labels, frames, several
// tours): each tour is read every plausible way, and the reading used is
// one that is a tour when there is one (the one verify accepts), else one
// that is a knight's path; a path is "not a knight's path" (exit 1) only
// when it reads one way with certainty, and a text that reads several
// ways, none a path, or shows a sign of a misread, is unreadable (exit 2),
// with its line:col and the flag (-read, -board, -flip) that picks a
// reading. An input of several tours: render -format text draws each,
// after a line naming where it began ("stdin, tour 2 of 3, from line 9:
// open tour"), which verify reads back as the same tours, and render -json prints one
// verdict a line, each with its picture; the exit code is the worst (2 if
// any is unreadable, else 1 if any is not a path). render -format svg draws
// one picture and blame judges one game, so each refuses several, saying
// how many and the lines they begin on (exit 2). A JSON document that says
// "closed": true, or a path that writes its first square again at the end,
// is read as a closed tour: blame then asks about closed tours.
//
// # puzzle
//
//	knight puzzle solve [-closed] [-first 0|1] [-count [-count-nodes N]] [-grade] [-timeout DUR]
//	    [-max-squares N] [-json] [FILE]
//	knight puzzle make -board WxH [-closed] [-seed N] [-clues N | -minimal] [-level easy|hard]
//	    [-first 0|1] [-timeout DUR] [-json]
//	knight puzzle hint|blame [-closed] [-first 0|1] -moves ENTRIES | -grid GRID [-timeout DUR]
//	    [-max-squares N] [-json] [FILE]
//	knight puzzle cnf [-closed] [-first 0|1] [-encoding position|hybrid|successor] [-block] [-timeout DUR] [FILE]
//
// A clue puzzle is a board with some squares numbered; the player fills
// in the rest so that the numbers follow a knight's tour (closed with
// -closed). The puzzle is read from FILE or stdin: a numbered grid, the
// first row rank H, "." or "_" for a blank, numbers separated by spaces,
// tabs or commas ("#" starts a comment line), numbered from 0 when a 0 is
// given, else from 1 (-first says otherwise; several 0s in a grid with no
// other blank are its blanks); the grid may be printed as the tour
// readers know (rank labels and file letters, '|' frames, box drawing,
// markdown tables with empty cells, nested or C/Java arrays, "..", "--"
// or "__" for a blank), its labels agreeing with the first row rank H
// and the first column file a (labels counting the other way are an
// error, as is a row or column of numbers that reads as labels and as
// clues); or JSON
// {"board":"8x8","closed":true,"first":1,"clues":{"a1":1,"c2":2}}, read
// strictly (unknown or repeated keys are errors with line:col), which says
// its closure and first number itself: -closed or -first saying otherwise
// is an error, not silently overruled.
//
// solve answers unique (exit 0), several or none (exit 1; the first word
// says which), unreadable (2) or undecided (3, within -timeout). Unique
// prints the solution and, on boards up to 144 squares, a proof that no
// other exists (method parity, the -json member "proof"): a case split
// down the solution, each split on where a missing number next to a
// clue goes, every square but the solution's a branch ending in a
// certificate of the kinds of none below, until the deductions fix every
// number; looked for beside SAT, within 2,000 certificates (fewer past
// 10x10, where each costs more: 964 on 12x12), and checked
// whole by knight verify. When none is found, that no other exists is a
// SAT answer (the position formula with the solution blocked by a clause
// is unsatisfiable), re-solved with the hybrid encoding: a second
// opinion, not a proof, method sat, and said so. Several prints two
// solutions, each checked;
// when the clues are the start, perhaps with a run of numbers after it
// and the last number (or there are none), the tour search finds both
// before any formula is built, in milliseconds on boards where the
// formula takes seconds or more (24x24 with the start alone).
// None gives a certificate when one applies: the colour count, two clues
// whose colours disagree with the parity of their distance in steps, two
// clues farther apart in knight moves than in steps, two consecutive
// clues no path through unnumbered squares joins in time, or a
// certificate of prove's kinds on the tour the clues force; otherwise,
// when SAT finds none, on boards up to 64 squares a deduction (the
// deductions of -grade below with one rule more, a number's neighbours in
// the tour on two different squares, or a square with too few neighbours
// a tour can use, find no solution; verify runs them again), else a case split
// on where a missing number goes (the free squares one move from the
// clue before it, or after it; every square for the first number when
// there is no clue), each branch ending in one of those certificates,
// within 2,000 certificates; otherwise SAT, labelled. -count counts the
// solutions by exhaustive search (boards up to 64 squares, at most
// -count-nodes steps, 200,000,000 by default, which every puzzle on 6x6
// and smaller boards finishes within: the search with no clue from every
// square of 6x6 takes 198,521,828 steps and every puzzle's search is part
// of it; exact when it finishes, else a lower bound that names the limit;
// on a larger board, or an undecided puzzle, solve says it did not count,
// and for a board past 64 squares -json says why in "not_counted"). A
// puzzle whose clues are only the first numbers (a start, a prefix) and the
// last is counted first by the frontier DP of knight count, exactly,
// within 200,000 states whatever -count-nodes says, and by the search when
// it needs more. The count is the same on any number of cores.
// -grade says how far plain deductions go: easy means they solve the
// puzzle alone (a number with one possible square, a square with one
// possible number, each number one move from the squares its neighbours
// can take, colours and distances), hard that search is needed after
// them; when -timeout ends them first, the answer says it is not graded.
//
// Limits of every puzzle subcommand: -max-squares (default 2500, 50x50;
// the server's is its -max-exact-squares, default 256) is checked against
// the puzzle's board before anything of it is built (the knight graph,
// the deductions' candidates, which take squares x squares bits, SAT's
// formula): past it the answer is undecided at once (exit 3), saying so,
// whatever the board's size. The one answer given past it costs a pass
// over the numbers: a puzzle with every number given is checked, and is
// unique when its numbers make a tour (solve; blame says completable),
// else undecided with the fault named. Within it, memory is linear in the
// board but for the deductions' candidates (squares x squares bits: 0.8
// MB at 2500 squares), and -timeout is honoured from the start: the
// deductions of hint and -grade poll it as SAT does, and what it cuts
// short is undecided (exit 3), never "no hint" or a grade of part of the
// deductions.
//
// make draws a random tour from -seed (the same seed gives the same puzzle
// on every machine; a seed is any whole number of 64 bits, -1 and
// 18446744073709551615 being the same, as for tour), numbers every square and removes clues in a random
// order while the solution stays unique, down to -clues N or, with
// -minimal, until every clue left is needed; -json then carries, for each
// clue, a second solution of the puzzle without it, so that knight verify
// -certificate checks minimality alone. -level easy removes a clue only
// while deductions alone still solve the puzzle; -level hard keeps only
// puzzles they do not (trying up to 20 tours). Each clue's question
// after the deductions is a SAT question, and the last ones, with few
// clues left, cost the most: without -clues a hard or minimal puzzle of
// 8x8 or more may take seconds to minutes (the README has the times),
// and -clues N, a few above the fewest such puzzles keep, stops before
// them (the page asks hard 8x8, 10x10 and 12x12 puzzles with 14, 24 and
// 36 clues). The text output is the grid, which puzzle solve reads. A
// board with no tour (or no closed tour with -closed) by one of prove's
// certificates, such as 3x3 or 1x100, is refused at once with the
// certificate's reason (exit 2), before any tour is drawn.
//
// hint names the next forced number and why ("8 must be on c5: it is the
// only free square one move from both 7 on b3 and 9 on d7"), simplest
// reason first (exit 0; 1 when no number is forced; 3 undecided). A
// puzzle with several solutions may still force a number: hint then
// asks SAT, for each missing number on which the solutions found agree,
// smallest first, for a solution with it elsewhere; none found names it
// (a second opinion, said so), and each solution found strikes out the
// numbers it puts elsewhere. "No number is forced" is said only when the
// solutions found (checked) put every missing number on two squares, or
// the puzzle has no solution; when -timeout or SAT's size limit stops
// the search first, hint says no forced number was found within it
// (exit 3); blame names
// the first of the player's numbers after which
// no solution remains, with the evidence solve would give (with -json,
// {"status", "first_wrong", "entry", "entries", "reason", "before",
// "completion", "evidence"}: entries are the player's numbers up to the
// wrong one, which first_wrong indexes; before is the puzzle with the
// numbers before the wrong one as clues and completion a solution of it; the evidence is the none
// answer for the puzzle with the numbers up to the wrong one as clues;
// knight verify -certificate re-checks the whole document). -moves lists
// the player's numbers in the order played: "c5=8 d7=9", or a path
// "a1 c2 e3" numbered from the first number. -grid GRID reads instead the
// player's partly filled grid, in any layout the puzzle is read in (the
// same -closed and -first apply; "-" for stdin when the puzzle is a
// FILE): a number in it equal to a clue is the clue, every other number
// is the player's, taken in order of number, since a grid does not say
// the order of play. cnf writes the puzzle's
// formula in DIMACS; with -block, the uniqueness question (unsatisfiable
// exactly when the solution is unique) for any other solver.
//
// knight verify -certificate re-checks a puzzle answer of solve or make
// -json: the solutions against the clues, the two solutions of several,
// the certificate of none, the proof of unique (each split's branches
// re-derived from the knight's moves, each branch's certificate checked,
// and the deductions run again after the last split), the witnesses of
// minimality; what rests on SAT is solved again with the hybrid encoding
// and said to be a second opinion. It re-checks a puzzle blame -json verdict whole: its
// completion solves the numbers before the wrong one, and the wrong one
// either contradicts them on its face or its evidence proves that the
// puzzle with it has no solution; its first_wrong indexes its entries.
// A refusal of a member of a puzzle document or of a tour answer names
// the member and where it is written: "FILE:LINE:COL: member
// "evidence.certificate": ..." (a tour verdict's or a survey's refusal
// names the document, not yet its member).
//
// # count
//
//	knight count -board WxH [-closed] [-start SQ] [-end SQ] [-prefix SQUARES] [-by-start]
//	    [-directed|-undirected] [-json] [-max-states N] [-timeout DUR]
//	knight count ... -shard i/n
//	knight count -merge [-json] [-directed|-undirected] FILE...
//
// Count prints the exact number of tours of a board with a short side of
// at most 10, open or closed, from -start or -prefix, to -end (a closed
// tour's -end is the square before its start, and needs a start), by the
// frontier dynamic program of package count. Every answer says whether it
// is directed (tours as sequences of squares, the default for open tours:
// 5x5 has 1,728) or undirected (a tour and its reverse are one, the
// default for closed tours: 6x6 has 9,862), and gives the other too: twice
// as many directed as undirected unless the question fixes the direction
// (a start or an end of an open tour, a prefix of two squares or an end of
// a closed one), when the two are the same. A closed tour counted directed
// is a cycle in each of its two directions, not from each of its squares.
// The second line names the method and its work: the cells scanned, the
// states carried from cell to cell, the most after one cell and an
// estimate of the tables' memory from that (the same every run).
// -by-start prints the count from every square as a grid, rank H first,
// and their sum. -max-states (default 20,000,000) and -timeout (default
// 10m, 0 for none; an interrupt too) bound the work: beyond them the
// answer is "undecided within the limits", with the states held and the
// cell reached, exit 3, and no number. -json prints one document
// {"question","count","directed","undirected","factor","method","cells",
// "expanded","peak_states","peak_bytes"} ({"question","status":"undecided",
// "why","cells","squares"} when undecided; -by-start: {"question",
// "directed","squares","method"}); it is an answer, not evidence: verify
// does not read it, and nothing in it is a certificate.
//
// -shard i/n (0 <= i < n) counts part i of n of the state space: each
// shard scans the first half of the cells, keeps the states whose hash is
// i mod n, and finishes them; it prints one line of JSON {"kind":
// "knight-count-shard","board","closed","prefix","end","shard","shards",
// "undirected","factor","expanded","peak_states"}. -merge reads such
// documents, exactly as count wrote them (64 kB at most each), and adds
// them; it refuses, exit 2, a set with a shard missing or given twice, or
// shards of different questions. Exit 0 counted, 2 usage or a refused
// merge, 3 undecided.
//
// # serve
//
//	knight serve [-addr 127.0.0.1:8080] [-max-body BYTES] [-body-timeout DUR]
//	    [-max-squares N] [-max-exact-squares N] [-timeout DUR] [-max-inflight N]
//	    [-workers N] [-max-answer BYTES] [-host NAME]...
//	knight serve -static DIR
//
// Serve answers the commands over HTTP and serves the puzzle page at /
// (embedded: it loads nothing from elsewhere, so it works offline; its
// files are sent gzipped to a browser that accepts it). The page opens
// on the puzzle of the day, places any number on any square with an
// on-screen number pad, and keeps games and puzzles in the address and
// the browser's localStorage across reloads, Back and Forward. It
// binds to loopback unless -addr says otherwise, and stops on SIGINT or
// SIGTERM after the requests in flight have their answers.
//
// The server is the binary knight-serve (package serve, command
// cmd/knight-serve), which knight serve runs with its arguments: found
// beside knight (go install ./cmd/... puts both in one folder), else on
// PATH. It is a binary of its own so that the other commands do not link
// net/http and crypto and start as fast as they did before the server.
//
// The API is POST /v1/verify, /v1/render, /v1/tour, /v1/prove, /v1/blame,
// /v1/survey, /v1/puzzle/solve, /v1/puzzle/make, /v1/puzzle/hint and
// /v1/puzzle/blame. Query parameters are the command's flags without the
// dash (board=8x8&start=a1&closed=true;
// a flag alone, such as closed, means true), and messages name them so;
// a parameter given twice or unknown to the command is refused. survey takes board=WxH for one board or
// upto=WxH for every board m x n up to it, one JSON document per board. The
// bodies of verify, render and blame are a path in any notation knight
// verify reads; verify with certificate=true takes an answer document as
// knight verify -certificate does; puzzle/solve's body is a puzzle as
// knight puzzle solve reads it (a numbered grid, closed and first in the
// query, or its JSON), and so is that of puzzle/hint and puzzle/blame,
// whose moves parameter holds the player's numbers as -moves does; tour,
// prove, survey and puzzle/make take no body.
// Every answer is the document the command prints with -json, written by
// the same code: a verdict is 200 whatever it says (an invalid tour, a
// dead path, an undecided problem). verify grades every tour of its body
// and answers knight verify -json's lines, one a tour (Content-Type
// application/x-ndjson), the body named by the name parameter (default
// "body"; path=true adds each tour's squares as read, "path", for a
// picture of the path up to its fault; text set aside is a "set aside"
// line of its own, and first=true and skip-partial=true are verify's
// -first and -skip-partial); a body of which nothing can be
// read is refused with 400 as below. render answers the SVG picture
// (format=text: the numbered grid; json=true: the verdict with the
// picture); a body of several tours gets a verdict a line with json=true
// (application/x-ndjson), else 400, as blame's does, naming how many;
// survey answers JSON (format=svg or text: the map). verify's and
// render's lines are sent as they are judged, never held whole: an
// answer past -max-answer bytes (default 64 MiB), or whose time runs
// out, ends with an error document, {"error"}, on its last line, after
// the whole verdicts sent (the status, 200, is out by then); one that
// fits in 64 KiB is sent whole with its length, or refused as below.
// When the client goes, the judging stops. A body past 64 KiB is read as
// one of the -workers (reading costs about a kilobyte a path), so that
// such reads are as many at once as exact answers.
//
// Refusals are JSON {"error", "line", "col"} or {"error", "move"} with the
// command's message and position: 400 when the request cannot be read
// (bad query, unreadable body, a path that is not a knight's path for
// blame), 413 when the body or the board is larger than the limits, 503
// with Retry-After: 1 when -max-inflight requests are already being
// served (refused at once, not queued), 404 and 405 for other paths and
// methods.
//
// Only the server's own page may make a browser ask: a request whose
// Host is not an IP address, localhost (or a name under it) or a name
// given with -host (the name in -addr is one; repeat -host, or separate
// names by commas, for the names a proxy or DNS gives this machine) is
// refused with 421, so that a page whose name was rebound to this
// machine gets nothing; a POST whose Origin is not the server's own
// (scheme, host and port), or that the browser marks as sent by another
// site (Sec-Fetch-Site), with 403; and a browser's POST (one with Origin
// or Sec-Fetch-Site) must be sent as a type no page's form may send
// without asking first, such as application/octet-stream or
// application/json (the page sends application/octet-stream), else 415.
// Clients that are not browsers (curl, scripts) send neither header and
// are served whatever their Content-Type. The page may not be framed by
// another (Content-Security-Policy frame-ancestors 'none'). puzzle/make, whose command prints no document when it makes no
// puzzle, answers 422 when the seed gives no puzzle as asked (the
// command's exit 1) and 503 when its time runs out (exit 3); a
// puzzle/solve out of time is an answer, unknown, as prove's is.
//
// Limits (a request may ask for less, never more; a document cannot raise
// them): -max-body bytes of body (default 1 MiB; 413 beyond it, whether the
// length is announced or the body chunked); -body-timeout for the body to
// arrive (default 10s; 408 beyond it): a body is read whole before the
// request takes one of the -max-inflight slots, so that slow senders hold
// no slot, and the bodies held at once stay within twice -max-body times
// -max-inflight (503 beyond it); -max-squares squares for
// verify, render and tour (default 10000, 100x100); -max-exact-squares for
// prove, blame, survey, certificate re-checks and puzzles (puzzle/solve
// reads its body's board first, then refuses it with 413 when larger),
// which may build a SAT formula (default 256, 16x16; a 31x31 formula
// takes 900 MB); -timeout for each request's work, cancelled too when the client goes away
// (default 10s, 0 for no limit; the timeout parameter may shorten it;
// survey's bounds each square, as its flag does); -max-inflight requests at once (default
// 16); -workers of them searching or computing exact answers (tour,
// prove, blame, survey, re-checks, puzzles) at once (default one fewer
// than the CPUs, at least one: one is left to the cheap requests), the
// others waiting their turn within their time, so that these CPU-bound
// answers do not starve the cheap ones of the processors; a request whose
// time ends while it waits gets 503 too. A request for an exact answer
// gives back its -max-inflight slot while it waits for a worker and
// computes, holding instead one of -max-inflight places in a queue of
// its own (503 at once when the queue is full), so that requests waiting
// for exact answers never turn the cheap ones (verify, render) away.
// certificate=true reads every board its document names, at any depth
// and in every document of a stream (a puzzle's answer or verdict, a
// survey), after a byte-order mark too, and refuses with 413 any past
// -max-exact-squares before it re-checks; -max-answer bytes of answer
// (default 64 MiB).
//
// knight serve -static DIR writes the page and the engine into the folder
// DIR, for any static host (or a phone given its address) to serve with
// no knight server: play, hints, where did I go wrong with its evidence,
// check a tour and survey run in the browser, on boards up to 16x16. The
// engine is the server's own handler (package serve, with the default
// limits above) compiled to WebAssembly with the standard Go toolchain
// (cmd/knight-wasm, GOOS=js GOARCH=wasm, about 10 MB, 2.9 MB gzipped),
// answering requests built in memory, so every answer is the server's
// answer; the page runs it in a Web Worker and calls it where it would
// call the server. The folder's config.js says which: the one knight
// serve serves names no engine, and the page asks the server; a folder's
// names the engine and the folder's version, a hash of its files, which
// names the browser's cache. Beside each file the folder holds a gzip copy
// (NAME.gz); the page fetches knight.wasm.gz once, unpacks it in the
// browser, and keeps it in that cache. -static
// builds the engine with the go command on PATH, so it runs inside the
// knight module (or one that requires it), and writes the toolchain's
// $(go env GOROOT)/lib/wasm/wasm_exec.js beside it; no other flag goes
// with it. Browsers do not run a Web Worker from a file:// page: open the
// folder through a web server (python3 -m http.server, or any static
// host). Opened once over https or from localhost, the page is kept by a
// service worker (sw.js) and runs again with no network. In WebAssembly Go has one thread and no preemption, so a timer
// cannot interrupt a computation; the engine yields to the clock every 256
// polls of a request's context, so that its time limit ends prove, blame and
// the tour searches as on the server; a SAT solve is given the request's
// deadline, which the solver checks against the wall clock every 20,000
// propagations, so the limit ends it too. A survey's per-square limit
// ends by its node budgets, and the page stops an engine that has not
// answered in 30 s, counted from the request, and starts a new one.
package main

const usage = `usage: knight <command> [flags] [arguments]

commands:
  tour -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES] [-seed N]
       [-budget NODES] [-rule NAME] [-format alg|prolog|xy|grid] [-json]
        find a tour by Warnsdorff's rule and pruned backtracking; exit 0
        with a tour, 1 only when an exhaustive search found none, 3 when
        the node budget ran out
  prove -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
        [-method auto|parity|heuristic|sat] [-timeout DUR] [-max-squares N] [-json]
        decide whether a tour exists, with evidence: a tour, a certificate
        or a SAT refutation; exit 0 tour, 1 none, 3 undecided
  survey -board WxH | -upto WxH [-timeout DUR] [-square-timeout DUR] [-json]
         [-format text|svg]
        prove every start square of a board (up to 100x100), or of every
        board up to a size, and draw a map
  blame -board WxH [-closed] [-timeout DUR] [-json] [SQUARE...]
        name the first move after which a player's path could no longer
        become a full tour; exit 0 completable, 1 dead, 3 undecided
  verify [-board WxH] [-closed] [-start SQ] [-end SQ] [-json] [FILE]
  verify -certificate FILE
        check a tour, or re-check a "none" answer of prove -json;
        exit 0 valid, 1 invalid, 2 unreadable
  render [-board WxH] [-format text|svg] [-json] [FILE]
        draw a tour or path as a numbered grid or an SVG picture
  cnf -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
      [-encoding NAME] [-max-squares N] [-max-literals N] [-timeout DUR]
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

Flags go before arguments. Run knight <command> -h for a command's flags
and defaults.
`

const usageVerify = `usage: knight verify [-board WxH] [-closed] [-start SQ] [-end SQ] [-read NOTATION] [-flip]
           [-preset NAME] [-first] [-skip-partial] [-json] [-junit FILE] [FILE|DIR ...]
       knight verify -certificate FILE [-timeout DUR]
       knight verify -preset NAME -testlib INPUT OUTPUT ANSWER [REPORT]
       knight verify -preset NAME -kattis INPUT ANSWER FEEDBACKDIR < OUTPUT

Check the tours in the FILEs and, recursively, the DIRs (stdin when none is
given, or -), in any notation the manual lists (go doc ./cmd/knight): square
lists, numbered grids in the shapes programs print, JSON, flat numbered
lists with -board; words around a tour are skipped and named. -board,
-start, -end and -closed apply to every tour. Several tours get a verdict
line each (FILE:LINE: valid|invalid|unreadable ...) and a summary line;
text that could be a tour and was not graded (a board under half filled,
squares beside a tour) gets a line "set aside" of its own; files in a DIR
that are not text are named and skipped. -first grades only the first
tour of each input; -skip-partial passes over text set aside as part of
a tour. -json: one JSON verdict a line; -junit FILE: a JUnit XML report
too. Exit 0 when every tour is valid and nothing was set aside unasked,
1 when one is not (the reason, by move or requirement) and none is
unreadable, 2 usage error, unreadable input (with line:col) or text set
aside unasked.

With -certificate, re-check an answer of knight prove -json (its "none",
or its tour), a verdict of knight blame -json (its dead prefix and the
completion of the prefix before it, or its completion and hints), every
claim of knight survey -json (a stream of them too, as survey -upto -json
prints), and knight puzzle's answers and verdicts, from FILE (or - for
stdin): every member is checked or refused; a certificate is re-derived
from the board alone, within one work budget for the whole input; a claim
that rests on SAT is solved again with other encodings, a second opinion
rather than a proof, and said so, within 5s a document unless -timeout is
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

const usageRender = `usage: knight render [-board WxH] [-format text|svg] [-read NOTATION] [-flip] [-json] [FILE]

Draw the tour or partial path in FILE (stdin when absent or -), read as
knight verify reads it: text is the numbered grid (0-based, rank H first,
. for squares left out), svg a picture. Several tours are drawn one after
another in text (-json: a verdict a line); svg draws one. An answer
document of knight prove -json or knight blame -json is drawn with its
evidence. Exit 0 drawn, 1 not a knight's path, 2 usage error or
unreadable input.
`

const usageCount = `usage: knight count -board WxH [-closed] [-start SQ] [-end SQ] [-prefix SQUARES]
           [-by-start] [-directed|-undirected] [-json] [-max-states N] [-timeout DUR]
       knight count ... -shard i/n
       knight count -merge [-json] FILE...

Count the tours exactly by a frontier dynamic program, boards with a short
side of at most 10. The answer says directed (tours as sequences; the
default for open tours) or undirected (a tour and its reverse are one; the
default for closed). -by-start prints the count from every square. -shard
prints one part's JSON document; -merge adds a whole set. Exit 0 counted,
2 usage, 3 undecided within -max-states or -timeout (no number is given).
`

// The -h texts of the commands whose flags are listed from their FlagSet:
// the first line names the command, the flags follow.

const usageTour = `usage: knight tour [-board WxH] [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
           [-seed N] [-budget NODES] [-rule NAME] [-format alg|prolog|xy|grid] [-json]

Find a tour by Warnsdorff's rule and pruned backtracking. Exit 0 with a
tour, 1 when there is none (with the reason), 3 when the node budget ran out.
`

const usageProve = `usage: knight prove -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
           [-method auto|parity|heuristic|sat] [-timeout DUR] [-max-squares N] [-json]

Decide whether a tour exists, with evidence: a tour, a certificate or a SAT
refutation. Exit 0 tour, 1 none, 3 undecided.
`

const usageSurvey = `usage: knight survey -board WxH | -upto WxH [-timeout DUR] [-square-timeout DUR]
           [-workers N] [-json] [-tours] [-format text|svg]

Prove every start square of a board (up to 100x100), or of every board m x n
up to -upto WxH, and draw a map (one line per board with -upto, each printed
when done). -json prints one document per board; -tours adds each square's
tour (boards up to 1024 squares). -timeout bounds the whole survey,
-square-timeout each square; 0 means no limit. An interrupt keeps what was
done. Exit 0 when every square is decided, 3 when any is not.
`

const usageBlame = `usage: knight blame [-board WxH] [-closed] [-timeout DUR] [-json] [-no-hints] [-no-proof] [SQUARE...]

Name the first move after which a player's path (the squares as arguments,
or stdin in any notation) could no longer become a full tour (-closed: a
closed tour). Exit 0 completable, 1 dead, 3 undecided.
`

const usageCnf = `usage: knight cnf -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
           [-encoding NAME] [-max-squares N] [-max-literals N] [-timeout DUR]

Write the tour problem as DIMACS CNF, satisfiable exactly when the tour
exists (no start: any start). The lazy encoding, the default, solves first
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
