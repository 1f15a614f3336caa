import { Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popups';
import { useAnnouncements } from './api';

/**
 * The home marquee (announcements of type H): the notices scroll by, stop when pointed at or
 * focused, and stand still for reduced motion. Tapping opens the notice list.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const { open } = usePopups();
  const { data, isPending } = useAnnouncements('H', 1);
  const items = data?.list ?? [];
  // Its place is kept while it loads, so the page below does not jump when it arrives.
  if (isPending) return <div className="marquee marquee--pending" aria-hidden="true" />;
  if (items.length === 0) return null;
  const text = items.map((item) => item.title);
  // Long enough to read: about 0.25 s per character, at least 20 s a loop.
  const seconds = Math.max(20, Math.round(text.join('   ').length / 4));
  return (
    <section className="marquee" aria-label={t('content.notices')}>
      <Icon name="megaphone" size={18} />
      <button
        type="button"
        className="marquee__viewport"
        onClick={() => open('announcements', { kind: 'notice' })}
      >
        <span className="marquee__track" style={{ animationDuration: `${seconds}s` }}>
          {[0, 1].map((copy) => (
            <span key={copy} className="marquee__copy" aria-hidden={copy === 1}>
              {text.map((line) => (
                <span key={line} className="marquee__item">
                  {line}
                </span>
              ))}
            </span>
          ))}
        </span>
      </button>
      <button
        type="button"
        className="marquee__more"
        onClick={() => open('announcements', { kind: 'notice' })}
      >
        {t('content.more')}
      </button>
    </section>
  );
}
