import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import { Tabs } from './tabs.tsx';
import { Toast, ToastRegion } from './toast.tsx';

function Views() {
  const [view, setView] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Views"
      selected={view}
      onSelect={setView}
      tabs={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta' },
        { id: 'c', label: 'Gamma' },
      ]}
    />
  );
}

afterEach(() => vi.useRealTimers());

describe('Tabs', () => {
  it('has one tab stop and moves and selects with the arrow keys, Home and End', () => {
    render(<Views />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeTruthy();
    const [alpha, beta, gamma] = screen.getAllByRole('tab');
    expect(alpha?.getAttribute('aria-selected')).toBe('true');
    expect([alpha, beta, gamma].map((tab) => tab?.tabIndex)).toEqual([0, -1, -1]);

    fireEvent.keyDown(alpha as HTMLElement, { key: 'ArrowRight' });
    expect(beta?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(beta);
    fireEvent.keyDown(beta as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(gamma);
    fireEvent.keyDown(gamma as HTMLElement, { key: 'ArrowRight' });
    expect(alpha?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(alpha as HTMLElement, { key: 'ArrowLeft' });
    expect(gamma?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(beta as HTMLElement);
    expect(beta?.getAttribute('aria-selected')).toBe('true');
  });
});

describe('Toast', () => {
  it('sits in a polite live region and closes itself after its time', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <ToastRegion>
        <Toast
          icon="mail"
          title="New message"
          text="Hello"
          closeLabel="Close"
          onClose={onClose}
          durationMs={500}
        />
      </ToastRegion>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Hello');
    act(() => vi.advanceTimersByTime(499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable', () => {
  it('draws column headers, one row per item, row headers and a hidden caption', () => {
    render(
      <DataTable
        className="t"
        caption="Bets"
        rows={[{ id: 1, amount: '5.00' }]}
        rowKey={(row) => row.id}
        columns={[
          { id: 'id', header: '#', rowHeader: true, cell: (row) => row.id },
          { id: 'amount', header: 'Amount', className: 'num', cell: (row) => row.amount },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Amount']);
    expect(screen.getByRole('rowheader').textContent).toBe('1');
    expect(table.querySelector('td.num')?.textContent).toBe('5.00');
  });
});
