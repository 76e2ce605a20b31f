import { useMutation, useQuery } from '@tanstack/react-query';
import { paysOnGatewayPage } from '@vitrina/core';
import { Button } from '@vitrina/ui/button';
import { RadioGroup } from '@vitrina/ui/radio-group';
import { useState } from 'react';
import * as z from 'zod';

const GatewaysSchema = z.array(
  z.object({ id: z.string(), title: z.string(), description: z.string() }),
);
const RefusalSchema = z.object({ message: z.string() });
const FAILED = 'No pudimos cambiar el método de pago. Inténtalo de nuevo.';

async function offlineGateways(signal: AbortSignal) {
  const response = await fetch('/api/pedidos/pagos', {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error('No pudimos cargar los métodos de pago.');
  return GatewaysSchema.parse(await response.json()).filter(
    (gateway) => !paysOnGatewayPage(gateway.id),
  );
}

/**
 * «Elegir otro método de pago» after a declined or abandoned card: the same order moves to bank
 * transfer or cash on delivery (never a second order); `onChanged` receives the order's answer.
 */
export function PayAnotherWay({
  orderId,
  orderKey,
  onChanged,
}: {
  orderId: number;
  orderKey: string;
  onChanged: (answer: unknown) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const gateways = useQuery({
    queryKey: ['checkout', 'offline-gateways'],
    queryFn: ({ signal }) => offlineGateways(signal),
  });
  const change = useMutation({
    mutationFn: async (gateway: string) => {
      const response = await fetch(
        `/api/pedidos/${String(orderId)}/pago?clave=${encodeURIComponent(orderKey)}`,
        {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ payment_method: gateway }),
        },
      );
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw new Error(RefusalSchema.safeParse(body).data?.message ?? FAILED);
      return body;
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
