import {
  CustomerAddressFormSchema,
  DOMINICAN_PROVINCES,
  type CustomerAddress,
  type Customer,
} from '@vitrina/core';
import { Form } from '@vitrina/ui/form';
import { MaskedField } from '@vitrina/ui/masked-field';
import { Select } from '@vitrina/ui/select';
import { TextField } from '@vitrina/ui/text-field';
import type { ToastQueue } from '@vitrina/ui/toast';
import * as z from 'zod';
import { NameFields } from '../../lib/customer-fields';
import { RefusalNote } from '../../lib/refusal-note';
import { SubmitButton } from '../../lib/submit-button';
import { useAccountUpdate } from './use-account-update';

const PROVINCES = Object.entries(DOMINICAN_PROVINCES)
  .map(([id, label]) => ({ id, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

/** Each address form sends itself under its own name: `/api/cuenta`'s `billing` or `shipping`. */
const schemas = {
  billing: z.object({ billing: CustomerAddressFormSchema }),
  shipping: z.object({ shipping: CustomerAddressFormSchema.omit({ email: true }) }),
};

const titles = { billing: 'Dirección de facturación', shipping: 'Dirección de entrega' } as const;

/**
 * One of the customer's addresses (spec §3 billingAddress / shippingAddress): names, company,
 * street, sector, city, province (`DO-xx`), postal code, phone, e-mail for billing, and the
 * reference the delivery team reads.
 */
export function AddressForm({
  kind,
  account,
  token,
  toasts,
}: {
  kind: 'billing' | 'shipping';
  account: Customer;
  token: string;
  toasts: ToastQueue;
}) {
  const form = useAccountUpdate({
    token,
    schema: schemas[kind],
    toasts,
    saved: `Guardamos tu ${titles[kind].toLowerCase()}.`,
  });
  const address: CustomerAddress = account[kind];
  const reference = account.meta[`${kind}_reference`];
  const name = (field: string) => `${kind}.${field}`;
  const field = { isDisabled: form.busy };
  const headingId = `direccion-${kind}`;
  const provinceError = form.fieldErrors[name('state')];
  return (
    <Form
      onSubmit={form.onSubmit}
      validationErrors={form.fieldErrors}
      validationBehavior="aria"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {titles[kind]}
      </h2>
      <RefusalNote message={form.failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          name={name}
          defaultValues={{
            first_name: address.first_name || account.first_name,
            last_name: address.last_name || account.last_name,
          }}
          {...field}
        />
        <TextField
          name={name('address_1')}
          label="Dirección"
          description="Calle, número, edificio o apartamento."
          autoComplete="address-line1"
          defaultValue={address.address_1}
          className="sm:col-span-2"
          isRequired
          {...field}
        />
        <TextField
          name={name('address_2')}
          label="Sector"
          defaultValue={address.address_2}
          isRequired
          {...field}
        />
        <TextField
          name={name('city')}
          label="Ciudad o municipio"
          autoComplete="address-level2"
          defaultValue={address.city}
          isRequired
          {...field}
        />
        <Select
          name={name('state')}
          label="Provincia"
          placeholder="Elige la provincia"
          options={PROVINCES}
          defaultValue={address.state in DOMINICAN_PROVINCES ? address.state : null}
          isRequired
          isInvalid={provinceError !== undefined}
          {...(provinceError === undefined ? {} : { errorMessage: provinceError })}
          {...field}
        />
        <TextField
          name={name('postcode')}
          label="Código postal"
          description="Opcional, 5 dígitos."
          autoComplete="postal-code"
          inputMode="numeric"
          defaultValue={address.postcode}
          {...field}
        />
        <MaskedField
          name={name('phone')}
          mask="phone"
          label="Teléfono de contacto"
          description="Opcional."
          defaultValue={address.phone}
          {...field}
        />
        {kind === 'billing' ? (
          <TextField
            name={name('email')}
            type="email"
            label="Correo para la factura"
            description="Opcional."
            autoComplete="email"
            defaultValue={address.email}
            {...field}
          />
        ) : null}
        <TextField
          name={name('company')}
          label="Empresa"
          description="Opcional."
          autoComplete="organization"
          defaultValue={address.company}
          {...field}
        />
        <TextField
          name={name('reference')}
          label="Referencia"
          description="Cómo llegar: «frente al colmado…»."
          defaultValue={reference}
          className="sm:col-span-2"
          {...field}
        />
      </div>
      <SubmitButton busy={form.busy} busyLabel="Guardando…" className="self-start">
        {`Guardar ${titles[kind].toLowerCase()}`}
      </SubmitButton>
    </Form>
  );
}
