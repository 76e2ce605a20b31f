import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.js';
import type { LinkSlotProps } from '../link/link-component.js';
import { Link } from '../link/link.js';
import { UiProvider } from '../ui-provider/ui-provider.js';
import { ProductCard } from './product-card.js';

const withoutPicture = {
  name: 'Aire Inverter 12,000 BTU',
  href: '/producto/aire-inverter-12000',
  brand: 'Frío Caribe',
  regularCents: 3_500_000,
  formatPrice: (cents: number) => `${String(cents)} centavos`,
};
const card = {
  ...withoutPicture,
  image: { src: '/img/aire.webp', alt: 'Unidad interior blanca' },
};

describe('ProductCard', () => {
  it('links to the product by its name under a heading, with brand, picture and price', () => {
    render(<ProductCard {...card} />);
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 3, name: card.name });
    expect(within(heading).getByRole('link', { name: card.name })).toHaveAttribute(
      'href',
      card.href,
    );
    expect(within(article).getByText('Frío Caribe')).toBeVisible();
    expect(within(article).getByRole('img', { name: 'Unidad interior blanca' })).toHaveAttribute(
      'src',
      '/img/aire.webp',
    );
    expect(article).toHaveTextContent('3500000 centavos');
  });

  it('shows sale and out-of-stock badges and the sale price with the old one labelled', () => {
    render(
      <ProductCard
        {...card}
        saleCents={2_999_900}
        badges={[
          { label: 'Oferta', tone: 'sale' },
          { label: 'Agotado', tone: 'out-of-stock' },
        ]}
      />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByText('Oferta')).toBeVisible();
    expect(within(article).getByText('Agotado')).toBeVisible();
    expect(article).toHaveTextContent('Precio de oferta: 2999900 centavos');
    expect(article).toHaveTextContent('Precio anterior: 3500000 centavos');
  });

  it('puts the price prefix it is given before the price («Desde» for a product with options)', () => {
    render(<ProductCard {...card} pricePrefix="Desde" />);
    expect(screen.getByRole('article')).toHaveTextContent('Desde 3500000 centavos');
  });

  it('I1: a product name with markup is shown as text, and no element is injected', () => {
    render(<ProductCard {...withoutPicture} name="<img src=x onerror=alert(1)>Nevera" />);
    expect(screen.getByRole('link', { name: '<img src=x onerror=alert(1)>Nevera' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('keeps the add-to-cart control its own button, reachable after the link', async () => {
    const onAdd = vi.fn();
    render(
      <ProductCard {...card} addToCart={<Button onPress={onAdd}>Añadir al carrito</Button>} />,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: card.name })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Añadir al carrito' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('renders its link with the link component it is given', () => {
    function RouterLink({ href, children, className }: LinkSlotProps) {
      return (
        <a href={`#router${href}`} className={className} data-router="yes">
          {children}
        </a>
      );
    }
    render(<ProductCard {...card} linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: card.name })).toHaveAttribute('data-router', 'yes');
  });

  it('navigates through the app router with the package Link as its link component', async () => {
    const navigate = vi.fn();
    render(
      <UiProvider navigate={navigate}>
        <ProductCard {...card} linkComponent={(props) => <Link {...props} variant="plain" />} />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: card.name }));
    expect(navigate).toHaveBeenCalledWith(card.href, undefined);
  });
});
