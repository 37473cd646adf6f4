#!/usr/bin/env bash
# `npm test`: typecheck, unit tests, build + size budgets, browser tests, the benches' quick run, the real-store
# suite (real WordPress + WooCommerce, see tests/real-store/README.md; skipped with one line without its archives)
# with the real-store bench's quick run on its store.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
step() {
  local name="$1"; shift
  echo
  echo "━━ $name"
  if "$@"; then echo "━━ $name: ok"; else echo "━━ $name: FAILED"; failed+=("$name"); fi
}

bash tests/ensure-chromium.sh || exit 1
step typecheck npm run --silent typecheck
step unit npm run --silent test:unit
step build npm run --silent build
step budgets npm run --silent test:budget
step e2e npm run --silent test:e2e
# Every bench once, quick: figures printed, nothing asserted on time, a crash fails. The real-store bench runs
# inside the real-store suite, on the store it installed.
step bench npm run --silent bench:quick
step real-store npm run --silent test:real-store -- --bench

echo
total=$(( ${#failed[@]} ))
if [ "$total" -gt 0 ]; then
  echo "Failed steps: ${failed[*]}"
  exit 1
fi
echo "All test steps passed."
