import { formatMoney } from '@vitrina/core';
import { Checkbox } from '@vitrina/ui/checkbox';
import { RadioGroup } from '@vitrina/ui/radio-group';
import { BulkyDeliveryFields } from './bulky-delivery-fields';
import type { StepViewProps } from './checkout-fields';
import { DeliverySchedule, type LoadAgenda } from './delivery-schedule';
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

/** The methods of the province's zone, the day and window from the agenda, the crew's details. */
export function DeliveryStep({
  draft,
  errors,
  update,
  options,
  province,
  loadAgenda,
}: StepViewProps & {
  draft: CheckoutDraft;
  options: readonly ShippingOption[];
  province: string;
  loadAgenda: LoadAgenda;
}) {
  const methodError = errors['shipping_address.method_id'];
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
      <DeliverySchedule
        province={province}
        date={draft.date}
        schedule={draft.schedule}
        errors={errors}
        update={update}
        loadAgenda={loadAgenda}
      />
      <BulkyDeliveryFields value={draft.bulky_delivery} errors={errors} update={update} />
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
