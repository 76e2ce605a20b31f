import type { Generated } from 'kysely';

/** Tables of the contact migration. */
export interface ContactTables {
  contact_messages: {
    id: Generated<number>;
    name: string;
    email: string;
    /** E.164, or `''` when the shopper left it out. */
    phone: string;
    subject: string;
    message: string;
    created_at_ms: number;
  };
}
