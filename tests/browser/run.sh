#!/usr/bin/env bash
# The page tested as a person uses it: `kypho serve` on a free port, Debian's chromium driven headless by
# puppeteer-core (tests/package-lock.json; no browser download), page.mjs doing what an arbiter does and
# comparing what the page shows with what the command line prints. Screenshots go to ARTIFACTS.
# Usage: run.sh KYPHO SOURCE_DIR ARTIFACTS. Exit 77 (CTest's skip), saying SKIPPED, when no browser can be had.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
kypho=$1 source=$2 artifacts=$3
chromium=${KYPHO_CHROMIUM:-/usr/bin/chromium}
skip() { echo "SKIPPED: $1, so the page's browser test did not run"; exit 77; }
command -v node >/dev/null 2>&1 || skip "node is not installed"
[ -x "$chromium" ] || skip "chromium is not installed (scripts/test installs Debian's chromium)"
[ -d "$here/../node_modules/puppeteer-core" ] || skip "puppeteer-core is not installed (scripts/test runs npm ci in tests/)"
rm -rf "$artifacts"; mkdir -p "$artifacts"
out=$(mktemp)
"$kypho" serve --port 0 --verbose > "$out" 2> "$artifacts/serve.log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$out"' EXIT
address=""
for _ in $(seq 100); do
  address=$(grep -o 'http://[^ ]*/' "$out" | head -1)
  [ -n "$address" ] && break
  sleep 0.1
done
[ -n "$address" ] || { echo "kypho serve printed no address:"; cat "$out" "$artifacts/serve.log"; exit 1; }
KYPHO="$kypho" SOURCE_DIR="$source" ARTIFACTS="$artifacts" ADDRESS="$address" CHROMIUM="$chromium" \
  timeout 300 node "$here/page.mjs"
status=$?
# --verbose logged one line per request: the page's, and its calls'.
for line in "GET / 200" "GET /app.js 200" "POST /api/validate 200" "POST /api/diff 200"; do
  grep -q "$line" "$artifacts/serve.log" || { echo "kypho serve --verbose logged no '$line'"; status=1; }
done
# Ctrl-C's signal stops the server cleanly: it exits 0.
kill -INT "$server"
wait "$server"; stopped=$?
[ "$stopped" -eq 0 ] || { echo "kypho serve exited $stopped on SIGINT"; status=1; }
[ "$status" -eq 0 ] || { echo "kypho serve's log (the last lines):"; tail -40 "$artifacts/serve.log"; }
exit $status
