#!/bin/sh
# Start-up cost of the commands other than serve in instructions, which a
# loaded machine does not disturb: callgrind's count of instructions run
# by `knight -h`, `knight tour -board 5x5`, `knight tour -board 8x8`,
# `knight verify -board 8x8` of an 8x8 tour and `knight prove -board 4x4`,
# on a binary built from a reference commit (5f337fc, or $BEFORE) and on
# this checkout, run alternately RUNS times each (default 5), with one
# thread and no asynchronous preemption so that the runtime's background
# work varies least. For each workload: the median of each binary, the
# range over its runs, and the ratio of the medians (at most 1.2 is the
# target). A run now and then counts tens of thousands more in the page
# allocator than its neighbours; the median leaves it out.
# Also each binary's size and its text, data and bss, which the runtime's
# start-up checks (the function table, the pointer maps of data and bss)
# walk once.
# Needs valgrind. Usage: bench/startup-instructions.sh
set -e
cd "$(dirname "$0")/.."
before=${BEFORE:-5f337fc}
runs=${RUNS:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src"
git archive "$before" | tar -x -C "$tmp/src"
(cd "$tmp/src" && go build -o "$tmp/before" ./cmd/knight)
go build -o "$tmp/after" ./cmd/knight
"$tmp/before" tour -board 8x8 >"$tmp/tour8"

# count BINARY ARGS...: the instructions one run of BINARY ARGS executes.
count() {
	GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
		sed -n 's/.*Collected : //p'
}

# summary FILE: the median and the range of the counts in FILE.
summary() { sort -n "$1" | awk '{a[NR] = $1} END {printf "%d %d %d\n", a[int((NR + 1) / 2)], a[1], a[NR]}'; }

for b in before after; do
	echo "$b: $(wc -c <"$tmp/$b") bytes; $(size "$tmp/$b" | awk 'NR == 2 {print "text " $1 ", data " $2 ", bss " $3}')"
done
for workload in "-h" "tour -board 5x5" "tour -board 8x8" "verify -board 8x8 $tmp/tour8" "prove -board 4x4"; do
	: >"$tmp/before.ir"
	: >"$tmp/after.ir"
	r=0
	while [ $r -lt "$runs" ]; do
		# shellcheck disable=SC2086
		count "$tmp/before" $workload >>"$tmp/before.ir"
		# shellcheck disable=SC2086
		count "$tmp/after" $workload >>"$tmp/after.ir"
		r=$((r + 1))
	done
	set -- $(summary "$tmp/before.ir") $(summary "$tmp/after.ir")
	printf '%-22s before %7d (%d-%d)  after %7d (%d-%d)  ratio %.3f\n' "$(echo "$workload" | sed "s|$tmp/||")" \
		"$1" "$2" "$3" "$4" "$5" "$6" "$(echo "$4 / $1" | bc -l)"
done
