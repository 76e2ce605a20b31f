#!/usr/bin/env bash
# The plugin's PHP: every file parses on PHP 8.2 (php -l) and follows PSR-12 (phpcs.xml). PHP and
# PHP_CodeSniffer come from Debian, installed as root when missing, as scripts/install.sh does
# for Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v php >/dev/null 2>&1 || ! command -v phpcs >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Instalando PHP 8.2 y PHP_CodeSniffer de Debian para revisar el plugin…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends php8.2-cli php-codesniffer >/dev/null
  else
    echo "Faltan php o phpcs. Instálalos (sudo apt-get install php8.2-cli php-codesniffer)." >&2
    exit 1
  fi
fi

find . -name '*.php' -not -path './node_modules/*' -not -path './dist/*' -print0 |
  xargs -0 -n1 php -l -d display_errors=1 >/dev/null
phpcs --standard=phpcs.xml
