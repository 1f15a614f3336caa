import type { BannerGroup } from '@portal/contracts';
import { useBanners } from './api';
import { BannerImage } from './banner-image';

/** The banner atop the login, register and forgot-password popups (groups w_login, w_register, w_forget). */
export function PopupBanner({ group, onAction }: { group: BannerGroup; onAction?: () => void }) {
  const { data } = useBanners(group);
  const banner = data?.[0];
  if (!banner) return null;
  return <BannerImage banner={banner} className="popup-banner" eager {...(onAction ? { onAction } : {})} />;
}
