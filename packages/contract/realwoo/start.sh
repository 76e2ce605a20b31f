#!/usr/bin/env bash
# Starts a real WordPress + WooCommerce + CoCart + CoCart JWT on 127.0.0.1, from the tarballs in archives/ (checked against archives/SHA256SUMS),
# with Debian's PHP 8.2 and MariaDB. Usage: start.sh DIR   (DIR: an empty or absent folder it owns)
# Prints the settings to source (also written to DIR/keys.env). Stop with stop.sh DIR.
# Env: WP_PORT (default 8089), DB_PORT (default 3317), TLS_PORT (default 8443): https in front, with a
# certificate made here; point Node at it with NODE_EXTRA_CA_CERTS=$WC_CA.
# EXTRA_PLUGINS: folders (separated by ':') copied into wp-content/plugins and activated after the others;
# EXTRA_MU_PLUGINS: PHP files copied into wp-content/mu-plugins (a test suite's own settings).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=${1:?usage: start.sh DIR}
WP_PORT=${WP_PORT:-8089} DB_PORT=${DB_PORT:-3317} TLS_PORT=${TLS_PORT:-8443}
SITE=http://127.0.0.1:$WP_PORT
mkdir -p "$ROOT" && ROOT=$(cd "$ROOT" && pwd)
[ -f "$ROOT/pids" ] && "$HERE/stop.sh" "$ROOT" >/dev/null || true
: > "$ROOT/pids"
step() { echo "[$(date +%T)] $*" >&2; }

step "packages"
if ! command -v php >/dev/null || ! command -v mariadbd >/dev/null; then
  if [ "$(id -u)" != 0 ]; then echo "needs php8.2 and mariadb-server: run as root, or: sudo apt-get install php8.2-cli php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl php8.2-gd php8.2-intl php8.2-zip php8.2-bcmath mariadb-server" >&2; exit 1; fi
  (apt-get install -y --no-install-recommends php8.2-cli >/dev/null 2>&1 || apt-get update >/dev/null)
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    php8.2-cli php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl php8.2-gd \
    php8.2-intl php8.2-zip php8.2-bcmath mariadb-server mariadb-client >"$ROOT/apt.log" 2>&1
fi

step "code"
(cd "$HERE/archives" && sha256sum --quiet -c SHA256SUMS) || { echo "archives/ does not match SHA256SUMS" >&2; exit 1; }
rm -rf "$ROOT/wp" && mkdir -p "$ROOT/wp"
tar -xJf "$HERE/archives/wordpress-6.8.3.tar.xz" -C "$ROOT/wp" --strip-components=1
P=$ROOT/wp/wp-content/plugins
for t in woocommerce-10.0.2 cocart-4.3.6 cocart-jwt-authentication; do tar -xJf "$HERE/archives/$t.tar.xz" -C "$P"; done
mkdir -p "$ROOT/wp/wp-content/uploads" "$ROOT/wp/wp-content/mu-plugins"
cp "$HERE/test-store.php" "$ROOT/wp/wp-content/mu-plugins/"
EXTRA_SLUGS=""
IFS=: read -ra extra_plugins <<< "${EXTRA_PLUGINS:-}"
for dir in "${extra_plugins[@]}"; do
  [ -n "$dir" ] || continue
  slug=$(basename "$dir"); cp -r "$dir" "$P/$slug"
  main=$(grep -l "Plugin Name:" "$P/$slug"/*.php | head -1)
  EXTRA_SLUGS="$EXTRA_SLUGS $slug/$(basename "$main")"
done
IFS=: read -ra extra_mu <<< "${EXTRA_MU_PLUGINS:-}"
for file in "${extra_mu[@]}"; do [ -n "$file" ] && cp "$file" "$ROOT/wp/wp-content/mu-plugins/"; done
: > "$ROOT/debug.log"

step "mariadb on 127.0.0.1:$DB_PORT"
if ss -ltn | grep -q "127.0.0.1:$DB_PORT "; then echo "port $DB_PORT busy: set DB_PORT" >&2; exit 1; fi
rm -rf "$ROOT/db" && mkdir -p "$ROOT/db/data"
mariadb-install-db --user="$(id -un)" --datadir="$ROOT/db/data" --auth-root-authentication-method=normal >"$ROOT/db/install.log" 2>&1
mariadbd --user="$(id -un)" --datadir="$ROOT/db/data" --socket="$ROOT/db/sock" --port="$DB_PORT" \
  --bind-address=127.0.0.1 --skip-name-resolve --innodb-log-file-size=8M --innodb-buffer-pool-size=64M \
  --pid-file="$ROOT/db/pid" --skip-log-bin >"$ROOT/db/server.log" 2>&1 &
echo "mariadbd $!" >>"$ROOT/pids"
for i in $(seq 100); do mariadb --socket="$ROOT/db/sock" -uroot -e 'select 1' >/dev/null 2>&1 && break; sleep 0.2; done
mariadb --socket="$ROOT/db/sock" -uroot -e "CREATE DATABASE wp; CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'127.0.0.1';"

step "wp-config"
cat > "$ROOT/wp/wp-config.php" <<PHP
<?php
define('DB_NAME','wp'); define('DB_USER','wp'); define('DB_PASSWORD','wp');
define('DB_HOST','127.0.0.1:$DB_PORT'); define('DB_CHARSET','utf8mb4'); define('DB_COLLATE','');
foreach (['AUTH_KEY','SECURE_AUTH_KEY','LOGGED_IN_KEY','NONCE_KEY','AUTH_SALT','SECURE_AUTH_SALT','LOGGED_IN_SALT','NONCE_SALT'] as \$k) define(\$k, '$(head -c 24 /dev/urandom | base64)' . \$k);
define('COCART_JWT_AUTH_SECRET_KEY', '$(head -c 32 /dev/urandom | base64)');
define('WP_DEBUG', true); define('WP_DEBUG_LOG', '$ROOT/debug.log'); define('WP_DEBUG_DISPLAY', false);
define('WP_HTTP_BLOCK_EXTERNAL', true); define('AUTOMATIC_UPDATER_DISABLED', true); define('DISABLE_WP_CRON', true);
define('WP_ENVIRONMENT_TYPE', 'local');
\$table_prefix = 'wp_';
// php -S has no TLS, and WooCommerce accepts key/secret by Basic auth only over https:
// a request that says X-Forwarded-Proto: https is treated as https (as behind a TLS proxy).
if (isset(\$_SERVER['HTTP_X_FORWARDED_PROTO']) && \$_SERVER['HTTP_X_FORWARDED_PROTO'] === 'https') { \$_SERVER['HTTPS'] = 'on'; }
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
PHP
cp "$HERE/router.php" "$ROOT/router.php"

step "install WordPress, activate plugins, settings, keys"
SITE=$SITE WP_DIR="$ROOT/wp" OUT="$ROOT/keys.env" EXTRA_SLUGS="$EXTRA_SLUGS" php "$HERE/provision.php"

step "serve $SITE"
if ss -ltn | grep -q "127.0.0.1:$WP_PORT "; then echo "port $WP_PORT busy: set WP_PORT" >&2; exit 1; fi
# its own process group, so stop.sh ends the forked workers too
# opcache on, as on any production PHP
PHP_CLI_SERVER_WORKERS=4 WP_DIR="$ROOT/wp" setsid php -d opcache.enable_cli=1 -d opcache.memory_consumption=128 -S 127.0.0.1:$WP_PORT -t "$ROOT/wp" "$ROOT/router.php" >"$ROOT/server.log" 2>&1 &
echo "php-server $!" >>"$ROOT/pids"
for i in $(seq 100); do curl -s -o /dev/null "$SITE/wp-json/" && break; sleep 0.2; done
kill -0 $! 2>/dev/null || { echo "php server died" >&2; tail -5 "$ROOT/server.log" >&2; exit 1; }
step "https on 127.0.0.1:$TLS_PORT"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
  -keyout "$ROOT/tls.key" -out "$ROOT/tls.crt" >/dev/null 2>&1
command -v node >/dev/null || { echo "node is needed for the TLS front" >&2; exit 1; }
TLS_PORT=$TLS_PORT WP_PORT=$WP_PORT CERT="$ROOT/tls.crt" KEY="$ROOT/tls.key" node "$HERE/tls-front.mjs" >"$ROOT/tls.log" 2>&1 &
echo "tls-front $!" >>"$ROOT/pids"
for i in $(seq 50); do curl -s --cacert "$ROOT/tls.crt" -o /dev/null "https://127.0.0.1:$TLS_PORT/wp-json/" && break; sleep 0.2; done
printf 'WC_HTTPS_URL=https://127.0.0.1:%s\nWC_CA=%s\n' "$TLS_PORT" "$ROOT/tls.crt" >>"$ROOT/keys.env"
step "ready"
cat "$ROOT/keys.env"
