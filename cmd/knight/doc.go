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
package main

const usage = `usage: knight <command> [flags] [arguments]

commands:
  cnf -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES]
      [-encoding NAME] [-max-squares N]
        write the tour problem as DIMACS CNF to stdout, satisfiable exactly
        when the tour exists (no start: any start); comments name the
        variables. -prefix is one argument, squares separated by spaces.
        Encodings: hybrid (default), position, successor. Boards beyond
        -max-squares (default 1000) are refused. Exit 0 when written.
`
