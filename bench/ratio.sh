#!/bin/sh
# Before/after: the same workloads on a binary built from a reference
# commit (5f337fc, or $BEFORE) and on this checkout, in the same
# run, alternating, ROUNDS times (default 3); for each workload the median
# wall time of each binary and the ratio after/before (at most 1.2 is
# the target). Workloads, where knight already led:
#   tours    knight tour and knight prove -start a1, 8x8 to 1000x1000
#   closed   knight tour -closed, 6x6 to 1000x1000
#   survey   knight survey of every board m x n, 1 <= m, n <= 10 (100 boards)
#   blame    knight blame on the 85 stuck games of testdata/positions (6x6,
#            8x8, 10x10) and 10 seeded greedy stuck games of 12x12
#   blame-np the same with -no-proof, on both binaries when the before one
#            knows the flag; 5f337fc has no proof search, so there it runs the games plain, which is
#            blame's cascade against the old one, like for like
# Usage: bench/ratio.sh
set -e
cd "$(dirname "$0")/.."
before=${BEFORE:-5f337fc}
rounds=${ROUNDS:-3}
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/src" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git worktree add --detach "$tmp/src" "$before" >/dev/null 2>&1
(cd "$tmp/src" && go build -o "$tmp/before" ./cmd/knight)
go build -o "$tmp/after" ./cmd/knight

# Each workload is a file of argument lines, one knight command a line.
for n in 8 20 50 100 300 1000; do
	echo "tour -board ${n}x$n -start a1"
	echo "prove -board ${n}x$n -start a1"
done >"$tmp/tours"
for n in 6 8 10 20 50 100 1000; do
	echo "tour -board ${n}x$n -closed"
done >"$tmp/closed"
for w in 1 2 3 4 5 6 7 8 9 10; do
	for h in 1 2 3 4 5 6 7 8 9 10; do
		echo "survey -board ${w}x$h"
	done
done >"$tmp/survey"
python3 - "$tmp/blame" <<'EOF'
import json, random, sys
games = json.load(open("testdata/positions/stuck-games.json"))
out = open(sys.argv[1], "w")
for g in games:
    out.write("blame -board %s %s\n" % (g["board"], " ".join(g["path"])))
# Seeded greedy stuck games of 12x12, as playStuckGame plays them.
moves = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
def name(x, y):
    return chr(ord("a") + x - 1) + str(y)
rng = random.Random(12)
for _ in range(10):
    n = 12
    nb = lambda s, seen: [(s[0]+dx, s[1]+dy) for dx, dy in moves
                          if 1 <= s[0]+dx <= n and 1 <= s[1]+dy <= n and (s[0]+dx, s[1]+dy) not in seen]
    s = (rng.randint(1, n), rng.randint(1, n))
    path, seen = [s], {s}
    while True:
        m = nb(s, seen)
        if not m:
            break
        nxt = rng.choice(m)
        if rng.randrange(4) > 0:
            nxt = min(m, key=lambda c: len(nb(c, seen | {c})))
        s = nxt
        path.append(s)
        seen.add(s)
    out.write("blame -board 12x12 %s\n" % " ".join(name(*p) for p in path))
EOF

now() { date +%s%N; }
# run BIN FILE: every line of FILE through BIN, output discarded; prints ms.
run() {
	t0=$(now)
	while read -r line; do
		# shellcheck disable=SC2086
		"$1" $line >/dev/null 2>&1 || true
	done <"$2"
	echo $((($(now) - t0) / 1000000))
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# blame-np: the after binary gets -no-proof, and so does the before one
# when it has the flag (a BEFORE with the proof search); otherwise it
# gets the same games plain, having no proof search to leave out.
sed 's/^blame /blame -no-proof /' "$tmp/blame" >"$tmp/blame-np.after"
if "$tmp/before" blame -h 2>&1 | grep -q -- -no-proof; then
	cp "$tmp/blame-np.after" "$tmp/blame-np"
else
	cp "$tmp/blame" "$tmp/blame-np"
fi

printf '%-8s %10s %10s %7s\n' workload before-ms after-ms ratio
for w in tours closed survey blame blame-np; do
	after_file="$tmp/$w"
	if [ -f "$tmp/$w.after" ]; then
		after_file="$tmp/$w.after"
	fi
	: >"$tmp/$w.before"
	: >"$tmp/$w.after-ms"
	i=0
	while [ $i -lt "$rounds" ]; do
		run "$tmp/before" "$tmp/$w" >>"$tmp/$w.before"
		run "$tmp/after" "$after_file" >>"$tmp/$w.after-ms"
		i=$((i + 1))
	done
	b=$(median <"$tmp/$w.before")
	a=$(median <"$tmp/$w.after-ms")
	printf '%-8s %10d %10d %7s\n' "$w" "$b" "$a" "$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.2f", a / b}')"
done
