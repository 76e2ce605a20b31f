import { useQuery } from '@tanstack/react-query';
import { BASIC_INSTALLATION_CATEGORY_ID, formatMoney, type CartItem } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { cartCopy } from '../../copy/cart';
import { useCartContext } from './cart-context';
import { installationServicesQueryOptions } from './installation.queries';
import type { useCart } from './use-cart';

type Cart = ReturnType<typeof useCart>;

/**
 * For an air conditioner in the cart (type "AC", spec §9), the installation services the shop
 * offers, each added with one press attached to that air conditioner's line: shown under it,
 * its quantity following it, removed with it (issue 29). Hidden once one is in the cart, or
 * when there are none.
 */
export function InstallationOffer({ cart }: { cart: Cart }) {
  const { store } = useCartContext();
  const items = cart.state.local_cart;
  const airConditioner = items.find((item) => item.type === 'AC' && item.installation_for === null);
  const services = useQuery({
    ...installationServicesQueryOptions(store),
    enabled: airConditioner !== undefined,
  });
  const inCart = (service: { id: number }) => items.some((item) => item.product_id === service.id);
  if (airConditioner === undefined || !services.data) return null;
  if (services.data.some(inCart)) return null;
  return (
    <OfferPanel airConditioner={airConditioner}>
      {services.data.map((service) => (
        <li key={service.id} className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm">
            {service.name}
            <span className="ml-2 font-semibold">
              {formatMoney(service.sale_cents ?? service.regular_cents)}
            </span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={cartCopy.installationAdd(service.name, airConditioner.name)}
            onPress={() => cart.addInstallation(service.product, airConditioner)}
          >
            {cartCopy.add}
          </Button>
        </li>
      ))}
    </OfferPanel>
  );
}

function OfferPanel({
  airConditioner,
  children,
}: {
  airConditioner: CartItem;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="oferta-instalacion"
      className="flex flex-col gap-2 rounded-card border border-brand-600 bg-brand-50 p-4"
      data-category={BASIC_INSTALLATION_CATEGORY_ID}
    >
      <h2 id="oferta-instalacion" className="font-semibold text-ink">
        {cartCopy.installationTitle}
      </h2>
      <p className="text-sm text-ink">{cartCopy.installationBody(airConditioner.name)}</p>
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}
