#!/usr/bin/env bash
# Lint's cost against input size, and its memory: at 10 MB, 100 MB and 1 GB (by default) of the generated
# archive's records, linted four ways: as one multi-game PGN file, the same on standard input (and again
# without its tags), and as a folder of files in every format and encoding (the archive's files repeated);
# the folder also with -j 2.
# Prints seconds, MB/s and peak RSS per size and way, so that a cost that is not linear (or memory that
# grows with the input) shows as a falling rate or a rising RSS, and the -j 2 speed-up over -j 1.
# Usage: bench/lint_scaling.sh [SIZES_MB...]   (builds the release preset first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/setup.sh"
kypho_install_packages "${KYPHO_PACKAGES[@]}" time
kypho_build release kypho kypho_gen_archive
kypho="$root/build/release/cli/kypho"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$root/build/release/bench/kypho_gen_archive" "$work/archive" 20000 7 >/dev/null
rm -f "$work/archive"/*.jsonl
# The UTF-8 xiangqi PGN files only for the big file, so that it is one encoding and one game.
find "$work/archive" -name '*.pgn' | sort | while read -r f; do
  if iconv -f utf-8 -t utf-8 "$f" >/dev/null 2>&1 && head -c 4096 "$f" | grep -q '^\[Red '; then cat "$f"; echo; fi
done >"$work/seed.pgn"
archive_bytes=$(du -sb "$work/archive" | cut -f1)

# LABEL BYTES COMMAND...: runs COMMAND, prints its time, rate and peak memory; returns its seconds.
measure() {
  local label=$1 bytes=$2 start end
  shift 2
  start=$(date +%s.%N)
  /usr/bin/env time -f "%M" -o "$work/rss" "$@" >/dev/null || true
  end=$(date +%s.%N)
  awk -v l="$label" -v b="$bytes" -v s="$start" -v e="$end" -v r="$(tail -n 1 "$work/rss")" 'BEGIN {
    t = e - s; printf "%-28s %6.0f MB: %7.2f s = %6.1f MB/s, peak RSS %6.1f MB\n", l, b / 1e6, t, b / 1e6 / t, r / 1024 }' >&2
  awk -v s="$start" -v e="$end" 'BEGIN { print e - s }'
}

sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10 100 1000)
for size in "${sizes[@]}"; do
  target=$((size * 1000000))
  : >"$work/big.pgn"
  while [ "$(stat -c %s "$work/big.pgn")" -lt "$target" ]; do cat "$work/seed.pgn" >>"$work/big.pgn"; done
  truncate -s "$target" "$work/big.pgn"  # the last game may be cut: it is then one broken game among many
  # Written out before it is timed: the kernel's writeback of a fresh gigabyte takes a core meanwhile.
  sync
  measure "one file, -j 1" "$target" "$kypho" lint -q -j 1 "$work/big.pgn" >/dev/null
  measure "standard input, -j 1" "$target" sh -c "\"$kypho\" lint -q -j 1 - < \"$work/big.pgn\"" >/dev/null
  # The same games without their tags, as programs that export moves alone write them: no tag line to cut
  # before, only the results the games follow.
  grep -v '^\[' "$work/big.pgn" >"$work/untagged.pgn" || true
  rm -f "$work/big.pgn"
  sync
  measure "no tags, standard input" "$(stat -c %s "$work/untagged.pgn")" sh -c "\"$kypho\" lint -q -j 1 - < \"$work/untagged.pgn\"" >/dev/null
  rm -f "$work/untagged.pgn"
  # A folder of the archive's files, copied until it holds the size.
  rm -rf "$work/folder"; mkdir "$work/folder"
  copies=$(((target + archive_bytes - 1) / archive_bytes))
  for i in $(seq 1 "$copies"); do cp -r "$work/archive" "$work/folder/$i"; done
  sync
  bytes=$(du -sb "$work/folder" | cut -f1)
  one=$(measure "folder, -j 1" "$bytes" "$kypho" lint -q -j 1 "$work/folder")
  two=$(measure "folder, -j 2" "$bytes" "$kypho" lint -q -j 2 "$work/folder")
  awk -v a="$one" -v b="$two" 'BEGIN { printf "%-28s %.2fx (target 1.8x on two idle cores)\n", "folder, -j 2 over -j 1", a / b }' >&2
  rm -rf "$work/folder"
done
echo "(big file: $(($(stat -c %s "$work/seed.pgn") / 1000)) kB of PGN repeated; folder: the $((archive_bytes / 1000000)) MB archive repeated)" >&2
