import { Icon, lockScroll } from '@portal/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';

// A frame (the game popup's) is a stop of its own: keyboard players must be able to reach the game.
const FOCUSABLE =
  'a[href],iframe,button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose?: () => void;
  /** Shows the close button and lets Escape close; some dialogs must be answered instead. */
  closable?: boolean;
  closeLabel: string;
  /** `game`: the game popup, full screen on phones and large on desktops. */
  size?: 'sm' | 'md' | 'lg' | 'full' | 'game';
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The reusable dialog: a modal <dialog> with a title and an optional close button. It never closes
 * on an outside click, keeps focus inside while open, freezes page scroll and restores the position
 * and the previously focused element on close.
 */
export function Dialog({
  title,
  onClose,
  closable = true,
  closeLabel,
  size = 'md',
  children,
  footer,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closableRef = useRef(closable);
  closableRef.current = closable;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      if (closableRef.current) onCloseRef.current?.();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        // Skip controls that are not drawn (display: none, hidden ancestors).
        (el) => el.checkVisibility?.() ?? true,
      );
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
      unlock();
      previouslyFocused?.focus?.({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {closable ? (
            <button
              type="button"
              className="icon-button dialog__close"
              aria-label={closeLabel}
              onClick={() => onClose?.()}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </header>
        <div className="dialog__body">{children}</div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
