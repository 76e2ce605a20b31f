import { DELIVERY_SCHEDULES, deliveryWindow, formatMoney } from '@vitrina/core';
import { useState } from 'react';
import { Checkbox } from '@vitrina/ui/checkbox';
import { DatePicker } from '@vitrina/ui/date-picker';
import { RadioGroup } from '@vitrina/ui/radio-group';
import type { StepViewProps } from './checkout-fields';
import {
  rateId,
  type CheckoutDraft,
  type PaymentOption,
  type ShippingOption,
} from './checkout-steps';

const costLabel = (option: ShippingOption): string => {
  if (option.minimum > 0) return `Gratis en pedidos desde ${formatMoney(option.minimum)}`;
  return option.cost === 0 ? 'Gratis' : formatMoney(option.cost);
};

/** The methods of the province's zone, the date and the window (issue 17 adds slots here). */
export function DeliveryStep({
  draft,
  errors,
  update,
  options,
}: StepViewProps & { draft: CheckoutDraft; options: readonly ShippingOption[] }) {
  const [window] = useState(() => deliveryWindow(Date.now()));
  const methodError = errors['shipping_address.method_id'];
  const dateError = errors['date'];
  return (
    <div className="flex flex-col gap-6">
      <RadioGroup
        label="Método de envío"
        options={options.map((option) => ({
          value: rateId(option),
          label: option.title,
          detail: costLabel(option),
        }))}
        value={draft.shipping_address.method_id === '' ? null : draft.shipping_address.method_id}
        onChange={(method_id) => update({ shipping_address: { method_id } })}
        isRequired
        isInvalid={methodError !== undefined}
        {...(methodError === undefined ? {} : { errorMessage: methodError })}
      />
      <DatePicker
        label="Fecha de entrega"
        value={draft.date === '' ? null : draft.date}
        onChange={(date) => update({ date: date ?? '' })}
        minValue={window.first}
        maxValue={window.last}
        isRequired
        isInvalid={dateError !== undefined}
        {...(dateError === undefined ? {} : { errorMessage: dateError })}
      />
      <RadioGroup
        label="Horario de entrega"
        options={DELIVERY_SCHEDULES.map((schedule) => ({ value: schedule, label: schedule }))}
        value={draft.schedule}
        onChange={(schedule) => update({ schedule })}
      />
    </div>
  );
}

/** The store's gateways, and a deposit where the gateway takes one. */
export function PaymentStep({
  draft,
  errors,
  update,
  gateways,
}: StepViewProps & { draft: CheckoutDraft; gateways: readonly PaymentOption[] }) {
  const chosen = gateways.find((gateway) => gateway.id === draft.payment_method);
  const error = errors['payment_method'] ?? errors['isPartialPayment'];
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        label="Método de pago"
        options={gateways.map((gateway) => ({
          value: gateway.id,
          label: gateway.title,
          detail: gateway.description,
        }))}
        value={draft.payment_method === '' ? null : draft.payment_method}
        onChange={(payment_method) =>
          update({
            payment_method,
            isPartialPayment:
              draft.isPartialPayment &&
              gateways.some((g) => g.id === payment_method && g.allows_partial_payment),
          })
        }
        isRequired
        isInvalid={error !== undefined}
        {...(error === undefined ? {} : { errorMessage: error })}
      />
      {chosen?.allows_partial_payment ? (
        <Checkbox
          isSelected={draft.isPartialPayment}
          onChange={(isPartialPayment) => update({ isPartialPayment })}
        >
          Pagar un abono ahora y el resto al recibir
        </Checkbox>
      ) : null}
    </div>
  );
}
