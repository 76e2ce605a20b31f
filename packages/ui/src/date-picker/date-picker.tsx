import { parseDate, type CalendarDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { DateInput, DateSegment } from 'react-aria-components/DateField';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Group } from 'react-aria-components/Group';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Popover } from 'react-aria-components/Popover';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../field/field.js';
import { CalendarGlyph } from '../glyphs/glyphs.js';
import { useMediaQuery } from '../media-query/use-media-query.js';
import { cx } from '../utils/cx.js';
import { focusRing, withBase } from '../utils/class-names.js';
import { CalendarPanel } from './calendar-panel.js';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` string as a calendar date; anything else is no date. */
function toDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !isoDate.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** Props of {@link DatePicker}: dates are `YYYY-MM-DD` strings. */
export interface DatePickerProps
  extends
    Omit<
      AriaDatePickerProps<CalendarDate>,
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'isDateUnavailable'
      | 'placeholderValue'
    >,
    FieldTextProps {
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (date: string | null) => void;
  minValue?: string;
  maxValue?: string;
  isDateUnavailable?: (date: string) => boolean;
  /** A sentence about a day, said when the calendar's focus reaches it (why it is closed). */
  describeDate?: (date: string) => string | undefined;
  /** Locale of the segments, month names and week start. */
  locale?: string;
  /**
   * Screens wider than this many CSS pixels open the calendar in a popover under the field;
   * narrower ones in a full-width modal sheet. The shop passes its rule, so the look keeps no
   * threshold of its own.
   */
  wideScreenAbove: number;
  calendarButtonLabel?: string;
  previousMonthLabel?: string;
  nextMonthLabel?: string;
}

/**
 * A date field (day, month and year segments typed or stepped with the arrow keys) with a
 * calendar (delivery or installation date).
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  describeDate,
  locale = 'es-DO',
  wideScreenAbove,
  calendarButtonLabel = 'Abrir calendario',
  previousMonthLabel = 'Mes anterior',
  nextMonthLabel = 'Mes siguiente',
  className,
  ...props
}: DatePickerProps) {
  const isWide = useMediaQuery(`(width > ${wideScreenAbove}px)`);
  const min = toDate(minValue);
  const max = toDate(maxValue);
  const calendar = (
    <CalendarPanel
      previousLabel={previousMonthLabel}
      nextLabel={nextMonthLabel}
      describe={describeDate}
    />
  );

  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<CalendarDate>
        {...props}
        {...(value === undefined ? {} : { value: toDate(value) })}
        {...(defaultValue === undefined ? {} : { defaultValue: toDate(defaultValue) })}
        {...(onChange
          ? { onChange: (date: DateValue | null) => onChange(date ? date.toString() : null) }
          : {})}
        {...(min ? { minValue: min } : {})}
        {...(max ? { maxValue: max } : {})}
        {...(isDateUnavailable
          ? { isDateUnavailable: (date: DateValue) => isDateUnavailable(date.toString()) }
          : {})}
        className={withBase(className, 'flex flex-col gap-1')}
      >
        <FieldLabel>{label}</FieldLabel>
        <Group
          className={cx(
            'flex min-h-10 w-full items-center rounded-control border border-border-strong bg-surface pl-3',
            'data-focus-within:outline-2 data-focus-within:outline-focus data-invalid:border-danger',
          )}
        >
          <DateInput className="flex flex-1 text-base text-ink">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded-sm px-0.5 tabular-nums outline-none data-focused:bg-brand-600 data-focused:text-ink-inverse data-placeholder:text-ink-muted"
              />
            )}
          </DateInput>
          <Button
            aria-label={calendarButtonLabel}
            className={cx(
              'inline-flex size-10 items-center justify-center text-brand-700',
              focusRing,
            )}
          >
            <CalendarGlyph />
          </Button>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
        {isWide ? (
          <Popover
            data-layout="popover"
            className="rounded-card border border-border bg-surface p-3 shadow-overlay"
          >
            <Dialog className="outline-none">{calendar}</Dialog>
          </Popover>
        ) : (
          <ModalOverlay isDismissable className="fixed inset-0 z-40 flex items-end bg-overlay">
            <Modal
              data-layout="sheet"
              className="w-full rounded-t-card bg-surface p-4 shadow-overlay"
            >
              <Dialog className="flex justify-center outline-none">{calendar}</Dialog>
            </Modal>
          </ModalOverlay>
        )}
      </AriaDatePicker>
    </I18nProvider>
  );
}
