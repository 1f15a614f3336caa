import { type TCaptcha, VERIFICATION_ROUTES } from '@portal/contracts';
import { Field, Icon } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';

/** Refreshing faster than this only burns captchas (spec section 9: once per second). */
const REFRESH_EVERY_MS = 1000;

interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  onCaptchaId: (id: string) => void;
  /** Changing this number fetches a new image (after a failed attempt the old one is spent). */
  generation: number;
  error?: string | undefined;
}

export function CaptchaField({ value, onChange, onCaptchaId, generation, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<TCaptcha | null>(null);
  const [failed, setFailed] = useState(false);
  const lastFetch = useRef(0);

  const load = useCallback(async () => {
    const now = Date.now();
    if (now - lastFetch.current < REFRESH_EVERY_MS) return;
    lastFetch.current = now;
    try {
      const next = await call(VERIFICATION_ROUTES.captcha, {});
      setCaptcha(next);
      setFailed(false);
      onCaptchaId(next.captchaId);
      onChange('');
    } catch {
      setFailed(true);
    }
  }, [onCaptchaId, onChange]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation asks for a new image
  useEffect(() => {
    lastFetch.current = 0;
    void load();
  }, [generation]);

  return (
    <div className="captcha">
      <Field
        label={t('auth.captcha')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={8}
        required
      />
      <div className="captcha__image">
        {captcha ? <img src={captcha.image} alt={t('auth.captchaImage')} width={150} height={50} /> : null}
        {failed ? <span className="field__error">{t('errors.loadFailed')}</span> : null}
        <button
          type="button"
          className="icon-button"
          onClick={() => void load()}
          aria-label={t('auth.newCaptcha')}
        >
          <Icon name="refresh" size={18} />
        </button>
      </div>
    </div>
  );
}
