import {
  BUILDING_ACCESS,
  BUILDING_ACCESS_LABELS,
  type BuildingAccess,
  type BulkyDelivery,
} from '@vitrina/core';
import { Checkbox } from '@vitrina/ui/checkbox';
import { RadioGroup } from '@vitrina/ui/radio-group';
import { CheckoutTextField, type StepViewProps } from './checkout-fields';

const ACCESS = BUILDING_ACCESS.map((value) => ({ value, label: BUILDING_ACCESS_LABELS[value] }));

const isAccess = (value: string): value is BuildingAccess =>
  ACCESS.some((option) => option.value === value);

/** What the crew needs for a bulky delivery: floor, elevator or stairs, who receives, haul-away. */
export function BulkyDeliveryFields({
  value,
  errors,
  update,
}: StepViewProps & { value: BulkyDelivery }) {
  const change = (patch: Partial<BulkyDelivery>) =>
    update({ bulky_delivery: { ...value, ...patch } });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-card border border-border p-4">
      <legend className="px-1 font-semibold">Para la entrega de equipos grandes</legend>
      <CheckoutTextField
        name="bulky_delivery.floor"
        label="Piso o apartamento"
        description="Por ejemplo «3» o «PH»; vacío si es una casa."
        value={value.floor}
        errors={errors}
        onChange={(floor) => change({ floor })}
      />
      <RadioGroup
        label="Acceso"
        options={ACCESS}
        value={value.access}
        onChange={(access) => {
          if (isAccess(access)) change({ access });
        }}
      />
      <Checkbox
        isSelected={value.someone_receives}
        onChange={(someone_receives) => change({ someone_receives })}
      >
        Habrá alguien para recibir el pedido
      </Checkbox>
      <Checkbox isSelected={value.haul_away} onChange={(haul_away) => change({ haul_away })}>
        Retirar el equipo viejo
      </Checkbox>
    </fieldset>
  );
}
