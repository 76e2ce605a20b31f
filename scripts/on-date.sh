#!/usr/bin/env bash
# Runs a command as if today were another day (Debian's libfaketime, for the command and every
# process it starts: the stores, the shop server, Chromium). The tests bound to the calendar are
# checked on a day and a month of one digit (#34):
#   bash scripts/on-date.sh 2027-01-03 npx -y pnpm@10.34.9 --filter @vitrina/storefront exec playwright test e2e/checkout.spec.ts
set -euo pipefail
day=${1:?usage: on-date.sh YYYY-MM-DD command…}
shift
library=/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1
if [ ! -f "$library" ]; then
  if [ "$(id -u)" = "0" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  else
    echo "Falta libfaketime: sudo apt-get install faketime" >&2
    exit 1
  fi
fi
# The clock starts at 10:00 in Santo Domingo on that day and runs on from there.
FAKETIME="@${day} 14:00:00" LD_PRELOAD="$library" exec "$@"
