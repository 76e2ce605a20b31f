import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid } from 'react-aria-components/Calendar';
import { Heading } from 'react-aria-components/Heading';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../glyphs/glyphs.js';
import { cx } from '../utils/cx.js';
import { focusRing } from '../utils/class-names.js';

const navButton = cx(
  'inline-flex size-9 items-center justify-center rounded-full text-ink data-hovered:bg-surface-muted',
  focusRing,
);

/**
 * The month grid of the date picker, with previous/next month buttons. When `describe` has a
 * sentence for the focused day (why it cannot be chosen), it is shown under the grid and said by
 * screen readers as the focus reaches the day.
 */
export function CalendarPanel({
  previousLabel,
  nextLabel,
  describe,
}: {
  previousLabel: string;
  nextLabel: string;
  describe?: ((date: string) => string | undefined) | undefined;
}) {
  const [focused, setFocused] = useState<string | null>(null);
  const note = focused === null ? undefined : describe?.(focused);
  return (
    <Calendar
      className="flex max-w-80 flex-col gap-2"
      {...(describe ? { onFocusChange: (date) => setFocused(date.toString()) } : {})}
    >
      <header className="flex items-center justify-between gap-2">
        <Button slot="previous" aria-label={previousLabel} className={navButton}>
          <ChevronLeftGlyph />
        </Button>
        <Heading className="text-base font-semibold text-ink capitalize" />
        <Button slot="next" aria-label={nextLabel} className={navButton}>
          <ChevronRightGlyph />
        </Button>
      </header>
      <CalendarGrid className="border-separate border-spacing-1">
        {(date) => (
          <CalendarCell
            date={date}
            className={cx(
              'flex size-10 cursor-pointer items-center justify-center rounded-full text-sm text-ink outline-none',
              'data-hovered:bg-brand-50 data-selected:bg-brand-600 data-selected:text-ink-inverse',
              'data-outside-month:hidden data-disabled:cursor-default data-disabled:text-ink-muted',
              'data-unavailable:cursor-not-allowed data-unavailable:text-ink-muted data-unavailable:line-through',
              'data-focus-visible:outline-2 data-focus-visible:outline-focus',
            )}
          />
        )}
      </CalendarGrid>
      {describe ? (
        <p aria-live="polite" className="min-h-10 text-sm text-ink-muted">
          {note}
        </p>
      ) : null}
    </Calendar>
  );
}
