// The event date as a month calendar (react-day-picker) where only the open dates can be chosen. Shown
// once the page runs; before that, and without scripts, the form has a plain date input in the same
// reserved space.
import { DayPicker } from 'react-day-picker';
import { hi } from 'react-day-picker/locale/hi';
import css from 'react-day-picker/style.css?inline';
import { useLocale, useT } from '../shell/i18n.tsx';
import { isoOf, localDate } from './booking-form.ts';
import { useDayWords } from './day-words.ts';

export interface DatePickerProps {
  /** The chosen date (YYYY-MM-DD), or '' for none. */
  value: string;
  /** The dates that can be chosen (YYYY-MM-DD). */
  open: ReadonlySet<string>;
  /** The month shown (its first day, YYYY-MM-DD), and the first and last months one may go to. */
  month: string;
  firstMonth: string;
  lastMonth: string;
  labelledBy: string;
  onMonth: (firstDay: string) => void;
  onChoose: (date: string) => void;
}

export default function DatePicker(p: DatePickerProps) {
  const t = useT();
  const dateInWords = useDayWords();
  // A Hindi page names the month and the weekdays in Hindi too (the days' numbers stay 1, 2, 3).
  const hindi = useLocale() === 'hi';
  return (
    <>
      <style href="gubbara-daypicker-css" precedence="default">
        {css}
      </style>
      <DayPicker
        mode="single"
        required
        locale={hindi ? hi : undefined}
        aria-labelledby={p.labelledBy}
        selected={p.value ? localDate(p.value) : undefined}
        onSelect={(d) => p.onChoose(isoOf(d))}
        month={localDate(p.month)}
        onMonthChange={(m) => p.onMonth(isoOf(m))}
        startMonth={localDate(p.firstMonth)}
        endMonth={localDate(p.lastMonth)}
        disabled={(d) => !p.open.has(isoOf(d))}
        // Six rows whatever the month, so the calendar's height never changes; the other months' days
        // stay blank (their dates are loaded with their own month).
        fixedWeeks
        labels={{
          labelDayButton: (date, modifiers) => (modifiers.selected ? t('{date}, chosen', { date: dateInWords(isoOf(date)) }) : dateInWords(isoOf(date))),
          labelNext: () => t('Next month'),
          labelPrevious: () => t('Previous month'),
        }}
        footer={p.value ? t('Chosen: {date}.', { date: dateInWords(p.value) }) : t('Choose an open date.')}
      />
    </>
  );
}
