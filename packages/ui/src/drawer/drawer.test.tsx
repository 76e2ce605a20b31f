import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button.js';
import { Drawer, DialogTrigger } from './drawer.js';

function Menu({ side }: { side?: 'left' | 'right' }) {
  return (
    <DialogTrigger>
      <Button>Menú</Button>
      <Drawer title="Categorías" {...(side ? { side } : {})}>
        <a href="/ofertas">Ofertas</a>
      </Drawer>
    </DialogTrigger>
  );
}

describe('Drawer', () => {
  it('opens as a modal dialog named by its title with its content', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    const drawer = screen.getByRole('dialog', { name: 'Categorías' });
    expect(drawer).toContainElement(screen.getByRole('link', { name: 'Ofertas' }));
  });

  it('closes with Escape and gives focus back to its trigger', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Menú' })).toHaveFocus();
    });
  });

  it('slides from the side it is given', async () => {
    render(<Menu side="right" />);
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    const panel = screen.getByRole('dialog').parentElement;
    expect(panel).toHaveClass('right-0');
  });
});
