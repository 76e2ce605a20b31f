import { DatabaseSync } from 'node:sqlite';

import { describe, expect, it } from 'vitest';

import { storeClient } from '../account/store-client.js';
import { startTestStore } from '../testing.js';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './demo-customers.js';

function customerEmails(dbPath: string): string[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  const emails = db
    .prepare("SELECT email FROM users WHERE role = 'customer' ORDER BY email")
    .all()
    .map((row) => String(row.email));
  db.close();
  return emails;
}

describe('demo accounts', () => {
  it('B7: in production without the seed flag there are no demo users', async () => {
    const store = await startTestStore({ env: { NODE_ENV: 'production' } });
    try {
      expect(customerEmails(store.dbPath)).toEqual([]);
      const login = await storeClient(store).login('ana.perez@vitrina.do', DEMO_PASSWORD);
      expect(login.status).toBe(400);
    } finally {
      await store.stop();
    }
  });

  it('outside production both demo customers can log in', async () => {
    const store = await startTestStore();
    try {
      expect(customerEmails(store.dbPath)).toEqual(DEMO_CUSTOMERS.map((person) => person.email));
      for (const person of DEMO_CUSTOMERS) {
        expect((await storeClient(store).login(person.email, DEMO_PASSWORD)).status).toBe(200);
      }
    } finally {
      await store.stop();
    }
  });
});
