#!/usr/bin/env bash
# `php -l` on every PHP file of the plugin and of the real-store suite's store code. PHP comes from Debian's
# packages when missing (as root), as the real-store suite installs it.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v php >/dev/null; then
  if [ "$(id -u)" != "0" ]; then echo "php is missing: run 'sudo apt-get install -y php-cli', then npm test again." >&2; exit 1; fi
  echo "Installing Debian's php-cli for the PHP lint…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq -o DPkg::Lock::Timeout=600 --no-install-recommends php-cli >/dev/null
fi
failed=0
count=0
while IFS= read -r -d '' file; do
  count=$((count + 1))
  out="$(php -l "$file" 2>&1)" || { echo "$out"; failed=$((failed + 1)); }
done < <(git ls-files -z -- '*.php')
echo "php -l: $count files, $failed with errors"
[ "$failed" -eq 0 ]
