import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components/Checkbox';
import { CheckGlyph, MinusGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';
import { withBase } from '../utils/class-names.js';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label, clickable with the box. */
  children: ReactNode;
}

/** A checkbox with its label (e.g. «Necesito comprobante fiscal»); Space toggles it. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={withBase(
        className,
        'group flex cursor-pointer items-center gap-2 text-base text-ink data-disabled:cursor-not-allowed data-disabled:text-ink-muted',
      )}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            aria-hidden="true"
            className={cx(
              'flex size-5 shrink-0 items-center justify-center rounded-sm border-2 text-ink-inverse',
              'group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-focus',
              'group-data-invalid:border-danger',
              // One background and one border at a time: two would leave the winner to the CSS order.
              isSelected || isIndeterminate
                ? 'border-brand-600 bg-brand-600'
                : 'border-border-strong bg-surface',
            )}
          >
            {isIndeterminate ? (
              <MinusGlyph className="size-3.5" />
            ) : isSelected ? (
              <CheckGlyph className="size-3.5" />
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
