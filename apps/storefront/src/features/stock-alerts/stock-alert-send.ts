import { EmailSchema } from '@vitrina/core';
import * as z from 'zod';
import type { StoreLoader } from '../../lib/api';
import { formRefusal } from '../../lib/form-refusal';
import { readForm } from '../../lib/form-values';
import { requestStockAlert } from './stock-alerts-api';

const AlertFormSchema = z.object({ email: EmailSchema });

/** What became of a sent alert form: the store's confirmation, or why not, field by field. */
export type AlertSent =
  | { ok: true; message: string }
  | { ok: false; message: string | null; fields: Readonly<Record<string, string>> };

/**
 * Reads the form with core's e-mail rule and asks the store. Loaded when the shopper sends the
 * form, with zod and the refusal's schemas: a sold-out product's first load runs none of them.
 */
export async function sendStockAlert(
  store: StoreLoader,
  productId: number,
  form: FormData,
): Promise<AlertSent> {
  const reading = readForm(AlertFormSchema, form);
  if (!reading.ok) return { ok: false, message: null, fields: reading.errors };
  try {
    const answer = await requestStockAlert(store, {
      product_id: productId,
      email: reading.value.email,
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    return { ok: false, ...formRefusal(error) };
  }
}
