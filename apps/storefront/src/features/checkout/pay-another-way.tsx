import { useMutation, useQuery } from '@tanstack/react-query';
import { paysOnGatewayPage } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { RadioGroup } from '@vitrina/ui/radio-group';
import { useState } from 'react';
import {
  ConfirmedOrderSchema,
  GatewaysSchema,
  type ConfirmedOrder,
} from '../../lib/shop-api/checkout';
import type { PaymentChoice } from '../../lib/shop-api/checkout-request';
import { shopCall } from '../../lib/shop-api/shop-client';

async function offlineGateways(signal: AbortSignal) {
  const gateways = await shopCall({ path: 'pedidos/pagos', answer: GatewaysSchema, signal });
  return gateways.filter((gateway) => !paysOnGatewayPage(gateway.id));
}

/**
 * «Elegir otro método de pago» after a declined or abandoned card: the same order moves to bank
 * transfer or cash on delivery (never a second order); `onChanged` receives the order's answer.
 */
export function PayAnotherWay({
  orderId,
  orderKey,
  token,
  onChanged,
}: {
  orderId: number;
  orderKey: string;
  /** The signed-in customer's token: their own order's answer keeps its address (D5). */
  token: string | null;
  onChanged: (order: ConfirmedOrder) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const gateways = useQuery({
    queryKey: ['checkout', 'offline-gateways'],
    queryFn: ({ signal }) => offlineGateways(signal),
  });
  const change = useMutation({
    mutationFn: (gateway: string) => {
      const body: PaymentChoice = { payment_method: gateway };
      return shopCall({
        method: 'POST',
        path: `pedidos/${String(orderId)}/pago`,
        query: { clave: orderKey },
        caller: { token },
        body,
        answer: ConfirmedOrderSchema,
      });
    },
    onSuccess: onChanged,
  });
  if (gateways.data === undefined || gateways.data.length === 0) return null;
  return (
    <section aria-labelledby="otro-metodo" className="flex flex-col gap-3">
      <h2 id="otro-metodo" className="text-xl font-bold">
        O paga de otra forma
      </h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen !== null) change.mutate(chosen);
        }}
      >
        <RadioGroup
          label="Otro método de pago"
          options={gateways.data.map((gateway) => ({
            value: gateway.id,
            label: gateway.title,
            detail: gateway.description,
          }))}
          value={chosen}
          onChange={setChosen}
          isRequired
        />
        {change.isError ? <p role="alert">{change.error.message}</p> : null}
        <div>
          <Button
            type="submit"
            variant="secondary"
            isDisabled={chosen === null}
            isPending={change.isPending}
          >
            Pagar de esta forma
          </Button>
        </div>
      </form>
    </section>
  );
}
