#!/bin/sh
# The counter's targets, before and after: the package's test binary
# built from a reference commit ($BEFORE, default HEAD~1) and from this
# checkout, run alternately ROUNDS times (default 2) under nice -n 10.
# Each line gives a benchmark's own figures (states carried, the most
# after one cell) with the run's user and sys CPU time, wall time, peak
# RSS and minor page faults (each a trap, dear in a virtual machine), as
# CPU time is what a loaded machine disturbs least (the wall
# time is what workers save); compare the two binaries' lines side by side. Workloads (BenchmarkStrips, BenchmarkLuschny):
#   strips   6x20 closed (A175881) and 3x40 open (A118067), each alone,
#            and 6x5..6x20 closed from one scan (count.Strip; a reference
#            from before Strip has no such line)
#   luschny  every k x n with 3 <= k <= n, k*n <= 40, paths and cycles,
#            by the frontier DP (the backtracker beside it takes hours)
#   shards   6x7 open as 16 shards: the states summed over them, that
#            sum over the whole scan's, and the largest shard's peak
#            (BenchmarkShards; a reference from before it has no line)
#   parts    6x7 open as 16 parts in one process, one worker and two:
#            the states carried and the largest part's peak; compare
#            the wall time of the two lines (BenchmarkParts; a reference
#            from before it has no line)
#   seven    7x7 open, shard 0 of 128, one worker: the proxy for the
#            whole 7x7 count, with the time a state (BenchmarkSevenShard;
#            a reference from before it has no line)
#   table    12 million adds of 8 million states to a table of 256 MB,
#            a batch at a time and a stage at a time, sorted: the time an
#            add (BenchmarkTableAdds; a reference from before it has no
#            line)
#   memo     the memo's work on a line of 6x20 closed that repeats:
#            states numbered, adds, adds were cells paired, states with
#            no way to the cut (BenchmarkMemoLine: counts, the same on
#            every run, for a loaded machine; a reference from before
#            it has no line)
# Usage: bench/count.sh [strips|luschny|shards|parts|seven|table|memo]...
set -e
cd "$(dirname "$0")/.."
before=${BEFORE:-HEAD~1}
rounds=${ROUNDS:-2}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src"
git archive "$before" | tar -x -C "$tmp/src"
(cd "$tmp/src" && go test -c -o "$tmp/before" ./internal/count)
go test -c -o "$tmp/after" ./internal/count
for w in ${*:-strips luschny}; do
	case $w in
	strips) bench='BenchmarkStrips' ;;
	luschny) bench='BenchmarkLuschny/frontier' ;;
	shards) bench='BenchmarkShards' ;;
	parts) bench='BenchmarkParts' ;;
	seven) bench='BenchmarkSevenShard' ;;
	table) bench='BenchmarkTableAdds' ;;
	memo) bench='BenchmarkMemoLine' ;;
	*) echo "count.sh: unknown workload $w" >&2; exit 2 ;;
	esac
	for r in $(seq "$rounds"); do
		for bin in before after; do
			/usr/bin/time -f "$w $bin round $r: %U s user, %S s sys, %e s wall, %M kB peak RSS, %R faults" \
				nice -n 10 "$tmp/$bin" -test.run '^$' -test.bench "$bench" \
				-test.benchtime 1x 2>&1 | grep -E '^Benchmark|user'
		done
	done
done
