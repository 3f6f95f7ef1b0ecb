#!/usr/bin/env bash
# Whole-CLI benchmark: `kypho validate` on a generated FEN archive, reporting MB/s and peak memory.
# Usage: bench/cli_archive.sh [POSITIONS]   (builds the release preset first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/scripts/setup.sh"
kypho_install_packages "${KYPHO_PACKAGES[@]}" time
kypho_build release
archive=$(mktemp --suffix=.fen)
trap 'rm -f "$archive"' EXIT
"$root/build/release/bench/kypho_gen_fen_archive" "${1:-1000000}" >"$archive"
bytes=$(stat -c %s "$archive")
start=$(date +%s.%N)
/usr/bin/env time -f "%M" -o "$archive.rss" "$root/build/release/cli/kypho" validate -q "$archive" >/dev/null || true
end=$(date +%s.%N)
rss=$(cat "$archive.rss"); rm -f "$archive.rss"
awk -v b="$bytes" -v s="$start" -v e="$end" -v r="$rss" -v n="${1:-1000000}" 'BEGIN {
  t = e - s; printf "validate %d FEN positions, %.1f MB in %.2f s = %.1f MB/s, %.0f positions/s, peak RSS %.1f MB\n",
  n, b / 1e6, t, b / 1e6 / t, n / t, r / 1024 }'
