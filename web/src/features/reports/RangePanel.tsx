import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { tr } from 'react-day-picker/locale/tr';
import 'react-day-picker/style.css';
import './dayPicker.css';
import { reportMessages } from '@bayi/common';
import { Button } from '../../components/Button';
import { useMediaQuery } from '../../lib/useMediaQuery';
import {
  FIRST_PICKER_MONTH,
  formatDay,
  LAST_PICKER_MONTH,
  RANGE_PRESETS,
  rangeProblem,
  currentDay,
  type DayRange,
} from './dates';
import { reportTexts } from './texts';

/** The pop-over's body: mounted on each opening, so a range picked and not applied is forgotten. */
export function RangePanel({
  initial,
  onApply,
  onCancel,
}: {
  initial: DayRange;
  onApply: (range: DayRange) => void;
  onCancel: () => void;
}) {
  const twoMonths = useMediaQuery('(min-width: 768px)');
  const [today] = useState(() => currentDay());
  const [draft, setDraft] = useState<DateRange | undefined>({ from: initial.from, to: initial.to });
  const [month, setMonth] = useState(() => (twoMonths ? startOfPreviousMonth(initial.to) : initial.to));

  const complete = draft?.from ? { from: draft.from, to: draft.to ?? draft.from } : null;
  const problem = complete ? rangeProblem(complete) : null;

  return (
    <div className="flex flex-col md:flex-row">
      <div
        role="group"
        aria-label="Hazır aralıklar"
        className="flex flex-wrap gap-2 border-b border-slate-200 p-3 md:w-36 md:flex-col md:border-r md:border-b-0"
      >
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset.label}
            type="button"
            onClick={() => onApply(preset.range(today))}
            className="min-h-11 rounded-lg px-3 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 md:min-h-9"
          >
            {preset.label}
          </button>
        ))}
      </div>
      <div className="p-3">
        <DayPicker
          mode="range"
          locale={tr}
          weekStartsOn={1}
          captionLayout="dropdown"
          startMonth={FIRST_PICKER_MONTH}
          endMonth={LAST_PICKER_MONTH}
          numberOfMonths={twoMonths ? 2 : 1}
          month={month}
          onMonthChange={setMonth}
          today={today}
          selected={draft}
          onSelect={setDraft}
          resetOnSelect
          className="bayi-day-picker"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
          <p className="text-sm text-slate-700 tabular-nums" aria-live="polite">
            {complete ? (
              <>
                <span className="sr-only">{reportTexts.rangeStart}: </span>
                {formatDay(complete.from)} – <span className="sr-only">{reportTexts.rangeEnd}: </span>
                {formatDay(complete.to)}
              </>
            ) : (
              reportTexts.pickEnd
            )}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onCancel}>
              {reportTexts.cancel}
            </Button>
            <Button disabled={!complete || problem !== null} onClick={() => complete && onApply(complete)}>
              {reportTexts.apply}
            </Button>
          </div>
          {problem === 'tooLong' && (
            <p role="alert" className="w-full text-sm font-medium text-red-700">
              {reportMessages.rangeTooLong}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

const startOfPreviousMonth = (day: Date) => new Date(day.getFullYear(), day.getMonth() - 1, 1);
