import { useId, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../field/field.js';
import { MinusGlyph, PlusGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';
import { focusRing, withBase } from '../utils/class-names.js';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldTextProps {
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Full accessible name of the − button; by default react-aria's «Disminuir» + the label. */
  decrementLabel?: string;
  /** Full accessible name of the + button; by default react-aria's «Aumentar» + the label. */
  incrementLabel?: string;
}

const stepButton = cx(
  'inline-flex size-10 items-center justify-center text-brand-700 data-hovered:bg-brand-50',
  'data-disabled:cursor-not-allowed data-disabled:text-border-strong data-disabled:bg-transparent',
  focusRing,
);

/**
 * A − or + button. A given label is its whole name: react-aria would otherwise append the
 * field's label to it («Disminuir cantidad Cantidad»).
 */
function StepButton({
  slot,
  label,
  children,
}: {
  slot: 'increment' | 'decrement';
  label: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const naming = label === undefined ? {} : { id, 'aria-label': label, 'aria-labelledby': id };
  return (
    <Button slot={slot} {...naming} className={stepButton}>
      {children}
    </Button>
  );
}

/**
 * A number input with − and + buttons. Arrow keys, Page Up/Down, Home/End step it; values are
 * kept within `minValue`/`maxValue` and the format (e.g. no decimals) on blur.
 */
export function NumberField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  decrementLabel,
  incrementLabel,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={withBase(className, 'flex flex-col gap-1')}>
      <span className={cx(hideLabel && 'sr-only')}>
        <FieldLabel>{label}</FieldLabel>
      </span>
      <Group
        className={cx(
          'inline-flex w-fit items-stretch overflow-hidden rounded-control border border-border-strong bg-surface',
          'data-focus-within:outline-2 data-focus-within:outline-focus data-invalid:border-danger',
        )}
      >
        <StepButton slot="decrement" label={decrementLabel}>
          <MinusGlyph />
        </StepButton>
        <Input className="w-14 border-x border-border bg-surface text-center text-base text-ink outline-none" />
        <StepButton slot="increment" label={incrementLabel}>
          <PlusGlyph />
        </StepButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
