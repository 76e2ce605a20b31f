import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { addressWords, provinces } from '../test/support/address.js';
import { ADDRESS_PARTS, AddressFieldset } from './address-fieldset/address-fieldset.js';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs.js';
import { Button } from './button/button.js';
import { Checkbox } from './checkbox/checkbox.js';
import { DatePicker } from './date-picker/date-picker.js';
import { Dialog, DialogTrigger } from './dialog/dialog.js';
import { EmptyState } from './empty-state/empty-state.js';
import { Footer } from './footer/footer.js';
import { Header } from './header/header.js';
import { MaskedField } from './masked-field/masked-field.js';
import { Pagination } from './pagination/pagination.js';
import { ProductCard } from './product-card/product-card.js';
import { QuantityStepper } from './quantity-stepper/quantity-stepper.js';
import { RadioGroup } from './radio-group/radio-group.js';
import { Select } from './select/select.js';
import { Tabs } from './tabs/tabs.js';
import { TextField } from './text-field/text-field.js';

// axe-core on the rendered DOM. Colour contrast needs layout, which jsdom lacks: tokens.test.ts
// checks every colour pair instead. `region` is a page-level rule for the app's own axe runs.
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

const pages: [string, ReactElement][] = [
  [
    'Header',
    <Header
      logo="Vitrina"
      homeLabel="Vitrina, inicio"
      categories={[{ label: 'Aires acondicionados', href: '/aires-acondicionados' }]}
      search={{ action: '/resultados', placeholder: 'Buscar productos' }}
      account={{ href: '/perfil-usuario', label: 'Mi cuenta' }}
      cart={{ href: '/carrito-compras', count: 3 }}
    />,
  ],
  [
    'Footer',
    <Footer
      contact={{ title: 'Contacto', phone: '809-555-0123', email: 'ventas@vitrina.do' }}
      groups={[{ title: 'Políticas', links: [{ label: 'Garantía', href: '/politicas/g' }] }]}
      legal="© 2026 Vitrina"
    />,
  ],
  [
    'ProductCard',
    <ProductCard
      name="Aire 12,000 BTU"
      brand="Frío Caribe"
      href="/producto/aire"
      image={{ src: '/aire.webp', alt: '' }}
      regularCents={3_500_000}
      saleCents={2_999_900}
      formatPrice={(cents) => `${String(cents)} centavos`}
      badges={[{ label: 'Oferta', tone: 'sale' }]}
      addToCart={<Button>Añadir al carrito</Button>}
    />,
  ],
  [
    'form fields',
    <form>
      <TextField label="Nombre" isRequired />
      <MaskedField label="Cédula" mask="cedula" description="Sin guiones." />
      <Select
        label="Provincia"
        placeholder="Elige una provincia"
        options={[{ id: 'DN', label: 'Distrito Nacional' }]}
      />
      <RadioGroup label="Horario" options={[{ value: 'a', label: '9:00 AM - 12:00 PM' }]} />
      <Checkbox>Necesito comprobante fiscal</Checkbox>
      <QuantityStepper defaultValue={1} maxValue={99} />
      <DatePicker label="Fecha de entrega" wideScreenAbove={768} />
    </form>,
  ],
  [
    'address fieldset',
    <form>
      <AddressFieldset
        words={addressWords}
        provinces={provinces}
        name={(part) => `shipping.${part}`}
        parts={ADDRESS_PARTS}
        required={['street', 'city', 'province']}
        values={{}}
        errors={{ 'shipping.street': 'Escribe la dirección.' }}
        legend="Dirección de entrega"
      />
    </form>,
  ],
  [
    'navigation',
    <>
      <Breadcrumbs items={[{ label: 'Inicio', href: '/' }, { label: 'Ofertas' }]} />
      <Pagination page={2} pageCount={5} hrefForPage={(page) => `/ofertas?pagina=${page}`} />
      <Tabs label="Detalles" items={[{ id: 'd', label: 'Descripción', content: 'Texto' }]} />
      <EmptyState title="Sin resultados" />
    </>,
  ],
];

describe('accessibility (axe-core)', () => {
  it.each(pages)('%s has no axe violations', async (_name, element) => {
    render(element);
    expect(await violations()).toEqual([]);
  });

  it('an open dialog has no axe violations', async () => {
    render(
      <DialogTrigger>
        <Button>Vaciar carrito</Button>
        <Dialog title="¿Vaciar el carrito?">Se quitarán todos los productos.</Dialog>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    expect(await violations()).toEqual([]);
  });
});
