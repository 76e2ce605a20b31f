import { randomBytes } from 'node:crypto';

import { insertCustomer } from '../account/account-store.js';
import { createPasswordHasher } from '../account/password-hasher.js';
import type { SeedModule } from '../seed/seed-module.js';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from './demo-customers.js';

const DAY_MS = 86_400_000;

/**
 * Ana and Carlos, with addresses, meta and past orders. Only where demo accounts are allowed:
 * never in production unless asked for (B7).
 */
export const demoCustomerSeed: SeedModule = {
  name: 'demo-customers',
  async seed({ db, config, now }) {
    if (!config.seedDemoAccounts) return;
    const hasher = createPasswordHasher(config.passwordHashCost);
    const products = await db
      .selectFrom('products')
      .select(['id', 'name', 'sku', 'price'])
      .where('status', '=', 'publish')
      .where('stock_status', '=', 'instock')
      .orderBy('id')
      .limit(6)
      .execute();
    for (const [index, person] of DEMO_CUSTOMERS.entries()) {
      const address = {
        first_name: person.firstName,
        last_name: person.lastName,
        company: '',
        ...person.address,
        country: 'DO',
        phone: person.phone,
      };
      const userId = await insertCustomer(
        db,
        {
          email: person.email,
          passwordHash: await hasher.hash(DEMO_PASSWORD),
          firstName: person.firstName,
          lastName: person.lastName,
          meta: { phone: person.phone, social_id: person.cedula },
          billing: { ...address, email: person.email },
          shipping: address,
          emailVerifiedAtMs: now - 90 * DAY_MS,
        },
        now - 120 * DAY_MS,
      );
      await db
        .updateTable('customers')
        .set({ is_paying_customer: 1 })
        .where('user_id', '=', userId)
        .execute();
      const bought = products.slice(index * 2, index * 2 + 2 - index);
      for (const [orderIndex, product] of bought.entries()) {
        const placed = new Date(now - (60 - orderIndex * 20 - index * 7) * DAY_MS).toISOString();
        const method = await db
          .selectFrom('shipping_methods')
          .select(['instance_id', 'title', 'cost_cents'])
          .where('zone_id', '=', index === 0 ? 1 : 2)
          .where('method_id', '=', 'flat_rate')
          .executeTakeFirstOrThrow();
        const zoneShipping = method.cost_cents;
        const { id } = await db
          .insertInto('orders')
          .values({
            order_key: `wc_order_${randomBytes(16).toString('base64url')}`,
            customer_id: userId,
            status: orderIndex === 0 ? 'completed' : 'processing',
            billing: JSON.stringify({ ...address, email: person.email }),
            shipping: JSON.stringify(address),
            payment_method: orderIndex === 0 ? 'bacs' : 'cod',
            payment_method_title:
              orderIndex === 0 ? 'Transferencia bancaria' : 'Pago contra entrega',
            subtotal_cents: product.price,
            discount_total_cents: 0,
            shipping_total_cents: zoneShipping,
            total_cents: product.price + zoneShipping,
            deposit_cents: null,
            customer_note: '',
            meta_data: JSON.stringify([
              { id: 1, key: 'social_id', value: person.cedula },
              { id: 2, key: 'schedule', value: '9:00 AM - 12:00 PM' },
            ]),
            customer_ip_address: '127.0.0.1',
            customer_user_agent: 'Vitrina demo',
            date_created: placed,
            date_modified: placed,
            // Cash on delivery on its way is not paid yet: it is paid at the door.
            date_paid: orderIndex === 0 ? placed : null,
            date_completed: orderIndex === 0 ? placed : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('order_items')
          .values({
            order_id: id,
            product_id: product.id,
            name: product.name,
            sku: product.sku,
            quantity: 1,
            unit_price_cents: product.price,
            subtotal_cents: product.price,
            total_cents: product.price,
          })
          .execute();
        await db
          .insertInto('order_shipping_lines')
          .values({
            order_id: id,
            method_id: 'flat_rate',
            instance_id: method.instance_id,
            method_title: method.title,
            total_cents: zoneShipping,
          })
          .execute();
      }
    }
  },
};
