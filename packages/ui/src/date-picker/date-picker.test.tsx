import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePicker } from './date-picker.js';

function screenWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const threshold = Number(/width > (\d+)px/.exec(query)?.[1] ?? Number.NaN);
      return {
        matches: width > threshold,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DatePicker', () => {
  it('is a labelled group of es-DO date segments (day, month, year) typed from the keyboard', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Fecha de entrega" onChange={onChange} wideScreenAbove={768} />);
    const group = screen.getByRole('group', { name: 'Fecha de entrega' });
    const segments = within(group).getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.getAttribute('aria-label')?.slice(0, 3))).toEqual([
      'Día',
      'Mes',
      'Año',
    ]);
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard('25122026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-25');
  });

  it('shows the value it is given and its description', () => {
    render(
      <DatePicker
        wideScreenAbove={768}
        label="Fecha de instalación"
        description="Instalamos de lunes a sábado."
        defaultValue="2026-03-09"
      />,
    );
    const group = screen.getByRole('group', { name: 'Fecha de instalación' });
    const values = within(group)
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('aria-valuenow'));
    expect(values).toEqual(['9', '3', '2026']);
    expect(screen.getByText('Instalamos de lunes a sábado.')).toBeVisible();
  });

  it('on screens wider than 768 px opens the calendar in a popover and picks a day', async () => {
    screenWidth(1024);
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Fecha"
        defaultValue="2026-03-09"
        onChange={onChange}
        wideScreenAbove={768}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Abrir calendario/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('[data-layout]')).toHaveAttribute('data-layout', 'popover');
    expect(within(dialog).getByRole('grid')).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: /(^|\s)12 de marzo de 2026/ }),
    );
    expect(onChange).toHaveBeenLastCalledWith('2026-03-12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('at 768 px and below opens the calendar as a modal sheet, closed by Escape', async () => {
    screenWidth(768);
    render(<DatePicker label="Fecha" defaultValue="2026-03-09" wideScreenAbove={768} />);
    await userEvent.click(screen.getByRole('button', { name: /Abrir calendario/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('[data-layout]')).toHaveAttribute('data-layout', 'sheet');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses unavailable days and days before the minimum', async () => {
    screenWidth(1024);
    render(
      <DatePicker
        wideScreenAbove={768}
        label="Fecha"
        defaultValue="2026-03-09"
        minValue="2026-03-05"
        isDateUnavailable={(date) => date === '2026-03-15'}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Abrir calendario/ }));
    const grid = screen.getByRole('grid');
    expect(within(grid).getByRole('button', { name: /(^|\s)4 de marzo de 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(grid).getByRole('button', { name: /(^|\s)15 de marzo de 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says why a day is closed when the focus reaches it', async () => {
    screenWidth(1024);
    render(
      <DatePicker
        wideScreenAbove={768}
        label="Fecha"
        defaultValue="2026-03-14"
        isDateUnavailable={(date) => date === '2026-03-15'}
        describeDate={(date) =>
          date === '2026-03-15' ? 'No disponible: no entregamos los domingos.' : undefined
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Abrir calendario/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('No disponible: no entregamos los domingos.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.queryByText('No disponible: no entregamos los domingos.')).toBeNull();
  });
});
