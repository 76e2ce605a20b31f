import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';
import { CloseGlyph, SearchGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';
import { focusRing, withBase } from '../utils/class-names.js';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'> {
  label: string;
  /** Keep the label for screen readers only (the placeholder and icon speak for it visually). */
  hideLabel?: boolean;
  placeholder?: string;
  /** Accessible name of the button that clears the text. */
  clearLabel?: string;
}

/**
 * A search box: Enter submits (`onSubmit`), Escape or the clear button empties it. Give it a
 * `name` inside a GET form so search works before JavaScript loads.
 */
export function SearchField({
  label,
  hideLabel = false,
  placeholder,
  clearLabel = 'Borrar búsqueda',
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={withBase(className, 'group flex flex-col gap-1')}>
      <Label className={cx('text-sm font-medium text-ink', hideLabel && 'sr-only')}>{label}</Label>
      <div className="relative flex items-center">
        <SearchGlyph className="pointer-events-none absolute left-3 text-ink-muted" />
        <Input
          {...(placeholder === undefined ? {} : { placeholder })}
          className={cx(
            'min-h-10 w-full rounded-full border border-border-strong bg-surface pr-10 pl-10 text-base text-ink',
            'placeholder:text-ink-muted outline-none data-focused:outline-2 data-focused:outline-solid data-focused:outline-focus',
            '[&::-webkit-search-cancel-button]:hidden',
          )}
        />
        <Button
          aria-label={clearLabel}
          className={cx(
            'absolute right-2 rounded-full p-1 text-ink-muted group-data-empty:hidden data-hovered:text-ink',
            focusRing,
          )}
        >
          <CloseGlyph className="size-4" />
        </Button>
      </div>
    </AriaSearchField>
  );
}
