import { STOCK_ALERT_LIMITS, STOCK_ALERT_MESSAGES } from '@vitrina/core';
import { expect } from 'vitest';
import * as z from 'zod';

import type { ContractCase } from '../support/contract-case.js';
import { failureOf, outcome, sentMail, type StoreTarget } from '../support/targets.js';
import { idOf } from './checkout.js';
import { withTvAs } from './unpublished-products.js';
import { TV } from './variations.js';

let made = 0;

/** A product of the owner's, sold out, made with the write key on this store. */
async function soldOutProduct(store: StoreTarget, name: string): Promise<number> {
  made += 1;
  const answer = await store.raw('POST', 'wc/v3/products', {
    auth: 'write',
    json: {
      name,
      sku: `AVISO-${String(Date.now())}-${String(made)}`,
      regular_price: '18999',
      manage_stock: true,
      stock_quantity: 0,
    },
  });
  const id = (answer.body as { id?: unknown }).id;
  if (answer.status !== 201 || typeof id !== 'number')
    throw new Error(`${store.name}: no se creó el producto (${String(answer.status)})`);
  return id;
}

const restock = (store: StoreTarget, id: number, units: number) =>
  store.raw('PUT', `wc/v3/products/${String(id)}`, {
    auth: 'write',
    json: { stock_quantity: units },
  });

/** A fresh client address per case, so the cases do not share the limits' buckets (K4). */
let addresses = 0;
const freshAddress = (): string => {
  addresses += 1;
  return `198.51.100.${String(addresses)}`;
};

const ask = (store: StoreTarget, body: unknown, address: string) =>
  store.raw('POST', 'vitrina/v1/stock-alerts', {
    via: 'open',
    json: body,
    headers: { 'x-forwarded-for': address },
  });

const newEmail = (store: StoreTarget, label: string) =>
  `aviso.${label}.${String(Date.now())}.${store.name}@example.com`;

const mailTo = async (store: StoreTarget, email: string) =>
  (await sentMail(store)).filter((mail) => mail.to === email);

const backInStock = async (store: StoreTarget, email: string) =>
  (await mailTo(store, email)).filter((mail) => mail.subject.endsWith('ya está disponible'));

/** The first address a mail links to. */
const linkIn = (text: string | undefined): URL =>
  new URL(/https?:\/\/\S+/.exec(text ?? '')?.[0] ?? 'http://x/');

export const stockAlertCases: ContractCase[] = [
  {
    name: 'avisos de existencias: pedir → confirmar por el correo → reponer → un correo, y el aviso se gasta',
    async observe(store) {
      const id = await soldOutProduct(store, 'Nevera Aviso Contrato');
      const email = newEmail(store, 'flujo');
      const pending = newEmail(store, 'sin-confirmar');
      const address = freshAddress();
      const guest = store.guest().client;
      const first = await guest.stockAlerts.request({ product_id: id, email: email.toUpperCase() });
      await ask(store, { product_id: id, email: pending }, address);
      const [confirmation] = await mailTo(store, email);
      const link = linkIn(confirmation?.text);
      const token = link.searchParams.get('token') ?? '';
      const confirmed = await guest.stockAlerts.confirm(token);
      const again = await failureOf(guest.stockAlerts.confirm(token));
      // Asked again once confirmed: the same answer, and no second link.
      const repeated = await guest.stockAlerts.request({ product_id: id, email });

      const restocked = await restock(store, id, 3);
      await restock(store, id, 0);
      await restock(store, id, 2);
      const sent = await backInStock(store, email);
      return {
        first,
        repeated,
        confirmation: {
          subject: confirmation?.subject,
          page: link.pathname,
          token: /^[\w-]{43}$/.test(token),
          mails: (await mailTo(store, email)).length - sent.length,
        },
        confirmed: { message: confirmed.message, product: confirmed.product_id === id },
        again,
        restocked: restocked.status,
        sent: sent.map((mail) => ({
          subject: mail.subject,
          link: /\/producto\/\S+(\n|$)/.test(mail.text),
        })),
        unconfirmed: (await backInStock(store, pending)).length,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        first: { message: STOCK_ALERT_MESSAGES.requested },
        repeated: { message: STOCK_ALERT_MESSAGES.requested },
        confirmation: {
          subject: 'Confirma tu aviso de «Nevera Aviso Contrato»',
          page: '/avisos/confirmar',
          token: true,
          mails: 1,
        },
        confirmed: { message: STOCK_ALERT_MESSAGES.confirmed, product: true },
        again: { status: 400, code: 'stock_alert_invalid_token' },
        restocked: 200,
        sent: [{ subject: '«Nevera Aviso Contrato» ya está disponible', link: true }],
        unconfirmed: 0,
      });
    },
  },
  {
    name: 'avisos de existencias: una variación agotada se pide por su id, y al reponerla el correo lleva a su producto con sus opciones',
    async observe(store) {
      const parent = idOf(store, TV);
      const id = idOf(store, `${TV}-65`);
      const stock = (units: number) =>
        store.raw('PUT', `wc/v3/products/${String(parent)}/variations/${String(id)}`, {
          auth: 'write',
          json: { stock_quantity: units },
        });
      const stockStatus = (answer: Awaited<ReturnType<typeof stock>>) => ({
        status: answer.status,
        stock_status: (answer.body as { stock_status?: unknown }).stock_status,
      });
      const soldOut = stockStatus(await stock(0));
      const email = newEmail(store, 'variacion');
      const guest = store.guest().client;
      const asked = await guest.stockAlerts.request({ product_id: id, email });
      const [confirmation] = await mailTo(store, email);
      const token = linkIn(confirmation?.text).searchParams.get('token') ?? '';
      const confirmed = await guest.stockAlerts.confirm(token);
      // Back to the seeded 3 units: the other cases see the TV as it was.
      const restocked = stockStatus(await stock(3));
      const sent = await backInStock(store, email);
      const link = linkIn(sent[0]?.text);
      const { slug } = await store.reader.products.get(parent);
      return {
        soldOut,
        asked,
        confirmation: confirmation?.subject,
        confirmed: confirmed.product_id === id,
        restocked,
        sent: sent.map((mail) => mail.subject),
        link: {
          page: link.pathname === `/producto/${slug}`,
          option: link.searchParams.get('pantalla'),
        },
      };
    },
    check(seen) {
      expect(seen).toEqual({
        soldOut: { status: 200, stock_status: 'outofstock' },
        asked: { message: STOCK_ALERT_MESSAGES.requested },
        confirmation: 'Confirma tu aviso de «Televisor Samsung Crystal UHD Smart TV - 65"»',
        confirmed: true,
        restocked: { status: 200, stock_status: 'instock' },
        sent: ['«Televisor Samsung Crystal UHD Smart TV - 65"» ya está disponible'],
        link: { page: true, option: '65"' },
      });
    },
  },
  {
    name: 'avisos de existencias: producto con existencias o desconocido y datos que no valen → 400 en español, sin correo',
    async observe(store) {
      const before = (await sentMail(store)).length;
      const address = freshAddress();
      const email = newEmail(store, 'rechazos');
      const id = await soldOutProduct(store, 'Nevera Aviso Repuesta');
      await restock(store, id, 4);
      const refusal = async (body: unknown) => {
        const answer = await ask(store, body, address);
        return { ...outcome(answer), message: (answer.body as { message?: unknown }).message };
      };
      return {
        inStock: await refusal({ product_id: id, email }),
        unknown: await refusal({ product_id: 987_654_321, email }),
        invalid: await refusal({ product_id: 'uno', email: 'no-es-correo' }),
        mailed: (await sentMail(store)).length - before,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        inStock: {
          status: 400,
          code: 'stock_alert_in_stock',
          message: STOCK_ALERT_MESSAGES.inStock,
        },
        unknown: {
          status: 400,
          code: 'stock_alert_unknown_product',
          message: STOCK_ALERT_MESSAGES.unknownProduct,
        },
        invalid: { status: 400, code: 'rest_invalid_param', message: STOCK_ALERT_MESSAGES.product },
        mailed: 0,
      });
    },
  },
  {
    name: 'avisos de existencias: más de 3 pedidos de un correo o de 10 desde una dirección en una hora → 429 con Retry-After',
    async observe(store) {
      const id = await soldOutProduct(store, 'Nevera Aviso Límite');
      const email = newEmail(store, 'limite');
      const byEmail: number[] = [];
      for (let sent = 0; sent <= STOCK_ALERT_LIMITS.requestsPerEmail; sent += 1)
        byEmail.push((await ask(store, { product_id: id, email }, freshAddress())).status);
      const address = freshAddress();
      const byAddress: number[] = [];
      let last;
      for (let sent = 0; sent <= STOCK_ALERT_LIMITS.requestsPerAddress; sent += 1) {
        last = await ask(
          store,
          { product_id: id, email: newEmail(store, `dir${String(sent)}`) },
          address,
        );
        byAddress.push(last.status);
      }
      const body = (last?.body ?? {}) as { message?: unknown };
      return {
        byEmail,
        byAddress,
        code: last === undefined ? undefined : outcome(last).code,
        retryAfter: Number(last?.headers.get('retry-after')) > 0,
        message:
          typeof body.message === 'string' &&
          body.message.startsWith('Recibimos varias solicitudes de aviso. Espera '),
        mails: (await mailTo(store, email)).length,
      };
    },
    check(seen) {
      expect(seen).toEqual({
        byEmail: [202, 202, 202, 429],
        byAddress: [...Array<number>(STOCK_ALERT_LIMITS.requestsPerAddress).fill(202), 429],
        code: 'rate_limited',
        retryAfter: true,
        message: true,
        mails: 3,
      });
    },
  },
  {
    name: 'avisos de existencias: las variantes con +etiqueta y puntos de un buzón cuentan como un correo (C3); el aviso va a la dirección escrita',
    async observe(store) {
      const id = await soldOutProduct(store, 'Nevera Aviso Buzón');
      const inbox = `rosa.tejada.${String(Date.now())}.${store.name}`;
      const gmail = [
        `${inbox}+neveras@gmail.com`,
        `${inbox.replaceAll('.', '')}+ofertas@googlemail.com`,
        `${inbox.replace('.', '')}@gmail.com`,
        `${inbox}+otra@gmail.com`,
      ];
      const hotmail = [`${inbox}+a@hotmail.com`, `${inbox}+b@hotmail.com`, `${inbox}@hotmail.com`];
      const asked = async (emails: string[]) => {
        const statuses: number[] = [];
        for (const email of emails)
          statuses.push((await ask(store, { product_id: id, email }, freshAddress())).status);
        return statuses;
      };
      const gmailAnswers = await asked(gmail);
      const hotmailAnswers = await asked([...hotmail, `${inbox}+c@hotmail.com`]);
      // Dots matter at Hotmail: another inbox, with its own count.
      const otherInbox = await asked([`${inbox.replaceAll('.', '')}@hotmail.com`]);
      const mailed = await Promise.all([...gmail, ...hotmail].map((email) => mailTo(store, email)));
      return {
        gmail: gmailAnswers,
        hotmail: hotmailAnswers,
        otherInbox,
        mailedAsTyped: mailed.map((mails) => mails.length),
      };
    },
    check(seen) {
      expect(seen).toEqual({
        gmail: [202, 202, 202, 429],
        hotmail: [202, 202, 202, 429],
        otherInbox: [202],
        mailedAsTyped: [1, 1, 1, 0, 1, 1, 1],
      });
    },
  },
  {
    name: 'A5: avisos de existencias: una variación de un producto sin publicar no acepta avisos ni manda correos; el aviso confirmado espera a que se publique',
    async observe(store) {
      const parent = idOf(store, TV);
      const id = idOf(store, `${TV}-50`);
      const route = `wc/v3/products/${String(parent)}/variations/${String(id)}`;
      const StockSchema = z.object({ stock_quantity: z.number() });
      const units = StockSchema.parse(
        (await store.raw('GET', route, { auth: 'write' })).body,
      ).stock_quantity;
      const stock = async (quantity: number) => {
        const answer = await store.raw('PUT', route, {
          auth: 'write',
          json: { stock_quantity: quantity },
        });
        if (answer.status !== 200) throw new Error(`${store.name}: stock ${String(answer.status)}`);
      };
      const waiting = newEmail(store, 'oculto');
      const refused = newEmail(store, 'oculto-nuevo');
      try {
        await stock(0);
        // Asked for and confirmed while the TV is on sale.
        await ask(store, { product_id: id, email: waiting }, freshAddress());
        const [confirmation] = await mailTo(store, waiting);
        const token = linkIn(confirmation?.text).searchParams.get('token') ?? '';
        await store.guest().client.stockAlerts.confirm(token);
        const hidden = await withTvAs(store, 'draft', async () => {
          const answer = await ask(store, { product_id: id, email: refused }, freshAddress());
          await stock(2);
          return {
            request: {
              ...outcome(answer),
              message: (answer.body as { message?: unknown }).message,
            },
            mailedWhileHidden: (await backInStock(store, waiting)).length,
          };
        });
        // On sale again, sold out and back: the alert kept its one mail for now.
        await stock(0);
        await stock(units);
        return {
          ...hidden,
          mailsToTheRefused: (await mailTo(store, refused)).length,
          mailedOnSale: (await backInStock(store, waiting)).map((mail) => mail.subject),
        };
      } finally {
        await stock(units);
      }
    },
    check(seen) {
      expect(seen).toEqual({
        request: {
          status: 400,
          code: 'stock_alert_unknown_product',
          message: STOCK_ALERT_MESSAGES.unknownProduct,
        },
        mailedWhileHidden: 0,
        mailsToTheRefused: 0,
        mailedOnSale: ['«Televisor Samsung Crystal UHD Smart TV - 50"» ya está disponible'],
      });
    },
  },
];
