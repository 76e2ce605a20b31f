// A line of a product with options (WooCommerce's variation) names the product and, apart, the
// options chosen, labelled: «Televisor Samsung Crystal UHD» with «Tamaño de pantalla: 55"»
// (issue 29). The cart, the checkout, the confirmation, the account and the invoice read both
// from here, whichever wire shape the line came in. No zod: a page showing a cart loads this.

/** One option of a line: its attribute's label and the option chosen. */
export interface LineOption {
  readonly label: string;
  readonly value: string;
}

/** A line's options as one text: `Capacidad: 18,000 BTU · Voltaje: 220 V`; `''` without any. */
export function lineOptionsText(options: readonly LineOption[]): string {
  return options.map((option) => `${option.label}: ${option.value}`).join(' · ');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The options of a CoCart v2 cart item: its `meta.variation`, label → option (`{"Tamaño de
 * pantalla": "55\""}`), as CoCart 4 sends it; a product sold as it is sends `[]`, and so gives
 * none. Options without a text (an attribute left as «any») are left out.
 */
export function cartLineOptions(line: { readonly meta?: unknown }): LineOption[] {
  const variation = isRecord(line.meta) ? line.meta['variation'] : undefined;
  if (!isRecord(variation)) return [];
  return Object.entries(variation).flatMap(([label, value]) =>
    typeof value === 'string' && value !== '' && label !== '' ? [{ label, value }] : [],
  );
}

/**
 * A cart line's product name and options. A variation's line is named by its product, CoCart's
 * `title` (its `name` and the variation's own name join the options, «… - 55"»); any other line
 * keeps `name`, the product's name as the caller read it.
 */
export function cartLineTitle(
  line: { readonly title?: string | undefined; readonly meta?: unknown },
  name: string,
): { name: string; options: LineOption[] } {
  const options = cartLineOptions(line);
  return { name: options.length > 0 && line.title ? line.title : name, options };
}

/** The fields of a WooCommerce order line that {@link orderLineTitle} reads. */
export interface OrderLineInput {
  readonly name: string;
  readonly variation_id?: number | undefined;
  /** The variable product's name on a variation's line (wc/v3), `null` on any other. */
  readonly parent_name?: string | null | undefined;
  readonly meta_data?: readonly unknown[] | undefined;
}

/**
 * An order line's product name and options. A variation's line keeps its options as `meta_data`
 * (`display_key` → `display_value`; keys starting with `_` are the store's own notes, such as
 * `_reduced_stock`) and its product's name as `parent_name`; WooCommerce's own line name joins
 * them («… - 55"»), so without `parent_name` the part before « - » is the product. Any other
 * line keeps its name and has no options.
 */
export function orderLineTitle(line: OrderLineInput): { name: string; options: LineOption[] } {
  if ((line.variation_id ?? 0) <= 0) return { name: line.name, options: [] };
  const options = (line.meta_data ?? []).flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const { key, display_key: label, display_value: value } = entry;
    if (typeof key !== 'string' || key.startsWith('_') || typeof value !== 'string') return [];
    return [{ label: typeof label === 'string' && label !== '' ? label : key, value }];
  });
  if (options.length === 0) return { name: line.name, options };
  const name = line.parent_name || line.name.split(' - ')[0] || line.name;
  return { name, options };
}
