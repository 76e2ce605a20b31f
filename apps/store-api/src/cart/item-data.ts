import { applianceKeyOf } from '@vitrina/core';
import { z } from 'zod';

/**
 * A line's custom item data as the embedded store keeps it: an object of short strings. CoCart
 * takes any JSON object; nested values are not kept here (the shop sends strings only).
 */
const ItemDataSchema = z.record(z.string().min(1).max(100), z.string().max(200));

/** Item data as kept on a line. */
export type ItemData = z.infer<typeof ItemDataSchema>;

/**
 * Reads an add-item's `item_data`: absent or `[]` (PHP's empty array) is none; anything but an
 * object of strings is undefined, which the route refuses as WordPress does a non-object.
 */
export function readItemData(value: unknown): ItemData | undefined {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return {};
  const parsed = ItemDataSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A line's stored item data (a JSON column the store itself writes). */
export function storedItemData(json: string): ItemData {
  return ItemDataSchema.parse(JSON.parse(json));
}

/** The item key of the appliance a stored line is an installation for, if any. */
export function storedApplianceKey(json: string): string | undefined {
  return applianceKeyOf(storedItemData(json));
}
