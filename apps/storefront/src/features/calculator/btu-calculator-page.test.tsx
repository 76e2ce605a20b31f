import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BTU_MESSAGES, formatMoney } from '@vitrina/core';
import { describe, expect, it, vi } from 'vitest';
import { BtuCalculatorPage } from './btu-calculator-page';
import type { CalculatorCatalogue } from './btu-units';
import type { CalculatorProduct } from './btu-matches';
import type { BtuSearch } from './btu-search';

vi.mock('../../lib/router-link', () => ({
  RouterLink: ({ href, ...props }: { href: string }) => <a href={href} {...props} />,
}));

function airConditioner(
  id: number,
  name: string,
  btu: string,
  seer: string,
  stockStatus: CalculatorProduct['stockStatus'],
  regularCents: number,
): CalculatorProduct {
  return {
    id,
    slug: `aire-${String(id)}`,
    name,
    regularCents,
    stockStatus,
    categoryIds: [193, 194],
    isService: false,
    attributes: [
      { name: 'Capacidad (BTU)', value: `${btu} BTU` },
      { name: 'SEER', value: seer },
    ],
  };
}

const installation: CalculatorProduct = {
  id: 90,
  slug: 'instalacion-18',
  name: 'Instalación básica de mini split 18,000 a 24,000 BTU',
  regularCents: 650_000,
  stockStatus: 'instock',
  categoryIds: [200],
  isService: true,
  attributes: [],
};

const catalogue: CalculatorCatalogue<CalculatorProduct> = {
  status: 'success',
  units: [
    airConditioner(
      1,
      'Mini split Gree 18,000 BTU agotado',
      '18,000',
      '16',
      'outofstock',
      3_000_000,
    ),
    airConditioner(2, 'Mini split LG inverter 18,000 BTU', '18,000', '22', 'instock', 4_500_000),
    airConditioner(3, 'Mini split Midea 12,000 BTU', '12,000', '16', 'instock', 2_000_000),
  ],
  installations: [installation],
};

function renderPage(search: BtuSearch) {
  const onCalculate = vi.fn();
  render(
    <BtuCalculatorPage
      search={search}
      onCalculate={onCalculate}
      catalogue={catalogue}
      addToCart={(product) => <button type="button">Agregar al carrito: {product.name}</button>}
    />,
  );
  return onCalculate;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('BtuCalculatorPage', () => {
  it('answers bad fields from the URL in Spanish, in place, and recommends nothing', () => {
    renderPage({ largo: '0', personas: 'muchas', horas: '30' });
    expect(field(/Largo/)).toHaveAccessibleDescription(BTU_MESSAGES.length);
    expect(field(/Personas/)).toHaveAccessibleDescription(BTU_MESSAGES.occupants);
    expect(field(/Horas/)).toHaveAccessibleDescription(BTU_MESSAGES.hours);
    expect(screen.queryByTestId('btu-necesarios')).toBeNull();
  });

  it('sizes a 4 m × 5 m sunny room and lists its units in stock first, with energy and installation', () => {
    renderPage({ largo: '4', ancho: '5', sol: 'sunny', personas: '2' });
    // 230 × 20 m² × 2.5 m × 1.1 + 476 × 2 = 13,602 → 13,700 BTU/h → an 18,000 BTU unit.
    expect(screen.getByTestId('btu-necesarios')).toHaveTextContent('13,700 BTU/h');
    const list = screen.getByRole('list', { name: 'Aires acondicionados de 18,000 BTU' });
    const units = [...list.children];
    expect(units).toHaveLength(2);
    expect(units[0]).toHaveTextContent('Mini split LG inverter 18,000 BTU');
    // 18,000 / 22 W × 8 h × 30 days = 196.4 kWh × RD$11.10
    expect(units[0]).toHaveTextContent(`${formatMoney(217_964)} (196.4 kWh)`);
    expect(units[0]).toHaveTextContent(installation.name);
    // The installation is offered by the cart, tied to the unit: no loose add here.
    expect(within(units[0] as HTMLElement).getAllByRole('button')).toHaveLength(1);
    expect(units[0]).toHaveTextContent('Agrégala desde el carrito, unida a este aire.');
    expect(units[1]).toHaveTextContent('Mini split Gree 18,000 BTU agotado');
  });

  it('puts the typed fields in the URL', async () => {
    const onCalculate = renderPage({});
    await userEvent.type(field(/Largo/), '4');
    await userEvent.type(field(/Ancho/), '5');
    await userEvent.click(screen.getByRole('radio', { name: 'Mucho sol' }));
    await userEvent.click(screen.getByRole('button', { name: 'Calcular BTU' }));
    expect(onCalculate).toHaveBeenCalledWith({
      largo: 4,
      ancho: 5,
      altura: 2.5,
      sol: 'sunny',
      personas: 2,
      horas: 8,
      kwh: 11.1,
    });
  });
});
