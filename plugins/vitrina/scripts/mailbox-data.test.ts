import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { mailboxKey } from '@vitrina/core';
import { expect, test } from 'vitest';

import { MAILBOX_JSON, mailboxJson } from './mailbox-data.js';

const MAILBOX_PHP = fileURLToPath(new URL('../includes/Mailbox.php', import.meta.url));

test('data/mailbox.json is what @vitrina/core says (run `pnpm --dir plugins/vitrina data`)', () => {
  expect(readFileSync(MAILBOX_JSON, 'utf8')).toBe(mailboxJson());
});

test('C3: the plugin’s Mailbox::key reads every address as core’s mailboxKey does', () => {
  const locals = [
    'Rosa',
    'rosa.tejada',
    'R.o.s.a+Neveras',
    '+solo',
    '...',
    'a+b+c',
    'ro.sa+x.y',
    'r_t-1',
  ];
  const domains = ['gmail.com', 'GoogleMail.com', 'hotmail.com', 'outlook.es', 'vitrina.do'];
  const addresses = locals.flatMap((local) => domains.map((domain) => ` ${local}@${domain} `));
  const script = `require '${MAILBOX_PHP}'; echo json_encode(array_map([Vitrina\\Mailbox::class, 'key'], json_decode(stream_get_contents(STDIN))));`;
  const keys: unknown = JSON.parse(
    execFileSync('php', ['-r', script], { input: JSON.stringify(addresses), encoding: 'utf8' }),
  );
  expect(keys).toEqual(addresses.map(mailboxKey));
});
