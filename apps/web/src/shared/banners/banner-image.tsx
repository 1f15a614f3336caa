import { BANNER_SIZE, safeHref, type TBanner } from '@portal/contracts';
import { useSession } from '@/lib/session';
import { isActionable, useBannerAction } from './banner-action';

/** One banner: its image, named by its words, and a button when tapping it does something. */
export function BannerImage({
  banner,
  eager = false,
  className = 'banner',
  onAction,
}: {
  banner: TBanner;
  eager?: boolean;
  className?: string;
  /** Runs before the banner's own action (a popup closes itself first). */
  onAction?: () => void;
}) {
  const { status } = useSession();
  const act = useBannerAction();
  const size = BANNER_SIZE[banner.groupName];
  const label = banner.subtitle ? `${banner.title}. ${banner.subtitle}` : banner.title;
  // An image URL that breaks the stored-URL rule is not loaded (the banner keeps its words).
  const image = (
    <img
      src={safeHref(banner.url) ?? undefined}
      alt={label}
      width={size.width}
      height={size.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  if (!isActionable(banner, status)) return <div className={className}>{image}</div>;
  return (
    <button
      type="button"
      className={`${className} ${className}--action`}
      onClick={() => {
        onAction?.();
        act(banner);
      }}
    >
      {image}
    </button>
  );
}
