import { CustomerAddressFormSchema, type CustomerAddress, type Customer } from '@vitrina/core';
import type { AddressPart } from '@vitrina/ui/address-fieldset';
import { Form } from '@vitrina/ui/form';
import { MaskedField } from '@vitrina/ui/masked-field';
import { TextField } from '@vitrina/ui/text-field';
import type { ToastQueue } from '@vitrina/ui/toast';
import * as z from 'zod';
import { addressTitles } from '../../copy/address';
import { AddressFields } from '../../lib/address-fields';
import { NameFields } from '../../lib/customer-fields';
import { RefusalNote } from '../../lib/refusal-note';
import { SubmitButton } from '../../lib/submit-button';
import { useAccountUpdate } from './use-account-update';

/** A part of the address by its WooCommerce name (spec §3 billingAddress / shippingAddress). */
const ACCOUNT_FIELD: Record<AddressPart, string> = {
  street: 'address_1',
  sector: 'address_2',
  city: 'city',
  province: 'state',
  postcode: 'postcode',
  reference: 'reference',
};

/** Each address form sends itself under its own name: `/api/cuenta`'s `billing` or `shipping`. */
const schemas = {
  billing: z.object({ billing: CustomerAddressFormSchema }),
  shipping: z.object({ shipping: CustomerAddressFormSchema.omit({ email: true }) }),
};

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
    saved: `Guardamos tu ${addressTitles[kind].toLowerCase()}.`,
  });
  const address: CustomerAddress = account[kind];
  const reference = account.meta[`${kind}_reference`];
  const name = (field: string) => `${kind}.${field}`;
  const field = { isDisabled: form.busy };
  const headingId = `direccion-${kind}`;
  return (
    <Form
      onSubmit={form.onSubmit}
      validationErrors={form.fieldErrors}
      validationBehavior="aria"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {addressTitles[kind]}
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
      </div>
      <AddressFields
        name={(part) => name(ACCOUNT_FIELD[part])}
        values={{
          street: address.address_1,
          sector: address.address_2,
          city: address.city,
          province: address.state,
          postcode: address.postcode,
          reference,
        }}
        errors={form.fieldErrors}
        section={kind}
        isDisabled={form.busy}
      />
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
      <SubmitButton busy={form.busy} busyLabel="Guardando…" className="self-start">
        {`Guardar ${addressTitles[kind].toLowerCase()}`}
      </SubmitButton>
    </Form>
  );
}
