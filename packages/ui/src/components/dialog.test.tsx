import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it('is a modal dialog named by its title, with a close button that calls onClose', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Help" closeLabel="Close" onClose={onClose}>
        <button type="button">Inside</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape when closable and stays open when not', () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <Dialog title="Closable" closeLabel="Close" onClose={onClose}>
        body
      </Dialog>,
    );
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const mustAnswer = vi.fn();
    render(
      <Dialog title="Must answer" closeLabel="Close" onClose={mustAnswer} closable={false}>
        body
      </Dialog>,
    );
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(mustAnswer).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('freezes page scroll while open and puts the page back where it was', () => {
    window.scrollTo(0, 420);
    const { unmount } = render(
      <Dialog title="Freeze" closeLabel="Close">
        body
      </Dialog>,
    );
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    unmount();
    expect(document.body.style.position).toBe('');
    expect(window.scrollY).toBe(420);
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <Dialog title="Trap" closeLabel="Close">
        <button type="button">First</button>
        <button type="button">Last</button>
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    close.focus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
