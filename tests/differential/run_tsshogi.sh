#!/usr/bin/env bash
# Differential test: every shogi record of the corpus that kypho reads as valid is written by kypho as
# KIF, KI2, CSA, USI and JKF, and tsshogi (npm, a real client) must read each of them back to the same USI moves.
# Usage: run_tsshogi.sh WORK_DIR KYPHO CORPUS_DIR. Exit 77 (CTest's skip) when node or tsshogi is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$1 kypho=$2 corpus=$3
if ! command -v node >/dev/null 2>&1; then echo "SKIPPED: node is not installed, so the tsshogi test did not run"; exit 77; fi
if [ ! -d "$here/../node_modules/tsshogi" ]; then
  echo "SKIPPED: tsshogi is not installed (scripts/test runs: npm ci --prefix tests), so the tsshogi test did not run"; exit 77
fi
out="$work/tsshogi"; rm -rf "$out"; mkdir -p "$out"
written=()
files=0
for f in "$corpus"/shogi/kif/* "$corpus"/shogi/ki2/* "$corpus"/shogi/csa/* "$corpus"/shogi/usi/* "$corpus"/shogi/jkf/*; do
  # One valid game per file: the written files then hold exactly that game.
  report=$("$kypho" validate -q --format json "$f" 2>/dev/null | tail -1) || continue
  case "$report" in *'"games":1,"valid":1,'*) ;; *) continue ;; esac
  name=$(basename "$f")
  expected=$("$kypho" convert -q "$f" --to usi 2>/dev/null | sed 's/ resign$//; s/ win$//')
  for to in kif ki2 csa usi jkf; do
    "$kypho" convert -q "$f" --to "$to" -o "$out/$name.$to" 2>/dev/null
    written+=("$out/$name.$to")
    printf '%s\t%s\n' "$out/$name.$to" "$expected" >> "$out/expected.tsv"
  done
  files=$((files + 1))
done
node "$here/tsshogi_read.mjs" "${written[@]}" | sed 's/ resign$//' > "$out/tsshogi.tsv"
mismatches=$(diff <(sort "$out/expected.tsv") <(sort "$out/tsshogi.tsv") | grep -c '^>' || true)
diff <(sort "$out/expected.tsv") <(sort "$out/tsshogi.tsv") | head -20 || true
echo "$files corpus records written as KIF, KI2, CSA, USI and JKF; tsshogi read ${#written[@]} files, $mismatches disagree"
[ "$mismatches" -eq 0 ] && [ "$files" -ge 20 ]
