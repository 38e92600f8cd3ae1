// Package api is what knight's commands and its HTTP server share: typed
// requests ([PathRequest], [ProblemSpec]) and the functions that answer
// them ([JudgeAll], [Recheck]) and write their documents ([WritePathVerdict],
// [WriteTour]). cmd/knight reads flags into these, package serve query
// parameters; neither calls the other, and neither turns exit codes back
// into words. A message names a parameter as its user writes it: -board
// on the command line, board over HTTP (the Dash fields).
//
// Algorithm and cost: none of its own; [JudgeAll] reads by the rule of
// reading of package notation, as knight verify does (linear in the input
// times its readings, bounded by [notation.ReadOptions]), and checks with
// package verify (linear in the path, at most twice a reading); [Recheck] re-checks with
// package recheck, whose cost is certificate checks within one work budget
// or a SAT solve.
//
// It imports no net/http: the commands other than serve start without
// it.
package api
