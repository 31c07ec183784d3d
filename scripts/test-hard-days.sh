#!/usr/bin/env bash
# The unit and integration suite on hard days: libfaketime moves the whole process's clock, and
# Vitest freezes "now" at the moved instant (vitest.config.ts), so every date the site, the demo
# store and the tests build starts there. Needs a build (the resilience tests use it) and faketime.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install faketime" >&2; exit 1; }
[ -f build/server/index.js ] || npm run build
for day in "2028-02-29 12:00" "2030-12-31 23:30"; do
  echo "== Vitest on ${day} UTC =="
  TZ=UTC faketime "${day}" npx vitest run
done
