#!/usr/bin/env bash
# The unit and integration suite on hard days: libfaketime moves the whole process's clock, and
# Vitest freezes "now" at the moved instant (vitest.config.ts), so every date the site, the demo
# store and the tests build starts there. Needs a build (the resilience tests use it) and faketime.
#   bash scripts/test-hard-days.sh                      a leap day and a year end
#   bash scripts/test-hard-days.sh "2032-02-29 23:59"   the days given (UTC)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime is missing: apt-get install faketime" >&2; exit 1; }
[ -f build/server/index.js ] || npm run build
[ $# -gt 0 ] || set -- "2028-02-29 12:00" "2030-12-31 23:30"
for day in "$@"; do
  echo "== Vitest on ${day} UTC =="
  TZ=UTC faketime "${day}" npx vitest run
done
