import { formatMoney } from '@vitrina/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardPrice, priceText, ProductPrice } from './product-price';

const tv = { regularCents: 2_990_000, saleCents: undefined, hasOptions: true };
const fridge = { regularCents: 4_500_000, saleCents: 3_999_900, hasOptions: false };

describe('a product’s price in the catalogue', () => {
  it('says «Desde» before a product with options, priced by its cheapest option', () => {
    expect(cardPrice(tv)).toEqual({ regularCents: 2_990_000, pricePrefix: 'Desde' });
    expect(priceText(tv)).toBe(`Desde ${formatMoney(2_990_000)}`);
    const { container } = render(<ProductPrice product={tv} />);
    expect(container).toHaveTextContent(`Desde ${formatMoney(2_990_000)}`);
  });

  it('shows a product sold as it is with its sale, and no «Desde»', () => {
    expect(cardPrice(fridge)).toEqual({ regularCents: 4_500_000, saleCents: 3_999_900 });
    expect(priceText(fridge)).toBe(formatMoney(3_999_900));
    const { container } = render(<ProductPrice product={fridge} />);
    expect(container).not.toHaveTextContent('Desde');
    expect(container).toHaveTextContent(`Precio de oferta: ${formatMoney(3_999_900)}`);
  });
});
