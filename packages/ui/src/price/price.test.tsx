import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDop, Price } from './price.js';

describe('formatDop', () => {
  it('formats integer cents as Dominican pesos', () => {
    expect(formatDop(1_234_550)).toBe('RD$12,345.50');
    expect(formatDop(0)).toBe('RD$0.00');
  });
});

describe('Price', () => {
  it('shows the regular price alone when there is no sale (sale 0)', () => {
    const { container } = render(<Price regularCents={2_500_000} saleCents={0} />);
    expect(container).toHaveTextContent(/^RD\$25,000\.00$/);
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows the sale price and the regular one struck through, each labelled', () => {
    const { container } = render(<Price regularCents={2_500_000} saleCents={1_999_900} />);
    expect(container).toHaveTextContent(
      'Precio de oferta: RD$19,999.00 Precio anterior: RD$25,000.00',
    );
    expect(container.querySelector('s')).toHaveTextContent('Precio anterior: RD$25,000.00');
  });

  it('ignores a sale price that is not below the regular price', () => {
    const { container } = render(<Price regularCents={1_000_000} saleCents={1_200_000} />);
    expect(container).toHaveTextContent(/^RD\$10,000\.00$/);
  });

  it('uses the formatter and labels it is given', () => {
    render(
      <Price
        regularCents={500}
        saleCents={300}
        format={(cents) => `${cents} centavos`}
        saleLabel="Ahora"
        regularLabel="Antes"
      />,
    );
    expect(screen.getByText('300 centavos')).toHaveTextContent('Ahora: 300 centavos');
    expect(screen.getByText('500 centavos')).toHaveTextContent('Antes: 500 centavos');
  });
});
