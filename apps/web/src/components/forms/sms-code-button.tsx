import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

interface SmsCodeButtonProps {
  /** Sends the code; resolves with the server's expiredMinutes. */
  send: () => Promise<{ expiredMinutes: number }>;
  /** Checked before sending (the number must be valid first); a message stops the send. */
  validate?: () => string | null;
  onError: (message: string) => void;
  label?: string;
}

/** Seconds as m:ss (299 → "4:59"), the way the spec shows the resend countdown. */
export function minutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Sends a verification code, then stays disabled showing the time left, as m:ss, for
 * expiredMinutes x 60 seconds (spec section 4). One press a second at most.
 */
export function SmsCodeButton({ send, validate, onError, label }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [busy, setBusy] = useState(false);
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  async function press() {
    const problem = validate?.();
    if (problem) {
      onError(problem);
      return;
    }
    setBusy(true);
    try {
      const { expiredMinutes } = await send();
      const start = Date.now();
      setNow(start);
      setUntil(start + Math.max(1, expiredMinutes) * 60_000);
    } catch (error) {
      onError(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      window.setTimeout(() => setBusy(false), 1000);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      className="sms-button"
      onClick={() => void press()}
      busy={busy}
      disabled={left > 0}
    >
      {left > 0 ? t('auth.resendIn', { time: minutesSeconds(left) }) : (label ?? t('auth.sendCode'))}
    </Button>
  );
}
