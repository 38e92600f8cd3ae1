#!/bin/sh
# Start-up cost of the commands other than serve: whole-process wall time
# of `knight tour -board 5x5` and `knight verify -board 8x8` of an 8x8 tour,
# on a binary built from a reference commit (5f337fc, or $BEFORE) and on
# this checkout, built side by side and run alternately.
# For each workload: ROUNDS rounds (default 5) of RUNS runs each (default
# 200); the median round of each binary, and the ratio after/before (at most
# 1.2 is the target). Also the packages each initialises
# (GODEBUG=inittrace=1).
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

# round BINARY ARGS...: seconds for $runs runs
round() {
	bin=$1
	shift
	start=$(date +%s.%N)
	i=0
	while [ $i -lt "$runs" ]; do
		"$bin" "$@" >/dev/null
		i=$((i + 1))
	done
	end=$(date +%s.%N)
	echo "$end - $start" | bc
}

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

for b in before after; do
	echo "$b: $(GODEBUG=inittrace=1 "$tmp/$b" tour -board 5x5 2>&1 >/dev/null | grep -c '^init ') packages initialised, binary $(wc -c <"$tmp/$b") bytes"
done
for workload in "tour -board 5x5" "verify -board 8x8 $tmp/tour8"; do
	: >"$tmp/before.times"
	: >"$tmp/after.times"
	r=0
	while [ $r -lt "$rounds" ]; do
		# shellcheck disable=SC2086
		round "$tmp/before" $workload >>"$tmp/before.times"
		# shellcheck disable=SC2086
		round "$tmp/after" $workload >>"$tmp/after.times"
		r=$((r + 1))
	done
	b=$(median <"$tmp/before.times")
	a=$(median <"$tmp/after.times")
	printf '%-30s before %6.2f ms  after %6.2f ms  ratio %.2f\n' "$(echo "$workload" | sed "s|$tmp/||")" \
		"$(echo "$b * 1000 / $runs" | bc -l)" "$(echo "$a * 1000 / $runs" | bc -l)" "$(echo "$a / $b" | bc -l)"
done
