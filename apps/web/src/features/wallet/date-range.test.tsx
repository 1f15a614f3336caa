import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadTexts } from '@/lib/i18n';
import {
  addDays,
  type DateRange,
  DateRangePicker,
  periodOf,
  rangeEndingToday,
  toLocalIso,
} from './date-range';

/** Noon of 15 March 2026, local time: the picker's "now". */
const NOW = new Date(2026, 2, 15, 12, 0, 0);

function Harness({ onRange }: { onRange: (range: DateRange) => void }) {
  const [range, setRange] = useState(() => rangeEndingToday(7, NOW));
  return (
    <DateRangePicker
      value={range}
      now={() => NOW}
      onChange={(next) => {
        setRange(next);
        onRange(next);
      }}
    />
  );
}

function setup() {
  const seen: DateRange[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <Harness onRange={(range) => seen.push(range)} />
    </I18nextProvider>,
  );
  const label = () => screen.getByRole('status').textContent;
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
  return { seen, label, button };
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await loadTexts('wallet');
});

describe('date range picker', () => {
  it('starts on the last 7 days; next is disabled at today', () => {
    const { label, button } = setup();
    expect(label()).toBe('2026-03-09 to 2026-03-15');
    expect(button('7 days').getAttribute('aria-pressed')).toBe('true');
    expect(button('Next 7 days').disabled).toBe(true);
  });

  it('moves a 7-day window by 7 days each way, and never past today', () => {
    const { label, button } = setup();
    fireEvent.click(button('Previous 7 days'));
    expect(label()).toBe('2026-03-02 to 2026-03-08');
    fireEvent.click(button('Previous 7 days'));
    expect(label()).toBe('2026-02-23 to 2026-03-01');
    expect(button('7 days').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('Next 7 days'));
    expect(label()).toBe('2026-03-02 to 2026-03-08');
    fireEvent.click(button('Next 7 days'));
    expect(label()).toBe('2026-03-09 to 2026-03-15');
    expect(button('Next 7 days').disabled).toBe(true);
  });

  it('moves a 30-day window by 30 days; a preset comes back to today', () => {
    const { label, button, seen } = setup();
    fireEvent.click(button('30 days'));
    expect(label()).toBe('2026-02-14 to 2026-03-15');
    expect(button('Next 30 days').disabled).toBe(true);
    fireEvent.click(button('Previous 30 days'));
    expect(label()).toBe('2026-01-15 to 2026-02-13');
    expect(button('Next 30 days').disabled).toBe(false);
    fireEvent.click(button('Today'));
    expect(label()).toBe('2026-03-15');
    fireEvent.click(button('Previous day'));
    expect(label()).toBe('2026-03-14');
    fireEvent.click(button('Next day'));
    expect(button('Next day').disabled).toBe(true);
    expect(seen.map((r) => r.days)).toEqual([30, 30, 1, 1, 1]);
  });

  it('asks for whole local days: from the first midnight to the midnight after the last day', () => {
    const range = rangeEndingToday(7, NOW);
    const period = periodOf(range);
    expect(new Date(period.from).getTime()).toBe(new Date(2026, 2, 9).getTime());
    expect(new Date(period.to).getTime()).toBe(new Date(2026, 2, 16).getTime());
    expect(period.from).toMatch(/^2026-03-09T00:00:00[+-]\d{2}:\d{2}$/);
    expect(toLocalIso(addDays(new Date(2026, 0, 31), 1))).toMatch(/^2026-02-01T00:00:00/);
  });
});
