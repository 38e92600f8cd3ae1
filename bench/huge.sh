#!/bin/sh
# Huge boards: one Warnsdorff run (Roth ties) from a1 on 1000x1000 up to
# 10000x10000 as a library call (Go benchmark: ns/square, bytes, sys-MB),
# then the knight command on 10000x10000 under /usr/bin/time -v for wall
# time and peak resident memory, its output (about 0.9 GB) discarded.
# Usage: bench/huge.sh
set -e
cd "$(dirname "$0")/.."
go test -run '^$' -bench 'BenchmarkWarnsdorff/' -benchtime 1x -count 3 ./heuristic
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/knight" ./cmd/knight
/usr/bin/time -v "$tmp/knight" tour -board 10000x10000 >/dev/null 2>"$tmp/time"
grep -E 'Elapsed|Maximum resident|Exit status' "$tmp/time"
