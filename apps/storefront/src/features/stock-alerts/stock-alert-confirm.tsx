import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StoreLoader } from '../../lib/api';
import { formRefusal } from '../../lib/form-refusal';
import { RouterLink } from '../../lib/router-link';
import { confirmStockAlert } from './stock-alerts-api';

/**
 * Confirms the alert of the mailed link as soon as the page opens in a browser (a mail scanner
 * that fetches the link without running the page confirms nothing), and says what happened.
 */
export function StockAlertConfirm({ store, token }: { store: StoreLoader; token: string }) {
  const confirm = useMutation({ mutationFn: (value: string) => confirmStockAlert(store, value) });
  const { mutate } = confirm;
  useEffect(() => {
    mutate(token);
  }, [mutate, token]);

  if (confirm.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-card bg-success-soft p-5">
        <p className="text-lg font-semibold text-ink">Aviso confirmado</p>
        <p>{confirm.data.message}</p>
        <RouterLink href="/" className="self-start text-brand-700 underline">
          Seguir comprando
        </RouterLink>
      </div>
    );
  }
  if (confirm.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-card border-l-4 border-danger bg-danger-soft p-5"
      >
        <p>{formRefusal(confirm.error).message}</p>
        <RouterLink href="/" className="self-start text-brand-700 underline">
          Ir a la tienda
        </RouterLink>
      </div>
    );
  }
  return <p role="status">Confirmando tu aviso…</p>;
}
