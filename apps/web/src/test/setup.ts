import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no modal dialogs: enough of one for component tests (the browser suite covers the rest).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
window.scrollTo = ((...args: unknown[]) => {
  const options = args[0] as ScrollToOptions | number;
  const top = typeof options === 'number' ? (args[1] as number) : (options.top ?? 0);
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
}) as typeof window.scrollTo;

afterEach(() => cleanup());
