import { formatCedula, formatRnc, ProfileUpdateSchema, type Customer } from '@vitrina/core';
import { Form } from '@vitrina/ui/form';
import { MaskedField } from '@vitrina/ui/masked-field';
import { TextField } from '@vitrina/ui/text-field';
import type { ToastQueue } from '@vitrina/ui/toast';
import { NameFields, PassportField } from '../../lib/customer-fields';
import { RefusalNote } from '../../lib/refusal-note';
import { SubmitButton } from '../../lib/submit-button';
import { useAccountUpdate } from './use-account-update';

/** The profile's personal data; the e-mail is the sign-in name and is not changed here. */
const PersonalDataSchema = ProfileUpdateSchema.omit({ email: true });

/** A stored number in the way its mask writes it (stored values are bare digits). */
const shown = (digits: string, format: (value: string) => string): string =>
  digits === '' ? '' : format(digits);

/** Names, phone, cédula, passport, RNC and trade name (spec §3 user). */
export function PersonalDataForm({
  account,
  token,
  toasts,
}: {
  account: Customer;
  token: string;
  toasts: ToastQueue;
}) {
  const form = useAccountUpdate({
    token,
    schema: PersonalDataSchema,
    toasts,
    saved: 'Guardamos tus datos personales.',
  });
  const field = { isDisabled: form.busy };
  const { meta } = account;
  return (
    <Form
      onSubmit={form.onSubmit}
      validationErrors={form.fieldErrors}
      validationBehavior="aria"
      aria-labelledby="datos-personales"
    >
      <h2 id="datos-personales" className="text-xl font-bold text-ink">
        Datos personales
      </h2>
      <p className="text-ink-muted">
        Correo electrónico: <strong className="break-all text-ink">{account.email}</strong>
      </p>
      <RefusalNote message={form.failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields defaultValues={account} {...field} />
        <MaskedField
          name="phone"
          mask="phone"
          label="Teléfono"
          description="809, 829 u 849 y 7 dígitos."
          defaultValue={meta.phone}
          isRequired
          {...field}
        />
        <MaskedField
          name="social_id"
          mask="cedula"
          label="Cédula"
          description="Opcional."
          defaultValue={shown(meta.social_id, formatCedula)}
          {...field}
        />
        <PassportField defaultValue={meta.passport} {...field} />
        <MaskedField
          name="rnc"
          mask="rnc"
          label="RNC"
          description="Opcional, para facturas con valor fiscal."
          defaultValue={shown(meta.rnc, formatRnc)}
          {...field}
        />
        <TextField
          name="trade_name"
          label="Razón social"
          description="Opcional, el nombre de la empresa en la factura."
          defaultValue={meta.trade_name}
          className="sm:col-span-2"
          {...field}
        />
      </div>
      <SubmitButton busy={form.busy} busyLabel="Guardando…" className="self-start">
        Guardar datos personales
      </SubmitButton>
    </Form>
  );
}
