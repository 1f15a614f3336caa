import { CONTENT_ROUTES, FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, FEEDBACK_TYPES } from '@portal/contracts';
import { Button, Dialog, Icon } from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/forms/captcha-field';
import { FormError } from '@/components/forms/form-error';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import './content.css';

/** Characters as people count them (an emoji or a Bengali letter with its sign is not two). */
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * Feedback (spec sections 2, 3 and 5): question type, a description of 20 to 200 characters with
 * a live counter, and a captcha, all required; empty fields are listed in one warning.
 */
export function FeedbackPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const id = useId();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState('');
  const [generation, setGeneration] = useState(0);
  const [missing, setMissing] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const { errors, setErrors, busy, run } = useFormSubmit();
  const length = lengthOf(content);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = [
      type === '' ? t('feedback.type') : null,
      content.trim() === '' ? t('feedback.description') : null,
      captcha.trim() === '' ? t('auth.captcha') : null,
    ].filter((label): label is string => label !== null);
    setMissing(empty);
    if (empty.length > 0) return;
    if (length < FEEDBACK_MIN_LENGTH || length > FEEDBACK_MAX_LENGTH) {
      setErrors({
        content: t('feedback.lengthRule', { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH }),
      });
      return;
    }
    const done = await run(() =>
      call(CONTENT_ROUTES.feedback, {
        body: {
          type: Number(type),
          content: content.trim(),
          captcha: captcha.trim(),
          captchaId,
          ...(session ? { sender: session.userName } : {}),
        },
      }),
    );
    if (done) setSent(true);
    // A captcha is used up by any attempt.
    else setGeneration((g) => g + 1);
  };

  return (
    <Dialog title={t('feedback.title')} onClose={onClose} closeLabel={t('common.close')}>
      {sent ? (
        <div className="form__success-panel" role="status">
          <Icon name="feedback" size={36} />
          <p>{t('feedback.thanks')}</p>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="form__lead">{t('feedback.lead')}</p>
          {missing.length > 0 ? (
            <p className="form__error form__error--banner" role="alert">
              {t('feedback.missing', { fields: missing.join(t('feedback.listSeparator')) })}
            </p>
          ) : null}
          <div className={`field${errors.type ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-type`} className="field__label">
              {t('feedback.type')}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <div className="field__control">
              <select
                id={`${id}-type`}
                className="field__select"
                value={type}
                onChange={(e) => setType(e.target.value)}
                required
                aria-invalid={errors.type ? true : undefined}
              >
                <option value="">{t('feedback.chooseType')}</option>
                {FEEDBACK_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`feedback.types.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            {errors.type ? (
              <p className="field__error" role="alert">
                {errors.type}
              </p>
            ) : null}
          </div>
          <div className={`field${errors.content ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-content`} className="field__label">
              {t('feedback.description')}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <div className="field__control field__control--textarea">
              <textarea
                id={`${id}-content`}
                className="field__textarea"
                value={content}
                onChange={(e) => setContent(e.target.value)}
                maxLength={FEEDBACK_MAX_LENGTH}
                rows={5}
                required
                placeholder={t('feedback.placeholder', { min: FEEDBACK_MIN_LENGTH })}
                aria-invalid={errors.content ? true : undefined}
                aria-describedby={`${id}-count${errors.content ? ` ${id}-content-error` : ''}`}
              />
            </div>
            <p
              id={`${id}-count`}
              className={`field__hint field__counter${length > 0 && length < FEEDBACK_MIN_LENGTH ? ' field__counter--short' : ''}`}
            >
              {t('feedback.counter', { count: length, max: FEEDBACK_MAX_LENGTH })}
            </p>
            {errors.content ? (
              <p id={`${id}-content-error`} className="field__error" role="alert">
                {errors.content}
              </p>
            ) : null}
          </div>
          <CaptchaField
            value={captcha}
            onChange={setCaptcha}
            onCaptchaId={setCaptchaId}
            generation={generation}
            error={errors.captcha}
          />
          <FormError message={errors.form} />
          <div className="form__actions">
            <Button type="submit" size="lg" block disabled={busy}>
              {t('feedback.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
