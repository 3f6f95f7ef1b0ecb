#!/usr/bin/env bash
# po/check.sh: the catalogues are whole and current. Every template in the sources is in po/kypho.pot (run
# po/extract.sh after adding one); every catalogue compiles with msgfmt --check, translates every message, has
# nothing fuzzy, and has the plural forms messages.cpp counts with (one form for every count).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
"$root/po/extract.sh" "$work/code.pot" || exit 1
if ! msgcmp --use-untranslated "$root/po/kypho.pot" "$work/code.pot" 2> "$work/missing" ||
   ! msgcmp --use-untranslated "$work/code.pot" "$root/po/kypho.pot" 2>> "$work/missing"; then
  echo "po/kypho.pot is not the code's templates (run po/extract.sh, then translate):"; head -20 "$work/missing"; status=1
fi
for po in "$root"/po/*.po; do
  lang=$(basename "$po" .po)
  if ! stats=$(msgfmt --check --statistics --output-file=/dev/null "$po" 2>&1); then
    echo "po/$lang.po: msgfmt --check fails:"; echo "$stats"; status=1; continue
  fi
  echo "po/$lang.po: $stats"
  case "$stats" in *fuzzy*|*untranslated*) echo "po/$lang.po: every message must be translated, none fuzzy"; status=1 ;; esac
  if ! msgcmp "$po" "$work/code.pot" 2> "$work/untranslated"; then
    echo "po/$lang.po lacks translations of templates the code has:"; head -20 "$work/untranslated"; status=1
  fi
  grep -q '^"Plural-Forms: nplurals=1; plural=0;\\n"$' "$po" || { echo "po/$lang.po: plural forms other than messages.cpp counts with"; status=1; }
done
exit $status
