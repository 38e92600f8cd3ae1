#!/bin/sh
# Nothing lost where knight already led: the same commands from
# a binary built at BASE (default: where this branch left main) and from
# HEAD, alternated in one run, RUNS times each (default 5); prints the
# median wall seconds of each and HEAD/BASE. The workloads: an 8x8 tour,
# a closed 8x8 tour, a 100x100 tour, prove on 8x8 and on 8x3 from c2 (SAT
# refutes it), the 10x10 survey (every start square, 100 answers), and
# blame on the 8x8 and 10x10 stuck games of testdata/positions (up to 12
# games). Needs python3 to read the games.
# Usage: bench/regress.sh [RUNS]
set -eu
cd "$(dirname "$0")/.."
runs=${1:-5}
base=${BASE:-$(git merge-base HEAD main)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/base"
git archive "$base" | tar -x -C "$tmp/base"
(cd "$tmp/base" && go build -o "$tmp/knight.base" ./cmd/knight)
go build -o "$tmp/knight.head" ./cmd/knight
python3 - "$tmp/games" <<'PY'
import json, sys
games = json.load(open("testdata/positions/stuck-games.json"))
with open(sys.argv[1], "w") as out:
    n = 0
    for g in games:
        if g["board"] in ("8x8", "10x10") and n < 12:
            out.write(g["board"] + " " + " ".join(g["path"]) + "\n")
            n += 1
PY
blame() {
	while read -r b squares; do
		"$1" blame -board "$b" $squares >/dev/null || true
	done <"$tmp/games"
}
now() { date +%s.%N; }
# time1 BIN ARGS...: seconds for one run (exit codes other than 0/1/3 fail).
time1() {
	bin=$1
	shift
	t0=$(now)
	if [ "$1" = blame-games ]; then
		blame "$bin"
	else
		"$bin" "$@" >/dev/null || [ $? -le 3 ]
	fi
	echo "$t0 $(now)" | awk '{printf "%.4f\n", $2 - $1}'
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "# BASE $(git rev-parse --short "$base"), HEAD $(git rev-parse --short HEAD), $runs runs each, alternated; median wall seconds"
printf 'workload\tbase s\thead s\thead/base\n'
while IFS='|' read -r label args; do
	: >"$tmp/b"
	: >"$tmp/h"
	for _ in $(seq "$runs"); do
		time1 "$tmp/knight.base" $args >>"$tmp/b"
		time1 "$tmp/knight.head" $args >>"$tmp/h"
	done
	b=$(median <"$tmp/b")
	h=$(median <"$tmp/h")
	printf '%s\t%s\t%s\t%s\n' "$label" "$b" "$h" "$(echo "$b $h" | awk '{printf "%.2f", $2 / $1}')"
done <<'LIST'
tour 8x8|tour -board 8x8
tour 8x8 closed|tour -board 8x8 -closed
tour 100x100|tour -board 100x100
prove 8x8|prove -board 8x8
prove 8x3 c2|prove -board 8x3 -start c2
survey 10x10|survey -board 10x10
blame 12 stuck games|blame-games
LIST
