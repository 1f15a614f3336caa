import { SESSION_ROUTES } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call } from '@/lib/api-client';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS, session as sessionStore } from '@/lib/storage';

/**
 * Things links bring in the query: an affiliate code or a member's referral code (kept for
 * registration, which opens), a password-reset token from an e-mail, and the return from a social login. The parameters are
 * taken out of the address once read.
 */
export function UrlActions() {
  const location = useLocation();
  const navigate = useNavigate();
  const { open } = usePopups();
  const { signIn } = useSession();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === location.search) return;
    handled.current = location.search;
    const params = new URLSearchParams(location.search);
    const consumed: string[] = [];

    const affiliate = params.get('affiliateCode') ?? params.get('aff');
    if (affiliate && /^[A-Za-z0-9]{1,32}$/.test(affiliate)) {
      sessionStore.set(STORAGE_KEYS.affiliateCode, affiliate.toUpperCase());
      consumed.push('affiliateCode', 'aff');
      open('register');
    }
    const referral = params.get('referralCode');
    if (referral && /^[A-Za-z0-9]{1,32}$/.test(referral)) {
      sessionStore.set(STORAGE_KEYS.referralCode, referral.toUpperCase());
      consumed.push('referralCode');
      if (!affiliate) open('register');
    }
    const resetToken = params.get('resetToken');
    if (resetToken) {
      consumed.push('resetToken');
      open('resetPassword', { token: resetToken });
    }
    const social = params.get('social');
    if (social) {
      consumed.push('social');
      if (social === 'done') {
        void call(SESSION_ROUTES.socialComplete, {})
          .then((result) => signIn(result, { viaSms: true }))
          .catch((error: unknown) => open('login', { error: (error as Error).message }));
      } else {
        open('login', { socialFailed: true });
      }
    }
    if (consumed.length > 0) {
      for (const key of consumed) params.delete(key);
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    }
  }, [location.search, location.pathname, navigate, open, signIn]);

  return null;
}
