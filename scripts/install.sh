#!/usr/bin/env bash
# Installs what the README's commands need on a fresh machine that has only a system Node and npm:
# the pinned pnpm (through npx), the locked dependencies (which bring Node 24 into
# node_modules/.bin) and, with --browsers, Debian's Chromium for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")
frozen=--frozen-lockfile
[ "${CI:-}" = "true" ] || frozen=--prefer-frozen-lockfile
npx -y "pnpm@${pnpm_version}" install "$frozen" --reporter=append-only

if [ "${1:-}" = "--browsers" ]; then
  chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$chromium_path" ]; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      echo "Instalando Chromium de Debian para las pruebas de extremo a extremo…"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      echo "Falta Chromium en $chromium_path. Instálalo (sudo apt-get install chromium) o indica otra ruta con CHROMIUM_PATH." >&2
      exit 1
    fi
  fi
fi
