package main

// The -h texts of the puzzle subcommands; the manual (doc.go) has the
// whole story.

const usagePuzzle = `usage: knight puzzle solve|make|hint|blame|cnf [flags] [FILE]

Clue puzzles: a board with some squares numbered, the rest to fill in with
a knight's tour (-board WxH for make; the other subcommands read the
puzzle from FILE or stdin, a numbered grid with . or _ for blanks, or JSON
{"board":"8x8","closed":true,"clues":{"a1":1,...}}). -mask, -holes and
-piece make it a shaped puzzle: a board with holes, toured by a leaper.

  solve   unique, several or none, with the evidence; exit 0 unique,
          1 none or several, 2 unreadable, 3 undecided
  make    a puzzle with exactly one solution, from a seed
  hint    the next forced number, and why
  blame   the first of a player's numbers after which no solution remains
  cnf     the puzzle's SAT formula in DIMACS (-block: the uniqueness question)
`

const usagePuzzleSolve = `usage: knight puzzle solve [-closed] [-first 0|1] [-mask] [-holes SQUARES] [-piece PIECE]
           [-count [-count-nodes N]] [-grade] [-timeout DUR] [-max-squares N] [-json] [FILE]

Answer a puzzle (FILE or stdin): unique with its solution and a proof that no
other exists (a case split down the solution, every other branch a
certificate), else SAT's answer re-solved with a second encoding, a
second opinion, said so; several with two solutions; none with a
certificate or SAT's refutation. Exit 0 unique, 1
none or several, 2 unreadable, 3 undecided. A shaped puzzle (-mask,
-holes or -piece; its text a mask: 0, x or _ a cell, a blank, ., # or -
a hole, numbers from 1 the clues) is answered by exhaustive search on
its cells, up to 64, else by SAT.
`

const usagePuzzleMake = `usage: knight puzzle make -board WxH [-holes SQUARES] [-piece PIECE] [-closed] [-seed N]
           [-clues N | -minimal] [-level easy|hard] [-first 0|1] [-timeout DUR] [-json]

Make a puzzle with exactly one solution; the same seed gives the same
puzzle on every machine. -minimal removes clues until each one left is
needed, and -json then carries, for each clue, another solution of the
puzzle without it. Exit 0 made, 1 when no puzzle fits the request, 2
usage error, 3 out of time.
`

const usagePuzzleHint = `usage: knight puzzle hint [-closed] [-first 0|1] [-mask] [-holes SQUARES] [-piece PIECE] [-moves ENTRIES | -grid GRID] [-timeout DUR] [-max-squares N] [-json] [FILE]

Give the next number the clues and the player's numbers (-moves "c5=8
d7=9", or a path "a1 c2 e3" numbered from the first number; or -grid, the
player's partly filled grid: the numbers in it that are not clues) force,
and why. Exit 0 with a hint, 1 when none is forced (no solution, or
several that disagree on every missing number), 3 undecided.
`

const usagePuzzleBlame = `usage: knight puzzle blame [-closed] [-first 0|1] [-mask] [-holes SQUARES] [-piece PIECE] -moves ENTRIES | -grid GRID [-timeout DUR] [-max-squares N] [-json] [FILE]

Name the first of the player's numbers (-moves, in the order played; or
-grid, the player's partly filled grid in any layout the puzzle is read
in, whose numbers that are not clues are taken in order of number) after
which no solution agrees with the clues and the numbers so far, with the
evidence (with -json, "evidence": the answer for the puzzle with the
numbers up to it as clues, which knight verify -certificate re-checks
taken out on its own).
Exit 0 when a solution agrees with all of them, 1 wrong, 3 undecided.
`

const usagePuzzleCnf = `usage: knight puzzle cnf [-closed] [-first 0|1] [-mask] [-holes SQUARES] [-piece PIECE]
           [-encoding position|hybrid|successor] [-block]
           [-timeout DUR] [FILE]

Write the puzzle's formula in DIMACS CNF: satisfiable exactly when a solution exists; with
-block, solved first and the solution blocked by a clause, so that it is
unsatisfiable exactly when the solution is unique, for any solver.
`
