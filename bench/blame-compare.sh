#!/bin/sh
# blame-compare.sh: time knight blame on every public stuck game with this
# checkout's binary and with one built from an earlier commit, in the same
# run, alternating the two per game, and print each game's times, the
# median and the maximum of both, and how many verdicts rest on SAT.
#
#   bench/blame-compare.sh [BEFORE_COMMIT] [ROUNDS]
#
# BEFORE_COMMIT defaults to a reference commit (990ffb5); ROUNDS (default 3) repeats every game, keeping each game's
# median. Needs go and jq. Builds in a temporary worktree it removes.
set -eu
before=${1:-990ffb5}
rounds=${2:-3}
root=$(git rev-parse --show-toplevel)
games="$root/testdata/positions/stuck-games.json"
tmp=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$tmp/before" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git -C "$root" worktree add --detach "$tmp/before" "$before" >/dev/null 2>&1
(cd "$tmp/before" && go build -o "$tmp/knight-before" ./cmd/knight)
(cd "$root" && go build -o "$tmp/knight-after" ./cmd/knight)

n=$(jq length "$games")
i=0
while [ "$i" -lt "$n" ]; do
	b=$(jq -r ".[$i].board" "$games")
	path=$(jq -r ".[$i].path | join(\" \")" "$games")
	for which in before after; do
		r=0
		while [ "$r" -lt "$rounds" ]; do
			# shellcheck disable=SC2086
			"$tmp/knight-$which" blame -json -no-hints -timeout 60s -board "$b" $path >"$tmp/out" || true
			jq -r --arg w "$which" --arg g "$i" '[$w, $g, .ms, .method, (.first_dead|tostring)] | @tsv' "$tmp/out" >>"$tmp/times"
			r=$((r + 1))
		done
	done
	i=$((i + 1))
done

# One line per game: median of the rounds for each binary.
awk -F'\t' '
{ t[$1 FS $2] = t[$1 FS $2] " " $3; m[$1 FS $2] = $4; d[$1 FS $2] = $5; if ($2+0 > last) last = $2+0 }
function med(s,   a, n, i, j, x) {
	n = split(s, a, " ")
	for (i = 2; i <= n; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] + 0 > x + 0; j--) a[j+1] = a[j]; a[j+1] = x }
	return (n % 2) ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
}
END {
	printf "%-5s %10s %8s %10s %8s %6s\n", "game", "before_ms", "method", "after_ms", "method", "dead"
	for (g = 0; g <= last; g++) {
		b = med(t["before" FS g]); a = med(t["after" FS g])
		printf "%-5d %10.2f %8s %10.2f %8s %6s\n", g, b, m["before" FS g], a, m["after" FS g], d["after" FS g]
		B[g] = b; A[g] = a
		if (m["before" FS g] == "sat") sb++
		if (m["after" FS g] == "sat") sa++
	}
	n = last + 1
	for (i = 0; i < n; i++) { bs[i] = B[i]; as[i] = A[i] }
	for (i = 1; i < n; i++) { x = bs[i]; for (j = i - 1; j >= 0 && bs[j] > x; j--) bs[j+1] = bs[j]; bs[j+1] = x }
	for (i = 1; i < n; i++) { x = as[i]; for (j = i - 1; j >= 0 && as[j] > x; j--) as[j+1] = as[j]; as[j+1] = x }
	mb = (n % 2) ? bs[(n-1)/2] : (bs[n/2-1] + bs[n/2]) / 2
	ma = (n % 2) ? as[(n-1)/2] : (as[n/2-1] + as[n/2]) / 2
	printf "\nmedian ms: before %.2f after %.2f (x%.2f)\n", mb, ma, ma / mb
	printf "max ms:    before %.2f after %.2f (x%.2f)\n", bs[n-1], as[n-1], as[n-1] / bs[n-1]
	printf "verdicts resting on SAT: before %d after %d of %d games\n", sb, sa, n
}' "$tmp/times"
