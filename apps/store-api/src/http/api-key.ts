import type { UserRole } from './bearer.js';

/** A WooCommerce REST API key as the request presented it. */
export interface ApiKey {
  userId: number;
  role: UserRole;
  permissions: 'read' | 'write' | 'read_write';
}
