import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components/RadioGroup';
import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components/RadioGroup';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../field/field.js';
import { cx } from '../utils/cx.js';
import { withBase } from '../utils/class-names.js';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the label (price of a shipping method, a schedule's note). */
  detail?: ReactNode;
  isDisabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldTextProps {
  options: readonly RadioOption[];
}

/**
 * One choice among a few visible options (delivery schedule, payment method). Arrow keys move the
 * choice; Tab enters and leaves the group.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={withBase(className, 'group/radios flex flex-col gap-2')}>
      <FieldLabel>{label}</FieldLabel>
      <div className="flex flex-col gap-2 group-data-[orientation=horizontal]/radios:flex-row group-data-[orientation=horizontal]/radios:flex-wrap group-data-[orientation=horizontal]/radios:gap-x-4">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            {...(option.isDisabled ? { isDisabled: true } : {})}
            className={cx(
              'group flex cursor-pointer items-start gap-3 rounded-control border border-border p-3 text-ink',
              'data-selected:border-brand-600 data-selected:bg-brand-50 data-disabled:cursor-not-allowed data-disabled:text-ink-muted',
              'data-focus-visible:outline-2 data-focus-visible:outline-focus',
            )}
          >
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong group-data-selected:border-brand-600"
            >
              <span className="size-2.5 rounded-full bg-brand-600 opacity-0 group-data-selected:opacity-100" />
            </span>
            <span className="flex flex-col">
              <span>{option.label}</span>
              {option.detail ? (
                <span className="text-sm text-ink-muted">{option.detail}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
