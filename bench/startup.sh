#!/bin/sh
# Start-up cost of the commands other than serve: whole-process wall time
# of `knight -h`, `knight tour -board 5x5`, `knight verify -board 8x8` of an
# 8x8 tour, `knight prove -board 4x4`, `knight blame` of a four-move game
# and, when the reference has the command, `knight puzzle solve` of a 6x6
# puzzle, on a binary built from a reference commit (5f337fc, or $BEFORE) and on
# this checkout, built side by side and run alternately.
# For each workload: ROUNDS rounds (default 5) of RUNS runs each (default
# 200); the median round of each binary, and the ratio after/before (at most
# 1.2 is the target). Also the packages each initialises
# (GODEBUG=inittrace=1). Each round's CPU time (user + system) is
# reported beside the wall time, with its own median and ratio.
# Usage: bench/startup.sh
set -e
cd "$(dirname "$0")/.."
before=${BEFORE:-5f337fc}
rounds=${ROUNDS:-5}
runs=${RUNS:-200}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src"
git archive "$before" | tar -x -C "$tmp/src"
(cd "$tmp/src" && go build -o "$tmp/before" ./cmd/knight)
go build -o "$tmp/after" ./cmd/knight
"$tmp/before" tour -board 8x8 >"$tmp/tour8"
"$tmp/after" puzzle make -board 6x6 -seed 1 >"$tmp/puzzle6"
puzzle="puzzle solve $tmp/puzzle6"
if ! "$tmp/before" puzzle solve "$tmp/puzzle6" >/dev/null 2>&1; then
	echo "$before has no puzzle solve: that workload is left out"
	puzzle=""
fi

# round BINARY ARGS...: seconds for $runs runs; the CPU seconds (user +
# system) of the same runs go to $tmp/cpu, which a loaded machine skews
# less than the wall time.
round() {
	bin=$1
	shift
	start=$(date +%s.%N)
	/usr/bin/time -f "%U %S" -o "$tmp/cpu" sh -c 'i=0; while [ $i -lt "$0" ]; do "$@" >/dev/null 2>&1; i=$((i + 1)); done' "$runs" "$bin" "$@"
	end=$(date +%s.%N)
	echo "$end - $start" | bc
}

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

for b in before after; do
	echo "$b: $(GODEBUG=inittrace=1 "$tmp/$b" tour -board 5x5 2>&1 >/dev/null | grep -c '^init ') packages initialised, binary $(wc -c <"$tmp/$b") bytes"
done
for workload in "-h" "tour -board 5x5" "verify -board 8x8 $tmp/tour8" "prove -board 4x4" "blame -board 8x8 a1 c2 e3 g4" ${puzzle:+"$puzzle"}; do
	: >"$tmp/before.times"
	: >"$tmp/after.times"
	: >"$tmp/before.cpu"
	: >"$tmp/after.cpu"
	r=0
	while [ $r -lt "$rounds" ]; do
		# shellcheck disable=SC2086
		round "$tmp/before" $workload >>"$tmp/before.times"
		awk '{print $1 + $2}' "$tmp/cpu" >>"$tmp/before.cpu"
		# shellcheck disable=SC2086
		round "$tmp/after" $workload >>"$tmp/after.times"
		awk '{print $1 + $2}' "$tmp/cpu" >>"$tmp/after.cpu"
		r=$((r + 1))
	done
	b=$(median <"$tmp/before.times")
	a=$(median <"$tmp/after.times")
	bc_=$(median <"$tmp/before.cpu")
	ac=$(median <"$tmp/after.cpu")
	printf '%-30s before %6.2f ms  after %6.2f ms  ratio %.2f  (CPU %5.2f ms, %5.2f ms, ratio %.2f)\n' "$(echo "$workload" | sed "s|$tmp/||")" \
		"$(echo "$b * 1000 / $runs" | bc -l)" "$(echo "$a * 1000 / $runs" | bc -l)" "$(echo "$a / $b" | bc -l)" \
		"$(echo "$bc_ * 1000 / $runs" | bc -l)" "$(echo "$ac * 1000 / $runs" | bc -l)" "$(echo "$ac / $bc_" | bc -l)"
done
