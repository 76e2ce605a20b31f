import type { WcOrderLineItem } from '@vitrina/api-client/orders';
import { z } from 'zod';

/** What WooCommerce adds to a variation's line: its product's name and its options as meta. */
const VariationLineSchema = z.object({
  parent_name: z.string().nullable().optional(),
  meta_data: z.array(
    z.looseObject({
      key: z.string(),
      display_key: z.string().optional(),
      display_value: z.unknown().optional(),
    }),
  ),
});

/**
 * An order line's name as the shop shows it: a variation's names its options,
 * «Televisor Samsung Crystal UHD — Tamaño de pantalla: 55"» (issue 29); any other line keeps
 * the store's name. WooCommerce's own name («… - 55"») is the fallback.
 */
export function orderLineName(line: WcOrderLineItem): string {
  if (line.variation_id <= 0) return line.name;
  const parsed = VariationLineSchema.safeParse(line);
  if (!parsed.success) return line.name;
  const options = parsed.data.meta_data
    .filter((entry) => !entry.key.startsWith('_') && typeof entry.display_value === 'string')
    .map((entry) => `${entry.display_key ?? entry.key}: ${String(entry.display_value)}`);
  if (options.length === 0) return line.name;
  const product = parsed.data.parent_name || line.name.split(' - ')[0] || line.name;
  return `${product} — ${options.join(', ')}`;
}
