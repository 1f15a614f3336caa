import { Icon, type IconName } from '@portal/ui';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Where toasts appear: a polite live region, present before any toast so screen readers announce
 * what is put into it without interrupting.
 */
export function ToastRegion({ children }: { children: ReactNode }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {children}
    </div>
  );
}

/**
 * A short notice with an optional action and a close button; it closes itself after `durationMs`
 * (a new notice is a new toast: give it a new key to restart the clock).
 */
export function Toast({
  icon,
  title,
  text,
  action,
  closeLabel,
  onClose,
  durationMs,
}: {
  icon: IconName;
  title: string;
  text: string;
  action?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  durationMs: number;
}) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return (
    <div className="toast">
      <Icon name={icon} size={20} />
      <div className="toast__body">
        <p className="toast__title">{title}</p>
        <p className="toast__text">{text}</p>
      </div>
      {action}
      <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
