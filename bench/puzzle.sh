#!/bin/sh
# Clue puzzles, in one run on one machine:
#
#  1. BenchmarkSolve: the median and largest time to answer a puzzle
#     (uniqueness and its second opinion included) over sets of COUNT
#     puzzles: k clues of random tours of 8x8, 10x10 and 16x16, and
#     minimal 8x8 puzzles made from seeds. Targets: median under 100 ms on
#     8x8 with 8 or more clues, 1 s on 10x10, 10 s on 16x16.
#  2. BenchmarkMake: SEEDS seeds (100 by default) of minimal 6x6 and 8x8
#     puzzles, open and closed, and of easy and hard 8x8 closed ones: the
#     median time and the distribution of clue counts (count:puzzles);
#     the levels take a fifth of the seeds.
#     Target: 8x8 closed minimal, median under 1 s.
#  3. The uniqueness question of minimal 8x8 closed puzzles (seeds 1 to
#     CADICAL_SEEDS), gini (BenchmarkUniqueFiles, the formula built and
#     solved) against CaDiCaL on the same formula written by
#     `knight puzzle cnf -block` (wall time of the process), with the ratio.
#
# Times are wall clock on 2 cores shared with other work: compare within
# one run. Installs cadical with apt-get when missing.
# Usage: bench/puzzle.sh [SEEDS [COUNT [CADICAL_SEEDS]]]
set -eu
cd "$(dirname "$0")/.."
seeds=${1:-100}
count=${2:-10}
cseeds=${3:-10}
if ! command -v cadical >/dev/null 2>&1; then
	apt-get update -qq >/dev/null && apt-get install -y -qq cadical >/dev/null
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/knight" ./cmd/knight
knight=$tmp/knight

echo "== solve ($count puzzles a case)"
go test ./puzzle -run '^$' -bench 'BenchmarkSolve' -benchtime 1x -puzzle.count "$count" -v 2>&1 |
	grep -E '^Benchmark|answers' | sed 's/^ *//'
echo "== make ($seeds seeds a case)"
go test ./puzzle -run '^$' -bench 'BenchmarkMake' -benchtime 1x -puzzle.seeds "$seeds" -timeout 3h -v 2>&1 |
	grep -E '^Benchmark|over' | sed 's/^ *//'

echo "== uniqueness: gini against CaDiCaL on the same formula"
for s in $(seq 1 "$cseeds"); do
	"$knight" puzzle make -board 8x8 -closed -minimal -seed "$s" >"$tmp/p$s-closed.txt"
	"$knight" puzzle cnf -closed -block "$tmp/p$s-closed.txt" >"$tmp/p$s.cnf"
done
go test ./puzzle -run '^$' -bench 'BenchmarkUniqueFiles' -benchtime 5x -puzzle.files "$tmp/p*-closed.txt" 2>&1 |
	awk '/^BenchmarkUniqueFiles\//{split($1,a,"/"); sub(/-closed.txt.*/,"",a[2]); printf "%s %.2f\n", a[2], $3/1e6}' >"$tmp/gini.txt"
printf '%-6s %10s %10s %8s\n' seed gini-ms cadical-ms ratio
while read -r name gms; do
	start=$(date +%s%N)
	rc=0
	cadical -q "$tmp/$name.cnf" >/dev/null || rc=$?
	end=$(date +%s%N)
	cms=$(echo "$start $end" | awk '{printf "%.2f", ($2-$1)/1e6}')
	[ "$rc" = 20 ] || echo "cadical says $rc (20 = unsatisfiable, the puzzle unique) on $name"
	echo "$name $gms $cms" | awk '{printf "%-6s %10.2f %10.2f %8.2f\n", substr($1,2), $2, $3, $2/$3}'
done <"$tmp/gini.txt"
