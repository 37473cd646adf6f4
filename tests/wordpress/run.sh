#!/usr/bin/env bash
# Integration test of plugin-php-shim against a real WordPress + MariaDB, served by PHP's built-in server.
# Installs php/mariadb/wordpress with apt when missing, starts MariaDB when it is not running, recreates
# the site and database on every run, and stops the PHP server it started. Ends with "N passed, N failed".
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/tests/wordpress"
WORK="$HERE/.work"
SITE="$WORK/site"
DB_NAME="shopislands_test"
DB_USER="shopislands"
DB_PASS="shopislands-test-pw"
PASSED=0
FAILED=0
SERVER_PID=""

log() { printf '[wordpress] %s\n' "$*"; }
finish() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null
    wait "$SERVER_PID" 2>/dev/null
  fi
}
trap finish EXIT
fail_setup() {
  log "setup failed: $*"
  echo "$PASSED passed, $((FAILED + 1)) failed"
  exit 1
}

mkdir -p "$WORK"

# 1. Packages.
need_install=0
command -v php >/dev/null 2>&1 || need_install=1
command -v unzip >/dev/null 2>&1 || need_install=1
command -v zip >/dev/null 2>&1 || need_install=1
command -v curl >/dev/null 2>&1 || need_install=1
command -v mariadbd >/dev/null 2>&1 || command -v mysqld >/dev/null 2>&1 || need_install=1
[ -f /usr/share/wordpress/wp-settings.php ] || need_install=1
if [ "$need_install" = 0 ] && ! php -m 2>/dev/null | grep -qi '^mysqli$'; then need_install=1; fi
if [ "$need_install" = 1 ]; then
  log "installing php, mariadb and wordpress with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  pkgs="php-cli php-mysql php-xml php-mbstring mariadb-server mariadb-client wordpress zip unzip curl"
  if ! apt-get install -y -o DPkg::Lock::Timeout=600 --no-install-recommends $pkgs >"$WORK/apt.log" 2>&1; then
    apt-get update >>"$WORK/apt.log" 2>&1
    apt-get install -y -o DPkg::Lock::Timeout=600 --no-install-recommends $pkgs >>"$WORK/apt.log" 2>&1 || fail_setup "apt-get install (see $WORK/apt.log)"
  fi
fi

# 2. MariaDB.
if ! mysqladmin ping >/dev/null 2>&1; then
  log "starting MariaDB"
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld 2>/dev/null
  if [ ! -d /var/lib/mysql/mysql ]; then
    mariadb-install-db --user=mysql --datadir=/var/lib/mysql >"$WORK/mariadb-install.log" 2>&1 || fail_setup "mariadb-install-db"
  fi
  (setsid mysqld_safe --user=mysql >"$WORK/mysqld.log" 2>&1 &)
  for _ in $(seq 1 60); do
    mysqladmin ping >/dev/null 2>&1 && break
    sleep 0.5
  done
  mysqladmin ping >/dev/null 2>&1 || fail_setup "MariaDB did not start (see $WORK/mysqld.log)"
fi

# 3. php -l over every plugin PHP file.
while IFS= read -r file; do
  if php -l "$file" >/dev/null 2>&1; then
    PASSED=$((PASSED + 1))
  else
    FAILED=$((FAILED + 1))
    log "php -l failed: $file"
    php -l "$file"
  fi
done < <(find "$ROOT/plugin-php-shim" -name '*.php' -not -path '*/dist/*')

# 4. One suite: fresh database and site, the plugin installed from its zip built over <dist>, the HTTP tests.
suite() {
  local label="$1" DIST="$2"
  log "suite: $label ($DIST)"
  mysql -uroot <<SQL || fail_setup "database setup"
DROP DATABASE IF EXISTS \`$DB_NAME\`;
CREATE DATABASE \`$DB_NAME\` DEFAULT CHARACTER SET utf8mb4;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASS';
ALTER USER '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASS';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
FLUSH PRIVILEGES;
SQL
  ZIP="$WORK/shop-islands.zip"
  (cd "$ROOT" && npx tsx plugin-php-shim/build-zip.ts --dist "$DIST" --out "$ZIP") || fail_setup "plugin zip"
  # The site: a self-contained copy of Debian's WordPress with our own wp-config.php.
  rm -rf "$SITE"
  cp -a /usr/share/wordpress "$SITE" || fail_setup "copy wordpress"
  rm -f "$SITE/.htaccess" "$SITE/wp-config.php"
  PORT="${SHOP_ISLANDS_WP_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
  URL="http://127.0.0.1:$PORT"
  salt() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
  cat >"$SITE/wp-config.php" <<PHP
<?php
define( 'DB_NAME', '$DB_NAME' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASS' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'AUTH_KEY', '$(salt)' );
define( 'SECURE_AUTH_KEY', '$(salt)' );
define( 'LOGGED_IN_KEY', '$(salt)' );
define( 'NONCE_KEY', '$(salt)' );
define( 'AUTH_SALT', '$(salt)' );
define( 'SECURE_AUTH_SALT', '$(salt)' );
define( 'LOGGED_IN_SALT', '$(salt)' );
define( 'NONCE_SALT', '$(salt)' );
define( 'WP_HOME', '$URL' );
define( 'WP_SITEURL', '$URL' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '$WORK/debug.log' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
  rm -f "$WORK/debug.log"
  mkdir -p "$SITE/wp-content/plugins" "$SITE/wp-content/mu-plugins" "$SITE/wp-content/themes"
  (cd "$SITE/wp-content/plugins" && unzip -q "$ZIP") || fail_setup "unzip plugin"
  cp "$HERE"/mu-plugins/*.php "$SITE/wp-content/mu-plugins/"
  cp -r "$HERE/theme/shop-islands-test" "$SITE/wp-content/themes/"
  php "$HERE/install.php" "$SITE" "$WORK/site.json" >"$WORK/install.log" 2>&1 || { cat "$WORK/install.log"; fail_setup "WordPress install"; }
  log "WordPress installed at $URL"
  # PHP's built-in server and the HTTP assertions.
  php -S "127.0.0.1:$PORT" -t "$SITE" >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 50); do
    curl -s -o /dev/null "$URL/wp-login.php" && break
    sleep 0.2
  done
  SHOP_ISLANDS_WP_URL="$URL" SHOP_ISLANDS_WP_SITE="$SITE" SHOP_ISLANDS_WP_INFO="$WORK/site.json" \
    SHOP_ISLANDS_WP_ZIP="$ZIP" SHOP_ISLANDS_WP_DEBUG_LOG="$WORK/debug.log" \
    timeout 900 node --import tsx --test --test-concurrency=1 "$HERE"/*.test.ts 2>&1 | tee "$WORK/node-test-$label.log"
  node_pass=$(grep -E '^# pass [0-9]+' "$WORK/node-test-$label.log" | tail -1 | awk '{print $3}')
  node_fail=$(grep -E '^# fail [0-9]+' "$WORK/node-test-$label.log" | tail -1 | awk '{print $3}')
  if [ -z "$node_pass" ] || [ -z "$node_fail" ]; then
    FAILED=$((FAILED + 1))
    log "node test runner did not report results"
  else
    PASSED=$((PASSED + node_pass))
    FAILED=$((FAILED + node_fail))
  fi
  kill "$SERVER_PID" 2>/dev/null
  wait "$SERVER_PID" 2>/dev/null
  SERVER_PID=""
}

# 5. The real dist/ (built first when missing); the fixture covers widgets the real build does not have yet.
DIST="$ROOT/dist"
if [ ! -f "$DIST/manifest.json" ] && [ -f "$ROOT/esbuild.config.ts" ]; then
  log "dist/ missing: running npm run build"
  (cd "$ROOT" && npm run build >"$WORK/build.log" 2>&1) || log "build failed (see $WORK/build.log)"
fi
has_widgets() { [ -f "$1/manifest.json" ] && node -e "process.exit(Object.keys(JSON.parse(require('fs').readFileSync(process.argv[1],'utf8')).widgets||{}).length>0?0:1)" "$1/manifest.json"; }
has_all_widgets() { node -e "const w=JSON.parse(require('fs').readFileSync(process.argv[1],'utf8')).widgets||{};process.exit(['storefront','live-search','buy-now','checkout','payments','express-checkout','tracking'].every(n=>n in w)?0:1)" "$1/manifest.json"; }
real=0
if [ "${SHOP_ISLANDS_WP_FIXTURE:-0}" != 1 ] && has_widgets "$DIST"; then
  suite real "$DIST"
  real=1
fi
if [ "$real" = 0 ] || ! has_all_widgets "$DIST"; then
  (cd "$ROOT" && npx tsx tests/wordpress/fixture-dist.ts "$WORK/fixture-dist") || fail_setup "fixture dist"
  suite fixture "$WORK/fixture-dist"
fi

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
