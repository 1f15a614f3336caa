import { type ComponentType, lazy, Suspense } from 'react';
import { loadTexts } from '@/lib/i18n';
import { type PopupName, usePopups } from '@/lib/popups';

export interface PopupProps {
  onClose: () => void;
  [key: string]: unknown;
}

/** Popups load on first use, so the home page does not carry their code. */
const POPUPS: Record<PopupName, ComponentType<PopupProps>> = {
  login: lazy(() => import('@/features/auth/login-popup').then((m) => ({ default: m.LoginPopup }))),
  register: lazy(() => import('@/features/auth/register-popup').then((m) => ({ default: m.RegisterPopup }))),
  help: lazy(() => import('@/features/help/help-popup').then((m) => ({ default: m.HelpPopup }))),
  forgotPassword: lazy(() =>
    import('@/features/auth/forgot-password-popup').then((m) => ({ default: m.ForgotPasswordPopup })),
  ),
  resetPassword: lazy(() =>
    import('@/features/auth/reset-password-popup').then((m) => ({ default: m.ResetPasswordPopup })),
  ),
  changePassword: lazy(() =>
    import('@/features/auth/change-password-popup').then((m) => ({ default: m.ChangePasswordPopup })),
  ),
  logout: lazy(() => import('@/features/auth/logout-popup').then((m) => ({ default: m.LogoutPopup }))),
  needRealAccount: lazy(() =>
    import('@/features/auth/need-real-account-popup').then((m) => ({ default: m.NeedRealAccountPopup })),
  ),
  announcements: lazy(() =>
    import('@/features/content/announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
  ),
  feedback: lazy(async () => {
    const [m] = await Promise.all([import('@/features/content/feedback-popup'), loadTexts('account')]);
    return { default: m.FeedbackPopup };
  }),
  game: lazy(() => import('@/features/games/game-popup').then((m) => ({ default: m.GamePopup }))),
  contract: lazy(async () => {
    const [m] = await Promise.all([
      import('@/features/agent/contracts/contract-popup'),
      loadTexts('contracts'),
    ]);
    return { default: m.ContractPopup };
  }),
};

export function PopupHost() {
  const { stack, close } = usePopups();
  return (
    <>
      {stack.map((entry) => {
        const Popup = POPUPS[entry.name];
        return (
          <Suspense key={entry.name} fallback={null}>
            <Popup {...entry.props} onClose={() => close(entry.name)} />
          </Suspense>
        );
      })}
    </>
  );
}
