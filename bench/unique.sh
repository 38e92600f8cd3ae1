#!/bin/sh
# unique.sh: the page's puzzles solved by a reference knight and this
# one, side by side: how many answers are proved unique (method parity,
# a proof member) against SAT's second opinion, and the ratio of solve
# times (the answer's ms), each puzzle run alternately ROUNDS times and
# the median taken.
#
#   bench/unique.sh REF_KNIGHT NEW_KNIGHT [SEEDS] [ROUNDS]
#
# SIZES, when set, lists the boards to make (default "8x8 10x10 12x12").
#
# The puzzles are those `knight puzzle make` gives from seeds 1..SEEDS
# (default 3) for the page's choices: 8x8, 10x10 and 12x12, open and
# closed, easy and hard (hard with the page's clue counts, 14, 24, 36),
# made by the reference binary so that both solve the same ones.
# With MODE=cpu the times are each run's processor time (user and
# system, every goroutine's) instead of the answer's ms: on a shared
# machine the wall clock also counts the wait for a processor, and the
# proof runs beside SAT on its own goroutine.
set -eu
ref=$1 new=$2 seeds=${3:-3} rounds=${4:-3}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for size in ${SIZES:-8x8 10x10 12x12}; do
  case $size in 8x8) hard=14 ;; 10x10) hard=24 ;; 12x12) hard=36 ;; esac
  for kind in open closed; do
    for level in easy hard; do
      seed=1
      while [ "$seed" -le "$seeds" ]; do
        set -- -board "$size" -seed "$seed" -level "$level" -json
        [ "$kind" = closed ] && set -- "$@" -closed
        [ "$level" = hard ] && set -- "$@" -clues "$hard"
        "$ref" puzzle make "$@" | python3 -c 'import json,sys; json.dump(json.load(sys.stdin)["puzzle"], sys.stdout)' >"$dir/$size-$kind-$level-$seed.json"
        seed=$((seed + 1))
      done
    done
  done
done
python3 - "$ref" "$new" "$rounds" "$dir" <<'PY'
import json, subprocess, sys, glob, os, statistics, resource
ref, new, rounds, d = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
cpu = os.environ.get("MODE") == "cpu"
def run(binary, f):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([binary, "puzzle", "solve", "-json", f], capture_output=True, text=True).stdout
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    a = json.loads(out)
    ms = a["ms"]
    if cpu:
        ms = (r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime) * 1000
    return ms, a["status"], "proof" in a
rows = {}
for f in sorted(glob.glob(d + "/*.json")):
    t = {"ref": [], "new": []}
    for r in range(rounds):
        order = [("ref", ref), ("new", new)] if r % 2 == 0 else [("new", new), ("ref", ref)]
        for name, b in order:
            ms, status, proved = run(b, f)
            t[name].append(ms)
            if name == "new":
                nstatus, nproved = status, proved
    name = os.path.basename(f)[:-5]
    rm, nm = statistics.median(t["ref"]), statistics.median(t["new"])
    rows[name] = (rm, nm, nproved)
    print(f"{name:24s} ref {rm:8.1f} ms  new {nm:8.1f} ms  ratio {nm/rm:5.2f}  {'proved' if nproved else 'SAT second opinion'}")
groups = {}
for name, (rm, nm, p) in rows.items():
    size, kind, level, _ = name.split("-")
    g = groups.setdefault(f"{size} {level}", [[], [], 0, 0])
    g[0].append(rm); g[1].append(nm); g[2] += p; g[3] += 1
print()
for g, (r, n, p, k) in groups.items():
    print(f"{g:12s} ratio of sums {sum(n)/sum(r):5.2f}  median ratio {statistics.median([b/a for a, b in zip(r, n)]):5.2f}  proved {p}/{k}")
PY
