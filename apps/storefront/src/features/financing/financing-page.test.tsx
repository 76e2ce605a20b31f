import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FINANCING_MESSAGES, formatMoney } from '@vitrina/core';
import { describe, expect, it, vi } from 'vitest';
import { FinancingPage } from './financing-page';
import type { FinancingSearch } from './financing-search';

vi.mock('../../lib/router-link', () => ({
  RouterLink: ({ href, ...props }: { href: string }) => <a href={href} {...props} />,
}));

function renderPage(search: FinancingSearch) {
  const onCalculate = vi.fn();
  render(<FinancingPage search={search} onCalculate={onCalculate} />);
  return onCalculate;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('FinancingPage', () => {
  it('answers bad fields from the URL in Spanish, in place, and shows no instalment', () => {
    renderPage({ monto: 'mucho', tasa: '120', meses: '0' });
    expect(field(/Monto a financiar/)).toHaveAccessibleDescription(
      expect.stringContaining(FINANCING_MESSAGES.amount),
    );
    expect(field(/Tasa anual/)).toHaveAccessibleDescription(FINANCING_MESSAGES.rate);
    expect(field(/Plazo/)).toHaveAccessibleDescription(FINANCING_MESSAGES.months);
    expect(screen.queryByTestId('cuota-mensual')).toBeNull();
  });

  it('shows the instalment and each plan for an amount from a product page', () => {
    renderPage({ monto: '100000', tasa: '12', meses: '12' });
    // 100,000 × 0.01 / (1 − 1.01^−12) = 8,884.88
    expect(screen.getByTestId('cuota-mensual')).toHaveTextContent(formatMoney(888_488));
    const zeroRate = screen.getByRole('row', { name: /Banco Popular/ });
    expect(within(zeroRate).getByText('Sin intereses')).toBeVisible();
    expect(within(zeroRate).getByText(formatMoney(1_666_667))).toBeVisible();
  });

  it('names the minimum of a plan the amount does not reach', () => {
    renderPage({ monto: '12000' });
    expect(screen.getByRole('row', { name: /Crédito Vitrina/ })).toHaveTextContent(
      `Monto mínimo ${formatMoney(2_500_000)}`,
    );
    expect(field(/Tasa anual/)).toHaveValue('18');
  });

  it('puts the typed fields in the URL', async () => {
    const onCalculate = renderPage({});
    await userEvent.type(field(/Monto a financiar/), '35,000');
    await userEvent.click(screen.getByRole('button', { name: 'Calcular cuota' }));
    expect(onCalculate).toHaveBeenCalledWith({ monto: '35,000', tasa: 18, meses: 24 });
  });
});
