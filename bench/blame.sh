#!/bin/sh
# Blame on random greedy stuck games: the 10 seeded games (playStuckGame in
# prove/blame_test.go) on each of 16x16, 24x24, 32x32 and 50x50 kept with
# their answers in testdata/positions/large-stuck-games.json, each with a
# 60 s limit, three rounds (a verdict other than the stored one, or one
# that differs between rounds timing aside, fails the run); per game and
# round its length, verdict, method and time, and per size the median
# (over games, of each game's median round) and slowest game and how many
# stayed undecided. The
# targets: none undecided, and at 32x32 a median under 100 ms and every
# game under 5 s. Then the same for the stuck games of
# testdata/positions (6x6 to 10x10), with the old node-limited approach
# beside it.
# Usage: bench/blame.sh [SIZE-REGEXP]   (e.g. bench/blame.sh 32x32)
set -e
cd "$(dirname "$0")/.."
sizes=${1:-.}
go test -run '^$' -bench "BenchmarkBlameLarge/$sizes" -benchtime 3x -timeout 0 -v ./prove |
	grep -v '^goos\|^goarch\|^pkg\|^cpu'
go test -run '^$' -bench 'BenchmarkBlame/' -benchtime 1x -timeout 0 ./prove |
	grep -v '^goos\|^goarch\|^pkg\|^cpu'
