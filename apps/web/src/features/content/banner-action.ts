import type { TBanner } from '@portal/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';

/** Whether tapping the banner does anything (spec section 3: a banner's linkage type). */
export function isActionable(banner: TBanner, status: string): boolean {
  switch (banner.linkageType) {
    case 'NONE':
      return false;
    case 'REGISTER':
      return status === 'guest';
    case 'URL':
    case 'ROUTE':
      return Boolean(banner.linkageValue);
    default:
      return true;
  }
}

/** What a banner does: an outside page, a page of the site, registration, the reward centre or a promotion. */
export function useBannerAction(): (banner: TBanner) => void {
  const navigate = useNavigate();
  const { open } = usePopups();
  const { requireMember } = useSession();
  return useCallback(
    (banner: TBanner) => {
      const value = banner.linkageValue;
      switch (banner.linkageType) {
        case 'URL':
          if (value && /^https?:\/\//.test(value)) window.open(value, '_blank', 'noopener,noreferrer');
          break;
        case 'ROUTE':
          if (value?.startsWith('/') && !value.startsWith('//')) navigate(value);
          break;
        case 'REGISTER':
          open('register');
          break;
        case 'REWARD_CENTER':
          if (requireMember()) navigate('/member?page=rewardCenter');
          break;
        case 'PROMOTION':
          navigate(value ? `/promotions?id=${encodeURIComponent(value)}` : '/promotions');
          break;
        default:
          break;
      }
    },
    [navigate, open, requireMember],
  );
}
