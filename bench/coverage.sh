#!/bin/sh
# Coverage sweep of the tour search (prove.Tour with -method heuristic): an open tour from every start square of
# every m x n board with FROM <= m, n <= TO where one exists, and a closed
# tour from a1 on each board where Schwenk's theorem says one exists.
# Zero failures expected.
#
# Usage: bench/coverage.sh [TO [FROM [square]]]
#        bench/coverage.sh closed [TO]
# The closed form sweeps a closed tour from a1 on every m x n board with
# 5 <= m <= n <= TO (default 50); the board's transpose is the same problem.
# Default: every m x n board with 5 <= m, n <= 20, then the square boards
# from 21x21 to 50x50 (the targets). With "square" as the third
# argument only n x n boards are swept.
set -e
cd "$(dirname "$0")/.."
sweep() {
	KNIGHT_COVERAGE=$1 KNIGHT_COVERAGE_FROM=$2 KNIGHT_COVERAGE_SQUARE=$3 \
		go test -count=1 -timeout 0 -run 'TestCoverageLong$' -v ./prove
}
if [ "$1" = closed ]; then
	KNIGHT_CLOSED=${2:-50} go test -count=1 -timeout 0 -run 'TestClosedCoverageLong$' -v ./prove
elif [ $# -gt 0 ]; then
	sweep "$1" "${2:-5}" "$3"
else
	sweep 20 5 ""
	sweep 50 21 square
fi
