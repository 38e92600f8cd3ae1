#!/usr/bin/env bash
# Load benchmark of knight serve on loopback: three runs, each against a
# fresh server whose peak RSS (VmHWM) is read before it stops. In each run
# 16 clients send the clean mix (80% verify of 8x8 tours, 20% blame of
# stuck 8x8 games) for DURATION (default 40s), and in every other 2-second
# window 4 hostile clients add requests the server must refuse (oversized
# bodies, a 10000x10000 board, a 100x100 SAT re-check document); the clean
# requests are reported apart for quiet and hostile windows. EXACT=16 adds
# 16 clients asking for hard 12x12 puzzles the whole time (bench/load
# -exact), the exact work that must not turn the verifies away. Bounded:
# three runs of DURATION, then it stops by itself.
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${DURATION:-40s}
port=${PORT:-18181}
tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
go build -o "$tmp/knight" ./cmd/knight
go build -o "$tmp/knight-serve" ./cmd/knight-serve
go build -o "$tmp/load" ./bench/load

for run in 1 2 3; do
	"$tmp/knight" serve -addr "127.0.0.1:$port" 2>"$tmp/serve.log" &
	pid=$!
	for _ in $(seq 100); do
		curl -s -o /dev/null "http://127.0.0.1:$port/" && break
		sleep 0.05
	done
	if ! kill -0 "$pid" 2>/dev/null; then
		echo "the server did not start:" >&2
		cat "$tmp/serve.log" >&2
		exit 1
	fi
	echo "== run $run"
	"$tmp/load" -url "http://127.0.0.1:$port" -clients 16 -hostile 4 -exact "${EXACT:-0}" -duration "$duration" -seed "$run"
	echo "server peak RSS: $(awk '/VmHWM/ {print $2, $3}' "/proc/$pid/status")"
	kill -TERM "$pid"
	wait "$pid" || true
	pid=
done
