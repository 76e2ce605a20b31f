// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge/badge.js';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs.js';
import { Button } from './button/button.js';
import { Checkbox } from './checkbox/checkbox.js';
import { DatePicker } from './date-picker/date-picker.js';
import { EmptyState } from './empty-state/empty-state.js';
import { Footer } from './footer/footer.js';
import { Header } from './header/header.js';
import { Icon } from './icon/icon.js';
import { Link } from './link/link.js';
import { MapView } from './map-view/map-view.js';
import { MaskedField } from './masked-field/masked-field.js';
import { Pagination } from './pagination/pagination.js';
import { Price } from './price/price.js';
import { ProductCard } from './product-card/product-card.js';
import { QuantityStepper } from './quantity-stepper/quantity-stepper.js';
import { RadioGroup } from './radio-group/radio-group.js';
import { SearchField } from './search-field/search-field.js';
import { Select } from './select/select.js';
import { Skeleton } from './skeleton/skeleton.js';
import { Tabs } from './tabs/tabs.js';
import { TextField } from './text-field/text-field.js';
import { createToastQueue, ToastRegion } from './toast/toast.js';
import { UiProvider } from './ui-provider/ui-provider.js';

// Public pages render on the server: no component may touch window, document or storage while
// rendering, and the HTML must already carry the text a crawler or a no-JS visitor needs.
const cases: [string, ReactElement, string][] = [
  ['Button', <Button>Comprar</Button>, 'Comprar'],
  ['Link', <Link href="/ofertas">Ofertas</Link>, 'href="/ofertas"'],
  ['TextField', <TextField label="Nombre" />, 'Nombre'],
  [
    'MaskedField',
    <MaskedField label="Cédula" mask="cedula" defaultValue="00112345678" />,
    '001-1234567-8',
  ],
  ['QuantityStepper', <QuantityStepper defaultValue={2} maxValue={99} />, 'Aumentar cantidad'],
  [
    'Select',
    <Select
      label="Provincia"
      placeholder="Elige una provincia"
      options={[{ id: 'DN', label: 'Distrito Nacional' }]}
    />,
    'Provincia',
  ],
  ['Checkbox', <Checkbox>Factura con RNC</Checkbox>, 'Factura con RNC'],
  [
    'RadioGroup',
    <RadioGroup label="Horario" options={[{ value: 'a', label: '9:00 AM - 12:00 PM' }]} />,
    '9:00 AM - 12:00 PM',
  ],
  ['SearchField', <SearchField label="Buscar" />, 'Buscar'],
  [
    'Tabs',
    <Tabs label="Detalles" items={[{ id: 'd', label: 'Descripción', content: 'Texto' }]} />,
    'Descripción',
  ],
  [
    'Breadcrumbs',
    <Breadcrumbs items={[{ label: 'Inicio', href: '/' }, { label: 'Ofertas' }]} />,
    'aria-current="page"',
  ],
  [
    'Pagination',
    <Pagination page={2} pageCount={3} hrefForPage={(page) => `/ofertas?pagina=${page}`} />,
    'Página 3',
  ],
  [
    'Price',
    <Price regularCents={100_000} saleCents={90_000} format={(cents) => `${String(cents)} c`} />,
    '90000 c',
  ],
  ['Badge', <Badge tone="sale">Oferta</Badge>, 'Oferta'],
  ['Skeleton', <Skeleton className="h-4" />, 'aria-hidden="true"'],
  ['EmptyState', <EmptyState title="Sin resultados" />, 'Sin resultados'],
  ['Icon', <Icon name="mini-split" label="Mini split" />, 'aria-label="Mini split"'],
  [
    'DatePicker',
    <DatePicker label="Fecha de entrega" defaultValue="2026-03-09" wideScreenAbove={768} />,
    'Fecha de entrega',
  ],
  [
    'ProductCard',
    <ProductCard
      name="Aire 12,000 BTU"
      href="/producto/aire"
      regularCents={3_500_000}
      formatPrice={(cents) => `${String(cents)} c`}
    />,
    '3500000 c',
  ],
  [
    'Header',
    <Header
      logo="Vitrina"
      homeLabel="Vitrina, inicio"
      categories={[{ label: 'Estufas', href: '/estufas' }]}
      search={{ action: '/resultados' }}
      account={{ href: '/perfil-usuario', label: 'Mi cuenta' }}
      cart={{ href: '/carrito-compras', count: 2 }}
    />,
    'Carrito, 2 artículos',
  ],
  [
    'MapView',
    <MapView
      provider={{ kind: 'tiles', tileUrl: 'https://t.example/{z}/{x}/{y}.png', attribution: '' }}
      center={{ lat: 18.47, lng: -69.94 }}
      label="Mapa"
      pinLabel="Vitrina"
    >
      Av. Winston Churchill
    </MapView>,
    'Av. Winston Churchill',
  ],
  [
    'Footer',
    <Footer groups={[{ title: 'Políticas', links: [{ label: 'Garantía', href: '/g' }] }]} />,
    'Garantía',
  ],
];

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof document).toBe('undefined');
  });

  it('leaves toasts to the client: the region renders nothing on the server', () => {
    const queue = createToastQueue();
    queue.add({ status: 'info', message: 'Producto añadido.' });
    expect(renderToString(<ToastRegion queue={queue} />)).toBe('');
  });

  it.each(cases)('%s renders to HTML with its text', (_name, element, expected) => {
    const html = renderToString(<UiProvider navigate={() => undefined}>{element}</UiProvider>);
    expect(html).toContain(expected);
  });
});
