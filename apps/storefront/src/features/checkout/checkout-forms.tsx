import { ADDRESS_PARTS, type AddressPart } from '@vitrina/ui/address-fieldset';
import { Checkbox } from '@vitrina/ui/checkbox';
import { addressTitles } from '../../copy/address';
import { AddressFields } from '../../lib/address-fields';
import { AddressPin, type CheckoutMap } from './address-pin';
import { CheckoutTextField, type StepViewProps } from './checkout-fields';
import type { CheckoutDraft } from './checkout-steps';

/** Names, e-mail, phone and a cédula or passport. */
export function ContactStep({ draft, errors, update }: StepViewProps & { draft: CheckoutDraft }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CheckoutTextField
        name="first_name"
        label="Nombre"
        autoComplete="given-name"
        isRequired
        value={draft.first_name}
        errors={errors}
        onChange={(first_name) => update({ first_name })}
      />
      <CheckoutTextField
        name="last_name"
        label="Apellido"
        autoComplete="family-name"
        isRequired
        value={draft.last_name}
        errors={errors}
        onChange={(last_name) => update({ last_name })}
      />
      <CheckoutTextField
        name="email"
        type="email"
        label="Correo electrónico"
        autoComplete="email"
        isRequired
        value={draft.email}
        errors={errors}
        onChange={(email) => update({ email })}
      />
      <CheckoutTextField
        name="phone"
        type="tel"
        mask="phone"
        label="Teléfono"
        description="809, 829 u 849 y 7 dígitos."
        autoComplete="tel-national"
        isRequired
        value={draft.phone}
        errors={errors}
        onChange={(phone) => update({ phone })}
      />
      <CheckoutTextField
        name="social_id"
        mask="cedula"
        label="Cédula"
        description="11 dígitos, con o sin guiones."
        value={draft.social_id}
        errors={errors}
        onChange={(social_id) => update({ social_id })}
      />
      <CheckoutTextField
        name="passport"
        label="Pasaporte (si no tienes cédula)"
        value={draft.passport}
        errors={errors}
        onChange={(passport) => update({ passport })}
      />
    </div>
  );
}

/** A fiscal invoice (comprobante con valor fiscal) asks the company's RNC and trade name. */
export function FiscalStep({ draft, errors, update }: StepViewProps & { draft: CheckoutDraft }) {
  return (
    <div className="flex flex-col gap-4">
      <Checkbox isSelected={draft.is_fiscal} onChange={(is_fiscal) => update({ is_fiscal })}>
        Quiero comprobante fiscal (factura con RNC)
      </Checkbox>
      {draft.is_fiscal ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckoutTextField
            name="rnc"
            mask="rnc"
            label="RNC"
            description="9 dígitos, por ejemplo 1-01-85004-3."
            isRequired
            value={draft.rnc}
            errors={errors}
            onChange={(rnc) => update({ rnc })}
          />
          <CheckoutTextField
            name="trade_name"
            label="Razón social"
            autoComplete="organization"
            isRequired
            value={draft.trade_name}
            errors={errors}
            onChange={(trade_name) => update({ trade_name })}
          />
        </div>
      ) : (
        <p className="text-ink-muted">Si no lo necesitas, sigue al próximo paso.</p>
      )}
    </div>
  );
}

/** The checkout's name for each part of an address (spec §3 `billing_address`, `shipping_address`). */
const CHECKOUT_FIELD = {
  street: 'address',
  sector: 'sector',
  city: 'city',
  province: 'state',
  postcode: 'postcode',
  reference: 'reference',
} as const satisfies Record<AddressPart, string>;

/** The parts of a checkout address, read from the draft's own names. */
function partsOf(address: Partial<Record<(typeof CHECKOUT_FIELD)[AddressPart], string>>) {
  return Object.fromEntries(
    ADDRESS_PARTS.map((part) => [part, address[CHECKOUT_FIELD[part]] ?? '']),
  ) as Record<AddressPart, string>;
}

/** Billing address with sector and reference; a different delivery address when asked. */
export function AddressStep({
  draft,
  errors,
  update,
  map,
}: StepViewProps & { draft: CheckoutDraft; map: CheckoutMap }) {
  return (
    <div className="flex flex-col gap-4">
      <AddressFields
        name={(part) => `billing_address.${CHECKOUT_FIELD[part]}`}
        values={partsOf(draft.billing_address)}
        onChange={(part, value) => update({ billing_address: { [CHECKOUT_FIELD[part]]: value } })}
        errors={errors}
      />
      <Checkbox
        isSelected={draft.ship_to_different_address}
        onChange={(ship_to_different_address) => update({ ship_to_different_address })}
      >
        Entregar en otra dirección
      </Checkbox>
      {draft.ship_to_different_address ? (
        <AddressFields
          legend={addressTitles.shipping}
          withSector={false}
          name={(part) => `shipping_address.${CHECKOUT_FIELD[part]}`}
          values={partsOf(draft.shipping_address)}
          onChange={(part, value) =>
            update({ shipping_address: { [CHECKOUT_FIELD[part]]: value } })
          }
          errors={errors}
          section="shipping"
        />
      ) : null}
      <AddressPin draft={draft} update={update} map={map} />
    </div>
  );
}
