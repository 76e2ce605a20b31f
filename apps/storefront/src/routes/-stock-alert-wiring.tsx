import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { WidgetLocale } from '@vitrina/ui/widget-locale';
import { useSyncExternalStore } from 'react';
import { accountQueryOptions } from '../features/account/account.queries';
import { StockAlertForm } from '../features/stock-alerts/stock-alert-form';
import { tabSession, tabStore } from '../lib/tab';
import { tabQueryClient } from '../lib/tab-query-client';

type SoldOutAlertProps = { product: { id: number; name: string } };

const subscribeSession = (listener: () => void) => tabSession().subscribe(listener);
const tokenOfTab = () => tabSession().snapshot().token;
const noToken = () => null;

/**
 * «Avísame cuando llegue» under a sold-out product's add button (issue 29), or a sold-out
 * variation's once chosen, with a signed-in customer's e-mail filled in once their account is
 * read. A widget of the product page's purchase island (decision 022): it brings the tab's query
 * client and the shop's locale.
 */
export function SoldOutAlert(props: SoldOutAlertProps) {
  return (
    <QueryClientProvider client={tabQueryClient()}>
      <WidgetLocale>
        <AlertWithEmail {...props} />
      </WidgetLocale>
    </QueryClientProvider>
  );
}

function AlertWithEmail({ product }: SoldOutAlertProps) {
  const token = useSyncExternalStore(subscribeSession, tokenOfTab, noToken);
  const account = useQuery({ ...accountQueryOptions(token ?? ''), enabled: token !== null });
  const email = account.data?.email;
  return (
    <StockAlertForm
      // Filled in when the account arrives: the field is the shopper's once shown. Another
      // variation chosen (issue 29) is another alert, asked afresh.
      key={`${String(product.id)}-${email ?? ''}`}
      store={tabStore()}
      productId={product.id}
      productName={product.name}
      defaultEmail={email}
    />
  );
}
