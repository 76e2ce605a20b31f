import { DatabaseSync } from 'node:sqlite';

/** The title of the cashback entry that tries to run script (I1). */
export const HOSTILE_CASHBACK_TITLE = 'Banco Prueba <img src=x onerror=alert(1)> 20 % de vuelta';

/**
 * Writes a cashback entry into the embedded store's database whose title and conditions hold
 * markup that would run script if it were rendered as HTML.
 */
export function seedHostileCashback(dbPath: string): void {
  const db = new DatabaseSync(dbPath);
  try {
    db.prepare(
      `INSERT INTO cashback_entries
         (id, slug, title, bank, percentage, cap, valid_until, conditions, date, modified)
       VALUES (90, 'banco-prueba', ?, ?, 20, 1000, '2099-12-31', ?, ?, ?)`,
    ).run(
      HOSTILE_CASHBACK_TITLE,
      'Banco <img src=x onerror="window.__pwned = 2">Prueba',
      '<p>Solo con tarjeta <strong>Prueba</strong>.</p><script>window.__pwned = 1</script><a href="javascript:window.__pwned = 3">Ver más</a>',
      '2026-01-01T00:00:00',
      '2026-01-01T00:00:00',
    );
  } finally {
    db.close();
  }
}
