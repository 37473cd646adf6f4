#!/usr/bin/env bash
# `npm test`: typecheck, unit tests, build + size budgets, browser tests, the benches' quick run, the real-store
# suite (real WordPress + WooCommerce, see tests/real-store/README.md; skipped with one line without its archives)
# with the real-store bench's quick run on its store.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=()
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
step() {
  local name="$1"; shift
  echo
  echo "━━ $name"
  # The step's output is shown as it runs and kept, so a failure is summed up again at the very end (where a CI log
  # cut to its last part still shows it).
  if "$@" 2>&1 | tee "$logs/$name.log"; [ "${PIPESTATUS[0]}" -eq 0 ]; then echo "━━ $name: ok"; else echo "━━ $name: FAILED"; failed+=("$name"); fi
}

bash tests/ensure-chromium.sh || exit 1
step typecheck npm run --silent typecheck
step lint npm run --silent lint
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
  for name in "${failed[@]}"; do
    echo "━━ $name failed; what it reported of the failure:"
    # (colours stripped; the expected noise of tests that point frames or requests at unreachable hosts left out)
    sed 's/\x1b\[[0-9;]*m//g' "$logs/$name.log" | grep -a -E 'FAIL|✗|not ok|Unhandled|Uncaught|[A-Za-z]*Error:|originated in|latest test|Errors |failureType|error:' \
      | grep -v -E 'DOMException|getaddrinfo|ENOTFOUND' | head -n 40
    echo "━━ $name: its last lines:"
    tail -n 15 "$logs/$name.log"
  done
  echo "Failed steps: ${failed[*]}"
  exit 1
fi
echo "All test steps passed."
