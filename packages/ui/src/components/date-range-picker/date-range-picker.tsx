import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldErrorText, FieldLabel, inputClass } from '../../lib/field';

export type DateRangePickerProps<T extends DateValue = DateValue> = Omit<
  AriaDateRangePickerProps<T>,
  'children' | 'className'
> & {
  label?: React.ReactNode;
  description?: React.ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Formatting and week start; default "cs-CZ" (dd.MM.yyyy, weeks start on Monday). */
  locale?: string;
  /** Accessible label of the calendar button, e.g. "Vybrat období". */
  calendarLabel: string;
  className?: string;
};

const segmentClass =
  'rounded-sm px-0.5 tabular-nums outline-hidden data-placeholder:text-muted-foreground data-focused:bg-primary data-focused:text-primary-foreground';
const navClass =
  'inline-flex size-8 items-center justify-center rounded-md outline-hidden hover:bg-accent data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50';

/**
 * A date range (React Aria, `@internationalized/date` values): `value` / `defaultValue` / `onChange`. React Aria
 * localises the segment and calendar labels from `locale`.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  locale = 'cs-CZ',
  calendarLabel,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker
        data-slot="date-range-picker"
        className={cn('group flex flex-col gap-1.5', className)}
        {...props}
      >
        {label ? <FieldLabel>{label}</FieldLabel> : null}
        <Group className={cn(inputClass, 'flex w-fit items-center gap-1 pr-1')}>
          <DateInput slot="start" className="flex">
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <span aria-hidden="true" className="px-1 text-muted-foreground">
            –
          </span>
          <DateInput slot="end" className="flex flex-1">
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <Button aria-label={calendarLabel} className={cn(navClass, 'ml-1 size-7')}>
            <CalendarDays aria-hidden="true" className="size-4" />
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <Popover className="rounded-lg border bg-background p-3 text-foreground shadow-md outline-hidden">
          <Dialog className="outline-hidden">
            <RangeCalendar firstDayOfWeek="mon">
              <header className="mb-2 flex items-center justify-between gap-2">
                <Button slot="previous" className={navClass}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                </Button>
                <Heading className="font-medium text-sm capitalize" />
                <Button slot="next" className={navClass}>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </header>
              <CalendarGrid className="border-collapse text-sm">
                <CalendarGridHeader>
                  {(day) => (
                    <CalendarHeaderCell className="size-9 font-medium text-muted-foreground text-xs">
                      {day}
                    </CalendarHeaderCell>
                  )}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className={cn(
                        'flex size-9 items-center justify-center rounded-md outline-hidden data-hovered:bg-accent',
                        'data-outside-month:hidden data-disabled:opacity-40 data-unavailable:line-through',
                        'data-selected:rounded-none data-selected:bg-accent data-selection-start:rounded-l-md data-selection-end:rounded-r-md',
                        'data-selection-start:bg-primary data-selection-start:text-primary-foreground data-selection-end:bg-primary data-selection-end:text-primary-foreground',
                        'data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50',
                      )}
                    />
                  )}
                </CalendarGridBody>
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
