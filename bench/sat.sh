#!/bin/sh
# The SAT engine against other solvers, in one run on one machine:
#
#  1. n x n open tours, n from 6 to 30 (SIZES to change), by
#     `knight prove -method sat` (the lazy engine: no certificate step)
#     against MiniSat on `knight cnf` output: the hybrid formula (the
#     complete formula of the former default) and the lazy engine's final
#     formula (moves plus the cuts knight added; written after knight
#     solved). One run per point, CAP seconds each (120 by default).
#  2. Refutations: 4x20 from b2 (an inner-line start: a counting argument
#     in disguise), 4x16 from b2 and 8x3 from c2, knight against CaDiCaL
#     on the successor formula and on the lazy engine's final formula.
#  3. Every knight answer three times: the -json documents must be
#     identical once the timing fields ("ms") are removed.
#
# Times are wall seconds from date(1), on 2 cores shared with other work:
# compare within one run, not across runs. Exit codes: knight 0 tour, 1
# none, 3 unknown; MiniSat and CaDiCaL 10 sat, 20 unsat, other = no answer
# within CAP. Installs cadical and minisat with apt-get when missing.
# Usage: bench/sat.sh [CAP]    (SIZES="6 8 10" bench/sat.sh for a subset)
set -eu
cd "$(dirname "$0")/.."
cap=${1:-120}
sizes=${SIZES:-"6 8 10 12 14 16 18 20 22 24 26 28 30"}
for tool in cadical minisat; do
	if ! command -v "$tool" >/dev/null 2>&1; then
		apt-get update -qq >/dev/null && apt-get install -y -qq "$tool" >/dev/null
	fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/knight" ./cmd/knight
knight=$tmp/knight

now() { date +%s.%N; }
secs() { echo "$1 $2" | awk '{printf "%.2f", $2 - $1}'; }

# run NAME CMD...: runs CMD with a CAP-second limit, stdout to $tmp/NAME;
# sets rc and took.
run() {
	out=$1
	shift
	t0=$(now)
	rc=0
	timeout "$((cap + 5))" "$@" >"$tmp/$out" 2>"$tmp/$out.err" || rc=$?
	took=$(secs "$t0" "$(now)")
}

# knight3 NAME ARGS...: knight prove -method sat -json three times; prints
# the first run's time and exit code, and whether the three agree.
knight3() {
	id=$1
	shift
	run "$id.1" "$knight" prove -method sat -timeout "${cap}s" -json "$@"
	first=$took
	firstrc=$rc
	same=identical
	for i in 2 3; do
		run "$id.$i" "$knight" prove -method sat -timeout "${cap}s" -json "$@"
		for j in 1 "$i"; do
			sed 's/"ms":[0-9.e+-]*//g' "$tmp/$id.$j" >"$tmp/$id.$j.strip"
		done
		cmp -s "$tmp/$id.1.strip" "$tmp/$id.$i.strip" || same=DIFFERENT
	done
	printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$id" "$first" "$firstrc" "$took" "$rc" "$same"
}

echo "# knight $(git rev-parse --short HEAD), minisat $(dpkg-query -W -f '${Version}' minisat), cadical $(dpkg-query -W -f '${Version}' cadical), cap ${cap}s, $(nproc) cores"
echo
echo "## n x n open tours"
printf 'board\tknight s\texit\tknight 3rd s\texit\t3 runs\tminisat hybrid s\texit\tminisat lazy-final s\texit\n'
for n in $sizes; do
	b=${n}x$n
	line=$(knight3 "$b" -board "$b")
	"$knight" cnf -board "$b" -encoding hybrid -max-literals 100000000 >"$tmp/$b.hybrid.cnf"
	run "$b.ms" minisat -verb=0 -cpu-lim="$cap" "$tmp/$b.hybrid.cnf"
	ms=$took
	msrc=$rc
	rm -f "$tmp/$b.hybrid.cnf"
	"$knight" cnf -board "$b" -encoding lazy -timeout "${cap}s" >"$tmp/$b.lazy.cnf"
	run "$b.ml" minisat -verb=0 -cpu-lim="$cap" "$tmp/$b.lazy.cnf"
	printf '%s\t%s\t%s\t%s\t%s\n' "$line" "$ms" "$msrc" "$took" "$rc"
done
echo
echo "## refutations"
printf 'problem\tknight s\texit\tknight 3rd s\texit\t3 runs\tcadical successor s\texit\tcadical lazy-final s\texit\n'
for p in "4x20 b2" "4x16 b2" "8x3 c2"; do
	set -- $p
	name=$1-$2
	line=$(knight3 "$name" -board "$1" -start "$2")
	"$knight" cnf -board "$1" -start "$2" -encoding successor >"$tmp/$name.succ.cnf"
	run "$name.cs" cadical -q -t "$cap" "$tmp/$name.succ.cnf"
	cs=$took
	csrc=$rc
	"$knight" cnf -board "$1" -start "$2" -encoding lazy -timeout "${cap}s" >"$tmp/$name.lazy.cnf"
	run "$name.cl" cadical -q -t "$cap" "$tmp/$name.lazy.cnf"
	printf '%s\t%s\t%s\t%s\t%s\n' "$line" "$cs" "$csrc" "$took" "$rc"
done
