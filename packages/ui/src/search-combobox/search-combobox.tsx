import type { KeyboardEvent } from 'react';
import { ComboBox } from 'react-aria-components/ComboBox';
import { Header } from 'react-aria-components/Header';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { SearchGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';

/** One choice in the list under the search box. */
export interface SearchOption {
  id: string;
  label: string;
  /** A second line (a brand, a price). */
  detail?: string;
}

/** A titled group of choices, e.g. «Búsquedas recientes» or «Productos». */
export interface SearchOptionGroup {
  id: string;
  title: string;
  options: readonly SearchOption[];
}

/** Props of {@link SearchCombobox}. */
export interface SearchComboboxProps {
  label: string;
  placeholder?: string;
  /** The field's `name`, so a surrounding GET form still works. */
  name?: string;
  inputValue: string;
  onInputChange: (text: string) => void;
  groups: readonly SearchOptionGroup[];
  /** A choice was taken (click, or Enter on the highlighted one). */
  onAction: (id: string) => void;
  /** Enter with no choice highlighted: search for the text. */
  onSubmit: (text: string) => void;
  /** Spoken while suggestions load. */
  isLoading?: boolean;
  autoFocus?: boolean;
  className?: string;
}

const showAll = () => true;

/**
 * A search box with suggestions (react-aria ComboBox): the list opens on focus, arrows move
 * through it, Enter takes the highlighted choice or searches for the text, Escape closes it.
 */
export function SearchCombobox({
  label,
  placeholder,
  name,
  inputValue,
  onInputChange,
  groups,
  onAction,
  onSubmit,
  isLoading = false,
  autoFocus = false,
  className,
}: SearchComboboxProps) {
  const visible = groups.filter((group) => group.options.length > 0);
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // A highlighted option (the input's active descendant) handles Enter itself.
    if (event.key !== 'Enter' || event.currentTarget.hasAttribute('aria-activedescendant')) return;
    event.preventDefault();
    onSubmit(inputValue.trim());
  };
  return (
    <ComboBox
      inputValue={inputValue}
      onInputChange={onInputChange}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="focus"
      // The suggestions are what the search found (a typo's results hold not the typo): shown as given.
      defaultFilter={showAll}
      autoFocus={autoFocus}
      {...(name === undefined ? {} : { name })}
      onSelectionChange={(key) => {
        if (key !== null) onAction(String(key));
      }}
      selectedKey={null}
      className={cx('relative w-full', className)}
    >
      <Label className="sr-only">{label}</Label>
      <div className="relative flex items-center">
        <SearchGlyph className="pointer-events-none absolute left-3 text-ink-muted" />
        <Input
          {...(placeholder === undefined ? {} : { placeholder })}
          type="search"
          enterKeyHint="search"
          onKeyDown={submitOnEnter}
          className="min-h-10 w-full rounded-full border border-border-strong bg-surface pr-4 pl-10 text-base text-ink outline-none placeholder:text-ink-muted data-focused:outline-2 data-focused:outline-solid data-focused:outline-focus [&::-webkit-search-cancel-button]:hidden"
        />
      </div>
      <Popover
        isNonModal
        className="w-(--trigger-width) overflow-auto rounded-control border border-border bg-surface shadow-overlay data-[trigger=ComboBox]:min-w-64"
      >
        <ListBox
          className="max-h-96 p-1 outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-sm text-ink-muted">
              {isLoading ? 'Buscando…' : 'Escribe para ver sugerencias.'}
            </p>
          )}
        >
          {visible.map((group) => (
            <ListBoxSection key={group.id} id={group.id}>
              <Header className="px-3 pt-2 pb-1 text-xs font-semibold uppercase text-ink-muted">
                {group.title}
              </Header>
              {group.options.map((option) => (
                <ListBoxItem
                  key={option.id}
                  id={option.id}
                  textValue={option.label}
                  className="flex cursor-pointer flex-col rounded-control px-3 py-2 text-ink outline-none data-focused:bg-brand-50"
                >
                  <span>{option.label}</span>
                  {option.detail ? (
                    <span className="text-sm text-ink-muted">{option.detail}</span>
                  ) : null}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
