#!/usr/bin/env bash
# man/check.sh BUILD_DIR: every manual page, English and Vietnamese, renders with groff without one warning
# (-ww turns every warning on: a line that cannot be adjusted or broken, an unknown macro, a bad escape), and
# `cmake --install` puts each where man(1) finds it: man/*.N in manN/, man/vi/*.N in vi/manN/.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$1
command -v groff >/dev/null || { echo "SKIPPED: groff is not installed (scripts/setup.sh installs groff-base)"; exit 77; }
status=0 pages=0
for page in "$root"/man/*.[1-8] "$root"/man/*/*.[1-8]; do
  pages=$((pages + 1))
  # -k runs preconv: the pages are UTF-8 (Vietnamese, kanji, hanzi).
  warnings=$(groff -k -man -Tutf8 -ww -z "$page" 2>&1)
  if [ -n "$warnings" ]; then echo "${page#"$root"/}:"; echo "$warnings"; status=1; fi
  # man -l reads a page the way a user's man does (its own preprocessors and width), when man-db is here.
  if command -v man >/dev/null; then
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings=all -l "$page" 2>&1 >/dev/null)
    if [ -n "$warnings" ]; then echo "${page#"$root"/} (man -l):"; echo "$warnings"; status=1; fi
  fi
  # A page that renders to nothing would pass the line above: it must have its NAME section's text.
  [ "$(groff -k -man -Tutf8 "$page" 2>/dev/null | wc -l)" -gt 20 ] || { echo "${page#"$root"/}: renders to almost nothing"; status=1; }
done
echo "$pages pages rendered"
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null || { echo "cmake --install failed"; exit 1; }
for page in "$root"/man/*.[1-8] "$root"/man/*/*.[1-8]; do
  name=$(basename "$page") section=${page##*.} lang=$(basename "$(dirname "$page")")
  [ "$lang" = man ] && dest="share/man/man$section/$name" || dest="share/man/$lang/man$section/$name"
  cmp -s "$page" "$prefix/$dest" || { echo "cmake --install did not put ${page#"$root"/} at $dest"; status=1; }
done
stray=$(find "$prefix/share/man" -type d -path "*/man[1-8]/*")
[ -z "$stray" ] || { echo "pages installed in a folder man(1) does not read: $stray"; status=1; }
exit $status
