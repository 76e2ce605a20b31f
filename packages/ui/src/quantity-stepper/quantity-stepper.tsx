import { NumberField, type NumberFieldProps } from '../number-field/number-field.js';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps extends Omit<NumberFieldProps, 'label' | 'maxValue'> {
  /** Accessible name; visually hidden by default. */
  label?: string;
  /** The most the line may hold (the shop's line cap or the stock left): the shop's rule, not the look's. */
  maxValue: number;
}

const wholeNumbers: Intl.NumberFormatOptions = { maximumFractionDigits: 0, useGrouping: false };

/**
 * The cart quantity control: whole numbers from 1 to `maxValue` (stock or the line cap), with
 * «Disminuir cantidad» / «Aumentar cantidad» buttons. Decimals, signs and letters cannot be
 * typed, out-of-range values snap back into range on blur, and an emptied box is no change
 * (reliability F1). Control it with the server's quantity so a rejected update snaps back.
 */
export function QuantityStepper({
  label = 'Cantidad',
  hideLabel = true,
  minValue = 1,
  maxValue,
  decrementLabel = 'Disminuir cantidad',
  incrementLabel = 'Aumentar cantidad',
  onChange,
  ...props
}: QuantityStepperProps) {
  // An emptied box commits NaN; a cart line always has a quantity, so that is not a change.
  const change = (quantity: number) => {
    if (!Number.isNaN(quantity)) onChange?.(quantity);
  };
  return (
    <NumberField
      label={label}
      hideLabel={hideLabel}
      minValue={minValue}
      maxValue={maxValue}
      step={1}
      formatOptions={wholeNumbers}
      isWheelDisabled
      decrementLabel={decrementLabel}
      incrementLabel={incrementLabel}
      onChange={change}
      {...props}
    />
  );
}
