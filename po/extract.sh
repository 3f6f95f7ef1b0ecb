#!/usr/bin/env bash
# po/extract.sh [POT]: every message template of the program's sources into POT (po/kypho.pot by default),
# with xgettext; with no argument, po/vi.po and po/ja.po are then brought up to date with it (msgmerge), the
# new messages left untranslated for a translator to fill (the test suite fails until they are).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pot=${1:-$root/po/kypho.pot}
cd "$root"
# The program's sources: not the tests, benchmarks or examples, whose texts no user reads.
mapfile -t sources < <(find grammar converters service web cli rules -name '*.cpp' -o -name '*.hpp' | LC_ALL=C sort)
xgettext --language=C++ --from-code=UTF-8 --sort-by-file --no-wrap --add-comments=TRANSLATORS: \
  --keyword= --keyword=tr:1 --keyword=tr_in:1c,2 --keyword=trn:1,2 --keyword=msg:1 --keyword=msgn:1,2 --keyword=N_:1 --keyword=NC_:1c,2 \
  --flag=msg:1:python-brace-format --flag=msgn:1:python-brace-format --flag=msgn:2:python-brace-format \
  --flag=tr:1:python-brace-format --flag=trn:1:python-brace-format --flag=trn:2:python-brace-format \
  --package-name=kypho --package-version=0.1.0 --copyright-holder="the kypho authors" \
  --msgid-bugs-address="kypho issue tracker" --output="$pot" "${sources[@]}"
# Every template with a placeholder is a brace format (fmt's, which is Python's), so that msgfmt --check holds
# each translation to the same placeholders; xgettext marks C++ strings with C's formats only. The template
# carries no date, so that extracting twice gives the same file.
awk '
  /^"POT-Creation-Date:/ { next }
  /^msgid "/ && /\{[a-z_][a-z_0-9]*[}:]/ {
    if (flags != "") { print flags ", python-brace-format" } else { print "#, python-brace-format" }
    flags = ""; print; next
  }
  /^#, / { if (flags != "") print flags; flags = $0; next }
  { if (flags != "") { print flags; flags = "" } print }
  END { if (flags != "") print flags }
' "$pot" > "$pot.new" && mv "$pot.new" "$pot"
if [ $# -eq 0 ]; then
  for po in "$root"/po/*.po; do msgmerge --quiet --update --backup=none --no-fuzzy-matching --no-wrap "$po" "$pot"; done
fi
