import { isStoreApiError } from '@vitrina/api-client/errors';
import { messages } from '../copy/messages';
import { storeFieldReasons } from './form-values';
import { isShopFailure, ShopRefused } from './shop-api/shop-errors';

/** Why a form was not taken: the words above it, and each field's reason beside the field. */
export interface FormRefusal {
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * A failed send as every form shows it, whoever refused: the shop server's refusal or the
 * store's 4xx (through the api-client), each with its own Spanish words and reason per field;
 * a shop failure (down, our fault, no answer) in its own words; anything else as `fallback`.
 */
export function formRefusal(
  error: unknown,
  fallback: string = messages.storeUnreachable,
): FormRefusal {
  if (error instanceof ShopRefused) return { message: error.message, fields: error.fields };
  if (isStoreApiError(error) && error.status < 500) {
    return { message: error.message, fields: storeFieldReasons(error.data) };
  }
  return { message: isShopFailure(error) ? error.message : fallback, fields: {} };
}
