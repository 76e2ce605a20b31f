import { useQuery } from '@tanstack/react-query';
import { Button } from '@vitrina/ui/button';
import { SkeletonText } from '@vitrina/ui/skeleton';
import type { ToastQueue } from '@vitrina/ui/toast';
import { useEffect, type ReactNode } from 'react';
import { messages } from '../../copy/messages';
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
        <div role="alert" className="rounded-control border-l-4 border-danger bg-danger-soft p-3">
          <p>{account.error.message || messages.storeUnreachable}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onPress={() => void account.refetch()}
          >
            {messages.retry}
          </Button>
        </div>
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
