#!/usr/bin/env bash
# Differential test of kypho's xiangqi move generator against Fairy-Stockfish (npm ffish).
# Usage: run_ffish.sh WORK_DIR COMPARE_BINARY. Exit 77 (CTest's skip) when node or ffish is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if ! command -v node >/dev/null 2>&1; then
  echo "SKIPPED: node is not installed, so the ffish differential test did not run"
  exit 77
fi
if [ ! -f "$here/../node_modules/ffish/ffish.js" ]; then
  echo "SKIPPED: ffish is not installed (scripts/test runs: npm ci --prefix tests), so the differential test did not run"
  exit 77
fi
node "$here/ffish_positions.js" "$1/ffish_positions.tsv" 60
"$2" "$1/ffish_positions.tsv"
node "$here/ffish_shogi_positions.js" "$1/ffish_shogi_positions.tsv" 40
"$(dirname "$2")/shogi_compare" "$1/ffish_shogi_positions.tsv"
