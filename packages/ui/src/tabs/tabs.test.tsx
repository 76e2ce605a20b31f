import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.js';

const items = [
  { id: 'description', label: 'Descripción', content: <p>Inverter de bajo consumo.</p> },
  { id: 'specs', label: 'Especificaciones', content: <p>12,000 BTU, 220 V.</p> },
  { id: 'warranty', label: 'Garantía', content: <p>5 años en compresor.</p> },
];

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the visible panel', () => {
    render(<Tabs label="Detalles del producto" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Detalles del producto' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Descripción' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Descripción' })).toHaveTextContent(
      'Inverter de bajo consumo.',
    );
  });

  it('switches panels by click and by arrow keys', async () => {
    render(<Tabs label="Detalles del producto" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Especificaciones' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('12,000 BTU, 220 V.');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Garantía' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('5 años en compresor.');
  });
});
