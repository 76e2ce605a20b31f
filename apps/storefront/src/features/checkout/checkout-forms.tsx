import { DOMINICAN_PROVINCES } from '@vitrina/core';
import { Checkbox } from '@vitrina/ui/checkbox';
import { Select } from '@vitrina/ui/select';
import { AddressPin, type CheckoutMap } from './address-pin';
import { CheckoutTextField, type StepViewProps } from './checkout-fields';
import type { CheckoutDraft } from './checkout-steps';

const PROVINCES = Object.entries(DOMINICAN_PROVINCES)
  .map(([id, label]) => ({ id, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es'));

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

/** Billing address with sector and reference; a different delivery address when asked. */
export function AddressStep({
  draft,
  errors,
  update,
  map,
}: StepViewProps & { draft: CheckoutDraft; map: CheckoutMap }) {
  const billing = draft.billing_address;
  const shipping = draft.shipping_address;
  const provinceError = errors['billing_address.state'];
  const shippingProvinceError = errors['shipping_address.state'];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckoutTextField
          name="billing_address.address"
          label="Dirección"
          autoComplete="address-line1"
          isRequired
          value={billing.address}
          errors={errors}
          onChange={(address) => update({ billing_address: { address } })}
        />
        <CheckoutTextField
          name="billing_address.sector"
          label="Sector"
          isRequired
          value={billing.sector}
          errors={errors}
          onChange={(sector) => update({ billing_address: { sector } })}
        />
        <CheckoutTextField
          name="billing_address.city"
          label="Ciudad o municipio"
          autoComplete="address-level2"
          isRequired
          value={billing.city}
          errors={errors}
          onChange={(city) => update({ billing_address: { city } })}
        />
        <Select
          label="Provincia"
          name="billing_address.state"
          placeholder="Elige una provincia"
          options={PROVINCES}
          value={billing.state === '' ? null : billing.state}
          onChange={(state) => update({ billing_address: { state: state ?? '' } })}
          isRequired
          isInvalid={provinceError !== undefined}
          {...(provinceError === undefined ? {} : { errorMessage: provinceError })}
        />
        <CheckoutTextField
          name="billing_address.postcode"
          label="Código postal (opcional)"
          autoComplete="postal-code"
          value={billing.postcode}
          errors={errors}
          onChange={(postcode) => update({ billing_address: { postcode } })}
        />
        <CheckoutTextField
          name="billing_address.reference"
          label="Referencia"
          description="Cómo llegar: «frente al colmado…»."
          value={billing.reference}
          errors={errors}
          onChange={(reference) => update({ billing_address: { reference } })}
        />
      </div>
      <Checkbox
        isSelected={draft.ship_to_different_address}
        onChange={(ship_to_different_address) => update({ ship_to_different_address })}
      >
        Entregar en otra dirección
      </Checkbox>
      {draft.ship_to_different_address ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <CheckoutTextField
            name="shipping_address.address"
            label="Dirección de entrega"
            isRequired
            value={shipping.address}
            errors={errors}
            onChange={(address) => update({ shipping_address: { address } })}
          />
          <CheckoutTextField
            name="shipping_address.city"
            label="Ciudad de entrega"
            isRequired
            value={shipping.city}
            errors={errors}
            onChange={(city) => update({ shipping_address: { city } })}
          />
          <Select
            label="Provincia de entrega"
            name="shipping_address.state"
            placeholder="Elige una provincia"
            options={PROVINCES}
            value={shipping.state === '' ? null : shipping.state}
            onChange={(state) => update({ shipping_address: { state: state ?? '' } })}
            isRequired
            isInvalid={shippingProvinceError !== undefined}
            {...(shippingProvinceError === undefined
              ? {}
              : { errorMessage: shippingProvinceError })}
          />
          <CheckoutTextField
            name="shipping_address.postcode"
            label="Código postal de entrega (opcional)"
            autoComplete="shipping postal-code"
            value={shipping.postcode}
            errors={errors}
            onChange={(postcode) => update({ shipping_address: { postcode } })}
          />
          <CheckoutTextField
            name="shipping_address.reference"
            label="Referencia de entrega"
            value={shipping.reference}
            errors={errors}
            onChange={(reference) => update({ shipping_address: { reference } })}
          />
        </div>
      ) : null}
      <AddressPin draft={draft} update={update} map={map} />
    </div>
  );
}
