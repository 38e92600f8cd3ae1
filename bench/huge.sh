#!/bin/sh
# Huge boards: one Warnsdorff run (Roth ties) from a1 on 1000x1000 up to
# 10000x10000 and the closed tour by construction kept as a walk, as
# library calls (Go benchmarks: ns/square, bytes, sys-MB), and the writing
# and checking of squares on their own (ns/square), then commands
# side by side: a binary built from $BEFORE (default 95f2513) and one from
# this checkout, run alternately ROUNDS times (default 3) under
# /usr/bin/time -v, each run's wall time, CPU time (user + system) and
# peak resident memory, the medians and the ratios after/before, and
# whether both printed the same bytes (hashed, not kept):
#   knight tour -board 10000x10000           (about 0.8 GB of text)
#   knight tour -board 10000x10000 -closed
#   knight verify -board 10000x10000 FILE   (the open tour in each list
#       form: squares on one line, a square a line, x,y pairs on one
#       line, a pair a line; 0.8 to 1 GB each)
#   knight verify -board 10000x10000 -      (squares on one line, piped)
# The tours in their forms are kept in temporary files (3.5 GB of disk).
# BENCH=0 leaves the Go benchmarks out; PARTS picks the commands ("tour
# verify pipe", the default, or any of them). OUT=null sends the timed
# runs' output to /dev/null, so that no hashing shares the machine with
# them, and hashes each binary's output in one run more, untimed.
# Usage: nice -n 10 bench/huge.sh
#        BEFORE=36d1f73 BENCH=0 PARTS=verify nice -n 10 bench/huge.sh
#        BENCH=0 PARTS=tour ROUNDS=5 OUT=null bench/huge.sh
set -e
cd "$(dirname "$0")/.."
before=${BEFORE:-95f2513}
rounds=${ROUNDS:-3}
parts=${PARTS:-tour verify pipe}
if [ "${BENCH:-1}" != 0 ]; then
	go test -run '^$' -bench 'BenchmarkWarnsdorff/|BenchmarkConstructWalk/' -benchtime 1x -count 3 ./internal/heuristic
	# What a tour's writing and checking cost a square, apart from the walk.
	go test -run '^$' -bench 'BenchmarkSquareWriter' -count 3 ./board
	go test -run '^$' -bench 'BenchmarkWalk/3000x3000' -count 3 ./verify
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src"
git archive "$before" | tar -x -C "$tmp/src"
(cd "$tmp/src" && go build -o "$tmp/before" ./cmd/knight)
go build -o "$tmp/after" ./cmd/knight

median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

# side INPUT ARGS...: both binaries on ARGS, stdin piped from INPUT when
# it is not empty.
side() {
	input=$1
	shift
	echo "== knight $*${input:+ (stdin piped from $(basename "$input"))}"
	rm -f "$tmp/before.runs" "$tmp/after.runs"
	r=0
	while [ "$r" -lt "$rounds" ]; do
		for b in before after; do
			if [ -n "$input" ]; then
				cat "$input" | /usr/bin/time -v "$tmp/$b" "$@" 2>"$tmp/time" | md5sum | cut -d' ' -f1 >"$tmp/$b.sum"
			elif [ "${OUT:-}" = null ]; then
				/usr/bin/time -v "$tmp/$b" "$@" 2>"$tmp/time" >/dev/null || true
			else
				/usr/bin/time -v "$tmp/$b" "$@" 2>"$tmp/time" | md5sum | cut -d' ' -f1 >"$tmp/$b.sum"
			fi
			awk -F': ' '/Elapsed/ {n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; wall = s}
				/User time/ {cpu += $2} /System time/ {cpu += $2}
				/Maximum resident/ {rss = $2 / 1024}
				END {printf "%.2f %.2f %.0f\n", wall, cpu, rss}' "$tmp/time" >>"$tmp/$b.runs"
			echo "$b: wall, CPU (s), peak RSS (MiB): $(tail -1 "$tmp/$b.runs")"
		done
		r=$((r + 1))
	done
	if [ -z "$input" ] && [ "${OUT:-}" = null ]; then
		for b in before after; do
			"$tmp/$b" "$@" 2>/dev/null | md5sum | cut -d' ' -f1 >"$tmp/$b.sum"
		done
	fi
	if cmp -s "$tmp/before.sum" "$tmp/after.sum"; then
		echo "output: identical ($(cat "$tmp/after.sum"))"
	else
		echo "output: DIFFERS"
	fi
	for col in 1 2 3; do
		b=$(cut -d' ' -f$col "$tmp/before.runs" | median)
		a=$(cut -d' ' -f$col "$tmp/after.runs" | median)
		name=$(echo "wall CPU RSS" | cut -d' ' -f$col)
		printf '%-4s median before %8.2f  after %8.2f  ratio %.2f\n' "$name" "$b" "$a" "$(echo "$a / $b" | bc -l)"
	done
}

for part in $parts; do
	case $part in
	tour)
		side "" tour -board 10000x10000
		side "" tour -board 10000x10000 -closed
		;;
	verify)
		[ -f "$tmp/squares-line.txt" ] || "$tmp/after" tour -board 10000x10000 >"$tmp/squares-line.txt"
		tr ' ' '\n' <"$tmp/squares-line.txt" >"$tmp/squares-lines.txt"
		"$tmp/after" tour -board 10000x10000 -format xy >"$tmp/pairs-line.txt"
		tr ' ' '\n' <"$tmp/pairs-line.txt" >"$tmp/pairs-lines.txt"
		for form in squares-line squares-lines pairs-line pairs-lines; do
			side "" verify -board 10000x10000 "$tmp/$form.txt"
		done
		rm -f "$tmp/squares-lines.txt" "$tmp/pairs-line.txt" "$tmp/pairs-lines.txt"
		;;
	pipe)
		[ -f "$tmp/squares-line.txt" ] || "$tmp/after" tour -board 10000x10000 >"$tmp/squares-line.txt"
		side "$tmp/squares-line.txt" verify -board 10000x10000 -
		;;
	esac
done
