import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.js';

const format = (cents: number) => `${String(cents)} centavos`;

describe('Price', () => {
  it('shows the regular price alone when there is no sale (sale 0)', () => {
    const { container } = render(<Price regularCents={2_500_000} saleCents={0} format={format} />);
    expect(container).toHaveTextContent(/^2500000 centavos$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows the sale price and the regular one struck through, each labelled', () => {
    const { container } = render(
      <Price regularCents={2_500_000} saleCents={1_999_900} format={format} />,
    );
    expect(container).toHaveTextContent(
      'Precio de oferta: 1999900 centavos Precio anterior: 2500000 centavos',
    );
    expect(container.querySelector('s')).toHaveTextContent('Precio anterior: 2500000 centavos');
  });

  it('ignores a sale price that is not below the regular price', () => {
    const { container } = render(
      <Price regularCents={1_000_000} saleCents={1_200_000} format={format} />,
    );
    expect(container).toHaveTextContent(/^1000000 centavos$/);
  });

  it('uses the labels it is given', () => {
    render(
      <Price
        regularCents={500}
        saleCents={300}
        format={format}
        saleLabel="Ahora"
        regularLabel="Antes"
      />,
    );
    expect(screen.getByText('300 centavos')).toHaveTextContent('Ahora: 300 centavos');
    expect(screen.getByText('500 centavos')).toHaveTextContent('Antes: 500 centavos');
  });

  it('puts the words it is given before the price, on sale or not', () => {
    const { container, rerender } = render(
      <Price regularCents={2_990_000} format={format} prefix="Desde" />,
    );
    expect(container).toHaveTextContent(/^Desde 2990000 centavos$/);
    rerender(
      <Price regularCents={2_990_000} saleCents={2_790_000} format={format} prefix="Desde" />,
    );
    expect(container).toHaveTextContent(/^Desde Precio de oferta: 2790000 centavos/);
  });
});
