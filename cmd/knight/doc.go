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
  tour -board WxH [-start SQ] [-end SQ] [-closed] [-prefix SQUARES] [-seed N]
       [-budget NODES] [-format alg|prolog|xy|grid] [-json] [-rule NAME]
	find a knight's tour (Warnsdorff runs, then a pruned backtracking
	search). Defaults: -board 8x8, start a1 (or the first square of
	-prefix), any end, open, -seed 1, -budget 0 (meaning 5000000 nodes,
	or 20 per square on boards above 500x500; a node is a square
	entered), -format alg (one line, squares separated by spaces), -rule
	roth (the first greedy run's tie-break; pohl, squirrel, random follow).
	-prefix "a1 c2 e3" continues a partial path. -json prints one document
	{"board","closed","status","tour","nodes","method"}, status "tour",
	"none" or "unknown". Exit 0 with a tour; 1 only when the search was
	exhaustive and found none; 3 when the budget ran out.
`
