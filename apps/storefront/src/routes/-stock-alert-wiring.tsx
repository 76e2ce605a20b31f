import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { accountQueryOptions } from '../features/account/account.queries';
import { useCartIdentity } from '../features/cart/use-cart';
import type { ProductDetail } from '../features/catalog/product-view';
import { StockAlertForm } from '../features/stock-alerts/stock-alert-form';

/**
 * «Avísame cuando llegue» under a sold-out product's add button (issue 29), or a sold-out
 * variation's once chosen, with a signed-in customer's e-mail filled in once their account is read.
 */
export function SoldOutAlert({ product }: { product: ProductDetail }) {
  const { store } = useRouteContext({ from: '__root__' });
  const { token } = useCartIdentity();
  const account = useQuery({ ...accountQueryOptions(token ?? ''), enabled: token !== null });
  const email = account.data?.email;
  return (
    <StockAlertForm
      // Filled in when the account arrives: the field is the shopper's once shown. Another
      // variation chosen (issue 29) is another alert, asked afresh.
      key={`${String(product.id)}-${email ?? ''}`}
      store={store}
      productId={product.id}
      productName={product.name}
      defaultEmail={email}
    />
  );
}
