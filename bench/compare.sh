#!/usr/bin/env bash
# kypho against the tools people would otherwise use, side by side in one run on the same games, whole
# process each: kypho lint -j 1 (every move replayed and every line judged) against Fairy-Stockfish's ffish
# (a Board.push per xiangqi move) on ICCS PGN, and against tsshogi (importCSA, then isValidMove and doMove per
# move) on CSA. The games are kypho bench's random games (--save). Each tool is timed three times and its
# fastest run kept. Prints moves/s for each and the ratio.
# Usage: bench/compare.sh [GAMES]   (default 2000 xiangqi games, half as many shogi; builds Release first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/setup.sh"
kypho_install_packages "${KYPHO_PACKAGES[@]}"
kypho_install_oracles || { echo "compare.sh needs node and the npm packages of tests/package-lock.json" >&2; exit 2; }
kypho_build release kypho
kypho="$root/build/release/cli/kypho"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$kypho" bench --depth 1 --games "${1:-2000}" --no-lint --save "$work" >/dev/null

now() { date +%s.%N; }
# KIND FILE: kypho's whole process on FILE; prints `MOVES SECONDS`.
kypho_run() {
  local t0 t1 plies
  # kypho alone is timed: its summary is read from a file afterwards, not through a pipe of other programs.
  t0=$(now)
  "$kypho" lint -q -j 1 --format json "$1" >"$work/summary.json"
  t1=$(now)
  plies=$(tail -n 1 "$work/summary.json" | sed 's/.*"plies":\([0-9]*\).*/\1/')
  awk -v m="$plies" -v a="$t0" -v b="$t1" 'BEGIN { print m, b - a }'
}
# SCRIPT FILE: the other tool's whole process; prints `MOVES SECONDS` (and fails when it refused a move).
oracle_run() {
  local t0 t1 out
  t0=$(now)
  out=$(node "$root/bench/oracles/$1" "$2")
  t1=$(now)
  read -r moves refused games <<<"$out"
  if [ "$refused" -ne 0 ]; then echo "$1 refused $refused moves of $games games: the games differ" >&2; exit 1; fi
  awk -v m="$moves" -v a="$t0" -v b="$t1" 'BEGIN { print m, b - a }'
}
# RUNS COMMAND ARGS...: the fastest of RUNS runs of a command that prints `MOVES SECONDS`. kypho's whole run
# on these games is a tenth of a second, where the machine's other work moved one run by half: each tool is
# timed the same number of times, and its best is kept.
fastest() {
  local runs=$1 best="" line
  shift
  for _ in $(seq "$runs"); do
    line=$("$@")
    best=$(printf '%s\n%s\n' "$best" "$line" | awk 'NF == 2 && (s == "" || $2 < s) { m = $1; s = $2 } END { print m, s }')
  done
  echo "$best"
}
compare() {  # LABEL KYPHO_FILE SCRIPT
  read -r k_moves k_s <<<"$(fastest 3 kypho_run "$2")"
  read -r o_moves o_s <<<"$(fastest 3 oracle_run "$3" "$2")"
  if [ "$k_moves" != "$o_moves" ]; then echo "$1: kypho replayed $k_moves moves, $3 $o_moves" >&2; exit 1; fi
  awk -v l="$1" -v m="$k_moves" -v k="$k_s" -v o="$o_s" -v s="$3" 'BEGIN {
    printf "%-8s %d moves: kypho %.2f s = %.0f moves/s; %s %.2f s = %.0f moves/s; kypho is %.0fx (target 200x)\n",
      l, m, k, m / k, s, o, m / o, o / k }'
}
compare xiangqi "$work/xiangqi-iccs/0001.pgn" ffish_replay.js
compare shogi "$work/shogi-csa/0001.csa" tsshogi_replay.mjs
