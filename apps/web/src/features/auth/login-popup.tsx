import { Dialog } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popups';
import { PopupBanner } from '@/shared/banners/popup-banner';
import { LoginForm } from './login-form';

export function LoginPopup({
  onClose,
  error,
  socialFailed,
}: {
  onClose: () => void;
  error?: unknown;
  socialFailed?: unknown;
}) {
  const { t } = useTranslation();
  const { swap } = usePopups();
  const notice = socialFailed ? t('auth.socialFailed') : typeof error === 'string' ? error : null;
  return (
    <Dialog title={t('auth.loginTitle')} onClose={onClose} closeLabel={t('common.close')} size="sm">
      <PopupBanner group="w_login" onAction={onClose} />
      {notice ? (
        <p className="form__error form__error--banner" role="alert">
          {notice}
        </p>
      ) : null}
      <LoginForm
        onSuccess={onClose}
        onForgot={() => swap('login', 'forgotPassword')}
        onRegister={() => swap('login', 'register')}
      />
    </Dialog>
  );
}
