import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Chart, chartScale } from './chart.tsx';
import { addDays, type DateRange, DateRangePicker, isValidRange, presetRange } from './date-range-picker.tsx';

describe('Chart', () => {
  const days = ['2031-03-01', '2031-03-02', '2031-03-03'];
  const draw = () =>
    render(
      <Chart
        title="Deposits and withdrawals"
        description="Three days; 60 deposited."
        categories={days}
        series={[
          { id: 'dep', label: 'Deposits', values: [10, 20, 30], kind: 'bar' },
          { id: 'wd', label: 'Withdrawals', values: [5, 0, 15], kind: 'bar' },
          { id: 'ggr', label: 'GGR', values: [-4, 2, 8], kind: 'line' },
        ]}
        formatValue={(v) => `৳${v}`}
        tableLabel="Show the numbers"
        categoryHeader="Day"
      />,
    );

  it('is a figure named by its title and described, with the drawing hidden from screen readers', () => {
    draw();
    const figure = screen.getByRole('figure', { name: 'Deposits and withdrawals' });
    expect(figure.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(figure.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Three days; 60 deposited.',
    );
    const plot = screen.getByTestId('chart-plot');
    expect(plot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws a bar per value of each bar series and one line per line series', () => {
    draw();
    const plot = screen.getByTestId('chart-plot');
    expect(plot.querySelectorAll('rect')).toHaveLength(6);
    expect(plot.querySelectorAll('polyline')).toHaveLength(1);
    // The tallest bar reaches nearly the top; a value of 0 has no height.
    const heights = [...plot.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights[4]).toBe(0);
    expect(Math.max(...heights)).toBeGreaterThan(100);
  });

  it('offers the same numbers as a table, one row per category', () => {
    draw();
    const table = screen.getByRole('table', { name: 'Deposits and withdrawals' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Deposits', 'Withdrawals', 'GGR']);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('2031-03-01');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['৳10', '৳5', '৳-4']);
    expect(screen.getByText('Show the numbers').tagName).toBe('SUMMARY');
  });

  it('keeps 0 inside the scale and never divides by an empty range', () => {
    expect(chartScale([{ id: 'a', label: 'a', values: [5, 9], kind: 'bar' }])).toEqual({ min: 0, max: 9 });
    expect(chartScale([{ id: 'a', label: 'a', values: [-3, -1], kind: 'line' }])).toEqual({
      min: -3,
      max: 0,
    });
    expect(chartScale([{ id: 'a', label: 'a', values: [0, 0], kind: 'bar' }])).toEqual({ min: 0, max: 1 });
  });
});

const labels = {
  legend: 'Period',
  presets: {
    previous7: 'Previous 7 days',
    previous30: 'Previous 30 days',
    next7: 'Next 7 days',
    next30: 'Next 30 days',
  },
  from: 'From',
  to: 'To',
  apply: 'Apply',
  invalid: 'Choose a start day on or before the end day, at most 366 days.',
};

function Harness({ onChange }: { onChange: (range: DateRange) => void }) {
  const [value, setValue] = useState<DateRange>({ from: '2031-03-04', to: '2031-03-10' });
  return (
    <DateRangePicker
      value={value}
      today="2031-03-10"
      labels={labels}
      onChange={(range) => {
        setValue(range);
        onChange(range);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('computes the spec presets around today, both ends included', () => {
    expect(presetRange('previous7', '2031-03-10')).toEqual({ from: '2031-03-04', to: '2031-03-10' });
    expect(presetRange('previous30', '2031-03-10')).toEqual({ from: '2031-02-09', to: '2031-03-10' });
    expect(presetRange('next7', '2031-03-10')).toEqual({ from: '2031-03-10', to: '2031-03-16' });
    expect(presetRange('next30', '2031-12-20')).toEqual({ from: '2031-12-20', to: '2032-01-18' });
    expect(addDays('2032-02-28', 1)).toBe('2032-02-29');
  });

  it('checks a range: real days, in order, not too long', () => {
    expect(isValidRange({ from: '2031-03-01', to: '2031-03-01' }, 366)).toBe(true);
    expect(isValidRange({ from: '2031-03-02', to: '2031-03-01' }, 366)).toBe(false);
    expect(isValidRange({ from: '2031-02-30', to: '2031-03-01' }, 366)).toBe(false);
    expect(isValidRange({ from: '2030-01-01', to: '2031-03-01' }, 366)).toBe(false);
    expect(isValidRange({ from: '', to: '2031-03-01' }, 366)).toBe(false);
  });

  it('is a named group whose presets say which is pressed, and a preset applies at once', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Period' })).toBeTruthy();
    const week = screen.getByRole('button', { name: 'Previous 7 days' });
    const month = screen.getByRole('button', { name: 'Previous 30 days' });
    expect(week.getAttribute('aria-pressed')).toBe('true');
    expect(month.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(month);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2031-02-09', to: '2031-03-10' });
    expect(month.getAttribute('aria-pressed')).toBe('true');
    // The custom inputs follow the chosen preset.
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2031-02-09');
  });

  it('applies a custom range from the labelled inputs, and refuses one out of order with an alert tied to them', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2031-03-09' } });
    fireEvent.change(to, { target: { value: '2031-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(labels.invalid);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(alert.id);

    fireEvent.change(to, { target: { value: '2031-03-10' } });
    fireEvent.submit(to.closest('form') as HTMLFormElement);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2031-03-09', to: '2031-03-10' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous 7 days' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
