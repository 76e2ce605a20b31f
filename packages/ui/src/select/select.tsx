import type { Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import {
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components/Select';
import { FieldHelp, FieldLabel, inputClasses, type FieldTextProps } from '../field/field.js';
import { CheckGlyph, ChevronDownGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';
import { withBase } from '../utils/class-names.js';

/** One choice of a {@link Select}. */
export interface SelectOption {
  id: string;
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps
  extends
    Omit<
      AriaSelectProps<SelectOption>,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'placeholder'
    >,
    FieldTextProps {
  options: readonly SelectOption[];
  /**
   * Shown while nothing is chosen, e.g. «Elige una provincia». Required: react-aria's own is
   * «Seleccionar un artículo», which reads like a shop's product, not a choice.
   */
  placeholder: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string | null) => void;
}

function toId(key: Key | null): string | null {
  return key === null ? null : String(key);
}

/**
 * A single choice from a list (province, shipping method, sort order): a button that opens a
 * listbox, typeahead and arrow keys included. With `name` it submits the chosen id in forms.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      {...(value === undefined ? {} : { value })}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      {...(onChange ? { onChange: (key: Key | null) => onChange(toId(key)) } : {})}
      className={withBase(className, 'flex flex-col gap-1')}
    >
      <FieldLabel>{label}</FieldLabel>
      <Button
        className={cx(
          inputClasses,
          'flex items-center justify-between gap-2 text-left data-focus-visible:outline-2 data-focus-visible:outline-focus',
        )}
      >
        <SelectValue className="truncate data-placeholder:text-ink-muted" />
        <ChevronDownGlyph className="text-ink-muted" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="min-w-(--trigger-width) overflow-auto rounded-control border border-border bg-surface shadow-overlay">
        <ListBox items={options} className="max-h-72 p-1 outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className={cx(
                'flex cursor-pointer items-center justify-between gap-2 rounded-sm px-3 py-2 text-ink outline-none',
                'data-focused:bg-brand-50 data-selected:font-semibold',
              )}
            >
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected ? <CheckGlyph className="size-4 text-brand-700" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
