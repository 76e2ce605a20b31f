import type { Generated } from 'kysely';

/** The status a webhook can have, as WooCommerce names them. */
export type WebhookStatus = 'active' | 'paused' | 'disabled';

export interface WebhookTables {
  webhooks: {
    id: Generated<number>;
    name: string;
    status: WebhookStatus;
    topic: string;
    delivery_url: string;
    secret: string;
    date_created: string;
    date_modified: string;
  };
}
