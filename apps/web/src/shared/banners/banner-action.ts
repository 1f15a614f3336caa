import { safeUrlKind, type TBanner } from '@portal/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';

/**
 * Where a link banner leads, or null: only an absolute http(s) URL or a path of this site (the
 * stored-URL rule of @portal/contracts). The server refuses anything else since issue 13; this
 * keeps a value stored before from ever being followed.
 */
function linkOf(banner: TBanner): { kind: 'absolute' | 'path'; value: string } | null {
  const value = banner.linkageValue;
  const kind = safeUrlKind(value);
  if (!value || !kind) return null;
  if (banner.linkageType === 'ROUTE') return kind === 'path' ? { kind, value } : null;
  return banner.linkageType === 'URL' ? { kind, value } : null;
}

/** Whether tapping the banner does anything (spec section 3: a banner's linkage type). */
export function isActionable(banner: TBanner, status: string): boolean {
  switch (banner.linkageType) {
    case 'NONE':
      return false;
    case 'REGISTER':
      return status === 'guest';
    case 'URL':
    case 'ROUTE':
      return linkOf(banner) !== null;
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
      const link = linkOf(banner);
      switch (banner.linkageType) {
        case 'URL':
        case 'ROUTE':
          // Another site opens in a new tab; a page of this one goes through the router.
          if (link?.kind === 'absolute') window.open(link.value, '_blank', 'noopener,noreferrer');
          else if (link?.kind === 'path') navigate(link.value);
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
