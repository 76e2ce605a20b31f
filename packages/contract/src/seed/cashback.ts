import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { WpCashbackSchema } from '@vitrina/api-client/cashback';
import * as z from 'zod';

import { REALWOO_DIR, type RealStore } from '../real-store.js';

/** A cashback offer as the contract seeds it: its title and ACF fields. */
export interface CashbackEntry {
  title: string;
  acf: Record<string, unknown>;
}

/** The cashback offers a store lists (`wp/v2/cashback`), in its order, titles as plain text. */
export async function readCashback(baseUrl: string): Promise<CashbackEntry[]> {
  const response = await fetch(
    `${baseUrl}/wp-json/wp/v2/cashback?acf_format=standard&per_page=100`,
  );
  if (!response.ok) throw new Error(`wp/v2/cashback answered ${String(response.status)}`);
  const entries = z.array(WpCashbackSchema).parse(await response.json());
  return entries.map((entry) => ({ title: entry.title.rendered, acf: entry.acf }));
}

/** Adds the offers to the real store as published `cashback` posts (realwoo/seed-cashback.php). */
export function seedCashback(store: RealStore, entries: CashbackEntry[]): void {
  execFileSync('php', [join(REALWOO_DIR, 'seed-cashback.php')], {
    input: JSON.stringify(entries),
    env: { ...process.env, WP_DIR: join(store.dir, 'wp'), SITE: store.httpUrl },
    timeout: 60_000,
  });
}
