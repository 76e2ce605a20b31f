import { useQuery } from '@tanstack/react-query';
import { SkeletonText } from '@vitrina/ui/skeleton';
import type { ToastQueue } from '@vitrina/ui/toast';
import { useEffect, type ReactNode } from 'react';
import { messages } from '../../copy/messages';
import { RetryNote } from '../../lib/retry-note';
import { ShopRefused } from '../../lib/shop-api/shop-errors';
import { accountQueryOptions } from './account.queries';
import { AddressForm } from './address-form';
import { OrderHistory } from './order-history';
import { PersonalDataForm } from './personal-data-form';

const card = 'rounded-card border border-border bg-surface p-4 sm:p-6';

/**
 * `/perfil-usuario`: personal data, the billing and delivery addresses, the orders, and the
 * password change and logout the route hands in. A token the shop server refuses ends the
 * session (spec §8).
 */
export function ProfilePage({
  token,
  toasts,
  password,
  logout,
  onSessionExpired,
}: {
  token: string;
  toasts: ToastQueue;
  password: ReactNode;
  logout: ReactNode;
  onSessionExpired: () => void;
}) {
  const account = useQuery(accountQueryOptions(token));
  const expired = account.error instanceof ShopRefused && account.error.status === 401;
  useEffect(() => {
    if (expired) onSessionExpired();
  }, [expired, onSessionExpired]);

  return (
    <div className="flex flex-col gap-6">
      {account.isPending ? <SkeletonText lines={6} /> : null}
      {account.isError && !expired ? (
        <RetryNote
          message={account.error.message || messages.storeUnreachable}
          onRetry={() => void account.refetch()}
        />
      ) : null}
      {account.data ? (
        <>
          <div className={card}>
            <PersonalDataForm account={account.data} token={token} toasts={toasts} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <div className={card}>
              <AddressForm kind="billing" account={account.data} token={token} toasts={toasts} />
            </div>
            <div className={card}>
              <AddressForm kind="shipping" account={account.data} token={token} toasts={toasts} />
            </div>
          </div>
        </>
      ) : null}
      <div className={card}>
        <OrderHistory token={token} />
      </div>
      <div className={card}>{password}</div>
      <div>{logout}</div>
    </div>
  );
}
