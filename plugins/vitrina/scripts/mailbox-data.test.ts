import { mailboxKey } from '@vitrina/core';
import { expect, test } from 'vitest';

import { MAILBOX_JSON, mailboxJson } from './mailbox-data.js';
import { runPhp, testDataIsCurrent } from './php-parity.js';

testDataIsCurrent(MAILBOX_JSON, mailboxJson);

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
  const keys = runPhp(
    { classes: ['Mailbox'] },
    "echo json_encode(array_map([Mailbox::class, 'key'], $in));",
    addresses,
  );
  expect(keys).toEqual(addresses.map(mailboxKey));
});
