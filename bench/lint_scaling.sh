#!/usr/bin/env bash
# Lint's cost against input size: one PGN file of 10 MB, 100 MB and 1 GB (the generated archive's UTF-8
# xiangqi PGN files, repeated), each linted with -j 1; prints seconds, MB/s and peak RSS per size, so that
# a cost that is not linear (or memory that grows with the file) shows as a falling rate or a rising RSS.
# Usage: bench/lint_scaling.sh [SIZES_MB...]   (default 10 100 1000; builds the release preset first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/setup.sh"
kypho_install_packages "${KYPHO_PACKAGES[@]}" time
kypho_build release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/build/release/bench/kypho_gen_archive" "$work/archive" 20000 7 >/dev/null
# The UTF-8 ones only, so that the big file is one encoding.
find "$work/archive" -name '*.pgn' | sort | while read -r f; do
  if iconv -f utf-8 -t utf-8 "$f" >/dev/null 2>&1; then cat "$f"; echo; fi
done >"$work/seed.pgn"
seed=$(stat -c %s "$work/seed.pgn")
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10 100 1000)
for size in "${sizes[@]}"; do
  target=$((size * 1000000))
  : >"$work/big.pgn"
  while [ "$(stat -c %s "$work/big.pgn")" -lt "$target" ]; do cat "$work/seed.pgn" >>"$work/big.pgn"; done
  truncate -s "$target" "$work/big.pgn"  # the last game may be cut: it is then one broken game among many
  bytes=$(stat -c %s "$work/big.pgn")
  start=$(date +%s.%N)
  /usr/bin/env time -f "%M" -o "$work/rss" "$root/build/release/cli/kypho" lint -q -j 1 "$work/big.pgn" >/dev/null || true
  end=$(date +%s.%N)
  awk -v b="$bytes" -v s="$start" -v e="$end" -v r="$(tail -n 1 "$work/rss")" 'BEGIN {
    t = e - s; printf "lint -j 1 on %6.0f MB: %7.2f s = %5.1f MB/s, peak RSS %.1f MB\n", b / 1e6, t, b / 1e6 / t, r / 1024 }'
done
echo "(seed: $((seed / 1000)) kB of PGN repeated)"
