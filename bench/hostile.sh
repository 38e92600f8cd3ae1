#!/bin/sh
# The hostile documents written by bench/hostile (a case-split
# chain over a prefix of 1,048,300 squares of 1024x1024, 8.6 MB, and a
# survey of 4x10000 with 20,000 four-lines claims, 6.1 MB), each re-checked
# by knight verify -certificate under /usr/bin/time: wall time, peak
# resident memory and exit code, for a binary built from $BEFORE (default
# main) and one from this checkout, side by side. The targets: decided or
# refused within 5 s and 256 MB each. The before binary is stopped after
# $LIMIT seconds (default 300). Then the library's figures, read and
# re-check apart (go test -bench BenchmarkHostile ./internal/recheck).
# Usage: bench/hostile.sh
set -e
cd "$(dirname "$0")/.."
before=${BEFORE:-main}
limit=${LIMIT:-300}
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/src" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git worktree add --detach "$tmp/src" "$before" >/dev/null 2>&1
(cd "$tmp/src" && go build -o "$tmp/before" ./cmd/knight)
go build -o "$tmp/after" ./cmd/knight
go run ./bench/hostile -out "$tmp"
printf '%-8s %-7s %9s %9s %5s\n' document binary wall-s rss-MB exit
for doc in chain survey; do
	for bin in before after; do
		/usr/bin/time -f '%e %M %x' -o "$tmp/time" timeout "$limit" "$tmp/$bin" verify -certificate "$tmp/$doc.json" >/dev/null 2>&1 || true
		read -r wall rss code <"$tmp/time"
		printf '%-8s %-7s %9s %9d %5s\n' "$doc" "$bin" "$wall" $((rss / 1024)) "$code"
	done
done
go test -run '^$' -bench BenchmarkHostile -benchtime 3x ./internal/recheck | grep Benchmark
