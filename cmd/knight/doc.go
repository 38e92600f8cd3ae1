// Command knight finds, proves and verifies knight's tours.
//
// Usage:
//
//	knight <command> [flags] [arguments]
//
// Flags come before arguments, as Go's flag package requires.
//
// Exit codes, for every command: 0 yes (found, valid), 1 no (proven
// impossible, invalid), 2 usage or input error, 3 undecided within the limits
// given. Results go to stdout, diagnostics to stderr prefixed "knight: ".
//
// Paths and tours are read in any of these notations, detected from the
// text:
//
//   - a square list: algebraic squares "a1 c2 e3" (commas allowed), Prolog
//     terms "p(1, 1), p(2, 3)" (optionally inside [...], or the Prolog
//     seed's "answer(25, [p(1, 1), ...])."), or X,Y pairs "1,1 2,3"
//     (semicolons allowed); a list does not say its board, so -board is
//     required;
//   - a numbered grid: H rows of W move numbers, the first row rank H and
//     the first column file a, numbered from 0 (or from 1, detected), "." or
//     -1 for a square the path leaves out;
//   - JSON {"board":"8x8","closed":false,"tour":["a1","c2",...]}; other
//     fields are ignored, so the -json answers of knight can be piped in.
//
// Squares of a path are numbered from 0 (the start); move k is the jump
// that lands on square k.
//
// # verify
//
//	knight verify [-board WxH] [-closed] [-start SQ] [-end SQ] [FILE]
//
// Verify reads a tour from FILE (stdin when absent or "-") and checks it
// move by move. Exit 0 and a line saying what was verified when it is a
// tour of the board (closed when -closed or the JSON says "closed": true,
// starting on -start and ending on -end when given); 1 and the first fault,
// by move number, when it is not; 2 when the input cannot be read, with its
// line and column.
//
// # render
//
//	knight render [-board WxH] [-format text|svg] [FILE]
//
// Render draws a tour or partial path: text is the numbered grid, svg a
// picture of the board with the path as a line, the start in green and the
// end in red. SVG is drawn for boards up to 200 files and ranks.
package main

const usage = `usage: knight <command> [flags] [arguments]

commands:
  tour -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES] [-seed N]
       [-budget NODES] [-rule NAME] [-format alg|prolog|xy|grid] [-json]
        find a tour by Warnsdorff's rule and pruned backtracking; exit 0
        with a tour, 1 only when an exhaustive search found none, 3 when
        the node budget ran out
  prove -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
        [-method auto|parity|heuristic|sat] [-timeout DUR] [-json]
        decide whether a tour exists, with evidence: a tour, a certificate
        or a SAT refutation; exit 0 tour, 1 none, 3 undecided
  survey -board WxH [-timeout DUR] [-json] [-format text|svg]
        prove every start square of a board (up to 100x100) and draw a map
  blame -board WxH [-timeout DUR] [-json] [SQUARE...]
        name the first move after which a player's path could no longer
        become a full tour; exit 0 completable, 1 dead, 3 undecided
  verify [-board WxH] [-closed] [-start SQ] [-end SQ] [FILE]
  verify -certificate FILE
        check a tour, or re-check a "none" answer of prove -json;
        exit 0 valid, 1 invalid, 2 unreadable
  render [-board WxH] [-format text|svg] [FILE]
        draw a tour or path as a numbered grid or an SVG picture
  cnf -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
      [-encoding NAME] [-max-squares N]
        write the tour problem as DIMACS CNF, satisfiable exactly when the
        tour exists (no start: any start)

Run knight <command> -h for a command's flags and defaults.
`

const usageVerify = `usage: knight verify [-board WxH] [-closed] [-start SQ] [-end SQ] [FILE]
       knight verify -certificate FILE [-timeout DUR]

Check the tour in FILE (stdin when absent or -), written as a square list
(algebraic, Prolog p(X, Y) or X,Y; needs -board), a numbered grid or JSON.
Exit 0 valid, 1 not a valid tour (the reason, by move, on stderr), 2 usage
error or unreadable input (with line:col).

  -board WxH   the board; required for square lists, checked against grids and JSON
  -closed      require a closed tour (last square a knight move from the first)
  -start SQ    required first square, such as a1, p(1, 1) or 1,1
  -end SQ      required last square

With -certificate, re-check a "none" answer exactly as knight prove -json
printed it (FILE, or - for stdin): a certificate is re-derived from the
board alone; a SAT or exhaustive answer is solved again with another SAT
encoding, a second opinion rather than a proof object. Exit 0 when the
answer stands, 1 when it does not, 2 when unreadable, 3 when the second
opinion ran out of time.
`

const usageRender = `usage: knight render [-board WxH] [-format text|svg] [FILE]

Draw the tour or partial path in FILE (stdin when absent or -): text is the
numbered grid (0-based, rank H first, . for squares left out), svg a picture.
Exit 0 drawn, 1 not a knight's path, 2 usage error or unreadable input.

  -board WxH     the board; required for square lists
  -format FORM   text or svg (default text)
`
