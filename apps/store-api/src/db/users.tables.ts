import type { Generated } from 'kysely';

import type { UserRole } from '../http/bearer.js';

/** Tables of migration 0001: users, WooCommerce API keys, seed bookkeeping. */
export interface UserTables {
  users: {
    id: Generated<number>;
    email: string;
    username: string;
    display_name: Generated<string>;
    role: UserRole;
    created_at: string;
  };
  api_keys: {
    id: Generated<number>;
    user_id: number;
    description: string;
    permissions: 'read' | 'write' | 'read_write';
    /** SHA-256 of the consumer key, hex: the key itself is never stored. */
    consumer_key_hash: string;
    consumer_secret: string;
    /** Last 7 characters of the key, as WooCommerce shows it. */
    truncated_key: string;
  };
  seed_runs: { name: string; seeded_at: string };
}
