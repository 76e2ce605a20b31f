#!/usr/bin/env bash
# Installs what the README's commands need on a fresh machine that has only a system Node and npm:
# the pinned pnpm (through npx), the locked dependencies (which bring Node 24 into
# node_modules/.bin) and, with --browsers, Debian's Chromium for the end-to-end tests (with PHP,
# MariaDB, redis-server and HAProxy for the contract, several instances and the benches).
set -euo pipefail
cd "$(dirname "$0")/.."

pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")
frozen=--frozen-lockfile
[ "${CI:-}" = "true" ] || frozen=--prefer-frozen-lockfile
npx -y "pnpm@${pnpm_version}" install "$frozen" --reporter=append-only

# Debian packages the test command needs, installed as root when missing.
apt_install() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Instalando de Debian: ${*#--no-install-recommends }…"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1 ||
      { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; }
  else
    echo "Faltan paquetes de Debian: $*. Instálalos (sudo apt-get install $*)." >&2
    return 1
  fi
}

if [ "${1:-}" = "--browsers" ]; then
  # The benches measure Debian's Chromium; the tests run its headless shell (the same engine,
  # a new page in half the time).
  for browser in "chromium ${CHROMIUM_PATH:-/usr/bin/chromium} CHROMIUM_PATH" \
    "chromium-headless-shell ${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell} CHROMIUM_HEADLESS_SHELL_PATH"; do
    read -r package path variable <<<"$browser"
    [ -x "$path" ] && continue
    if [ "$(id -u)" = "0" ]; then
      apt_install "$package"
    else
      echo "Falta $package en $path. Instálalo (sudo apt-get install $package) o indica otra ruta con $variable." >&2
      exit 1
    fi
  done
  # The Vitrina plugin for WordPress is linted with php -l and PHP_CodeSniffer, and the contract
  # runs it on a real WordPress with PHP 8.2 and MariaDB (packages/contract/realwoo).
  if ! command -v php >/dev/null || ! command -v phpcs >/dev/null || ! command -v mariadbd >/dev/null; then
    apt_install --no-install-recommends php8.2-cli php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl php8.2-gd \
      php8.2-intl php8.2-zip php8.2-bcmath php-codesniffer mariadb-server mariadb-client
  fi
  # Several shop-server instances share a Redis: their tests start Debian's redis-server, and
  # the sale-day bench puts Debian's HAProxy in front of them.
  if ! command -v redis-server >/dev/null || ! command -v haproxy >/dev/null; then
    apt_install --no-install-recommends redis-server haproxy
  fi
fi
