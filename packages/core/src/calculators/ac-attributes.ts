/** A product attribute as WooCommerce lists it inside a product. */
export interface AttributeInput {
  readonly name: string;
  readonly options: readonly string[];
}

function numberOf(attributes: readonly AttributeInput[], name: RegExp): number | null {
  const option = attributes.find((attribute) => name.test(attribute.name))?.options[0];
  const digits = option?.replace(/[^\d.]/g, '');
  return digits ? Number(digits) : null;
}

/** An air conditioner's capacity in BTU/h from its «Capacidad (BTU)» attribute («12,000 BTU»). */
export function btuCapacityOf(attributes: readonly AttributeInput[]): number | null {
  const value = numberOf(attributes, /btu/i);
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/** An air conditioner's SEER from its «SEER» attribute. */
export function seerOf(attributes: readonly AttributeInput[]): number | null {
  const value = numberOf(attributes, /^seer$/i);
  return value !== null && value > 0 ? value : null;
}
