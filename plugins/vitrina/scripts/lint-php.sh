#!/usr/bin/env bash
# The plugin's PHP: every file parses on PHP 8.2 (php -l) and follows PSR-12 (phpcs.xml). PHP and
# PHP_CodeSniffer are Debian's, which `npm test` installs (scripts/install.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v php >/dev/null 2>&1 || ! command -v phpcs >/dev/null 2>&1; then
  echo "Faltan php o phpcs. Instálalos (sudo apt-get install php8.2-cli php-codesniffer)." >&2
  exit 1
fi

find . -name '*.php' -not -path './node_modules/*' -not -path './dist/*' -print0 |
  xargs -0 -n1 php -l -d display_errors=1 >/dev/null
phpcs --standard=phpcs.xml
