#!/bin/sh
# Coverage sweep of heuristic.Find: an open tour from every start square of
# every m x n board with FROM <= m, n <= TO where one exists, and a closed
# tour from a1 on each board where Schwenk's theorem says one exists.
# Zero failures expected. Usage: bench/coverage.sh [TO [FROM]]
# (default TO=50, FROM=5; 50 takes a while on a shared machine).
set -e
cd "$(dirname "$0")/.."
KNIGHT_COVERAGE=${1:-50} KNIGHT_COVERAGE_FROM=${2:-5} \
	go test -count=1 -timeout 0 -run 'TestCoverageLong$' -v ./heuristic
