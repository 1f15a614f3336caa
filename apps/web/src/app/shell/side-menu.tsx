import { BANNER_SIZE, contactHref, safeHref } from '@portal/contracts';
import { CountBadge, Icon } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useMerchant, useSystemConfig } from '@/lib/config';
import { launchLiveChat } from '@/lib/live-chat';
import { CATEGORY_ICON, useCategoryEntries } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { useBanners } from '@/shared/banners/api';
import { BannerImage } from '@/shared/banners/banner-image';
import { useUnreadCounts } from '@/shared/messages/unread';
import { LanguageSelect } from './language-select';

interface SideMenuProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** On phones the menu is a drawer; this closes it after a choice. */
  onNavigate: () => void;
  id: string;
}

export function SideMenu({ collapsed, onToggleCollapsed, onNavigate, id }: SideMenuProps) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { customerService, resources } = useSystemConfig();
  const categories = useCategoryEntries();
  // Links only to addresses that pass the stored-URL rule; anything else is not shown at all.
  const downloads = resources.filter(
    (r) => (r.resourceType === 'iOS' || r.resourceType === 'Android') && r.qrUrl && safeHref(r.url),
  );
  const contacts = customerService
    .map((c) => ({ ...c, href: contactHref(c) }))
    .filter((c): c is typeof c & { href: string } => c.href !== null);
  const liveChat = contacts.find((c) => c.type === 'LIVE_CHAT');
  const telegrams = contacts.filter((c) => c.type === 'TELEGRAM').slice(0, 3);
  const facebook = contacts.find((c) => c.type === 'FACEBOOK');

  const { status, requireMember } = useSession();
  // Rewards waiting to be claimed (issue 18) show on the reward centre promo as on its menu entry.
  const rewards = useUnreadCounts().data?.rewardCenter ?? 0;
  const { data: menuBanners } = useBanners('w_leftmenu');
  const menuBanner = menuBanners?.[0];
  const navigate = useNavigate();
  const go = (to: string) => {
    onNavigate();
    if (requireMember()) navigate(to);
  };

  return (
    <nav
      id={id}
      className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}`}
      aria-label={t('shell.sideMenu')}
    >
      <div className="side-menu__top">
        <Link
          to="/"
          className="brand-mark"
          onClick={onNavigate}
          aria-label={t('shell.homeOf', { name: merchant.name })}
        >
          <img src={merchant.logoUrl} alt="" width={36} height={36} />
          <span className="brand-mark__name">{merchant.name}</span>
        </Link>
        <button
          type="button"
          className="icon-button side-menu__collapse"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
          aria-expanded={!collapsed}
          aria-controls={id}
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </button>
      </div>

      <ul className="side-menu__list">
        <li>
          <NavLink to="/" end className="side-menu__item" onClick={onNavigate} title={t('nav.home')}>
            <Icon name="home" />
            <span className="side-menu__label">{t('nav.home')}</span>
          </NavLink>
        </li>
        {categories.map((entry) => (
          <li key={entry.category}>
            <NavLink
              to={entry.route}
              className="side-menu__item"
              onClick={onNavigate}
              title={t(`categories.${entry.category}`)}
            >
              <Icon name={CATEGORY_ICON[entry.category]} />
              <span className="side-menu__label">{t(`categories.${entry.category}`)}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink
            to="/favorite"
            className="side-menu__item"
            onClick={onNavigate}
            title={t('games.favourites')}
          >
            <Icon name="star" />
            <span className="side-menu__label">{t('games.favourites')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/recent" className="side-menu__item" onClick={onNavigate} title={t('games.recent')}>
            <Icon name="clock" />
            <span className="side-menu__label">{t('games.recent')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink
            to="/promotions"
            className="side-menu__item"
            onClick={onNavigate}
            title={t('nav.promotions')}
          >
            <Icon name="gift" />
            <span className="side-menu__label">{t('nav.promotions')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/vip" className="side-menu__item" onClick={onNavigate} title={t('account.vip')}>
            <Icon name="crown" />
            <span className="side-menu__label">{t('account.vip')}</span>
          </NavLink>
        </li>
      </ul>

      <button type="button" className="promo-card" onClick={() => go('/member?page=rewardCenter')}>
        <Icon name="crown" size={28} />
        <span className="promo-card__text">
          <strong>{t('shell.rewardCentre')}</strong>
          <span className="side-menu__label">{t('shell.rewardCentreHint')}</span>
        </span>
        <CountBadge count={rewards} label={t('content.unreadCount', { count: rewards })} />
      </button>

      {status === 'agent' ? (
        <button
          type="button"
          className="side-menu__item side-menu__button"
          onClick={() => go('/agentHome?page=registerCenter')}
          title={t('shell.agentRegistration')}
        >
          <Icon name="briefcase" />
          <span className="side-menu__label">{t('shell.agentRegistration')}</span>
        </button>
      ) : (
        <button
          type="button"
          className="side-menu__item side-menu__button"
          onClick={() => go('/member?page=referral')}
          title={t('shell.inviteFriends')}
        >
          <Icon name="users" />
          <span className="side-menu__label">{t('shell.inviteFriends')}</span>
        </button>
      )}

      {menuBanner && !collapsed ? (
        <div className="side-menu__banner">
          <BannerImage banner={menuBanner} className="menu-banner" onAction={onNavigate} />
        </div>
      ) : menuBanners === undefined && !collapsed ? (
        // The banner's box is kept while it loads, so the menu below it does not jump.
        <div className="side-menu__banner" aria-hidden="true">
          <div
            className="menu-banner"
            style={{ aspectRatio: `${BANNER_SIZE.w_leftmenu.width} / ${BANNER_SIZE.w_leftmenu.height}` }}
          />
        </div>
      ) : null}

      {downloads.length > 0 ? (
        <section className="side-menu__section side-menu__downloads" aria-label={t('shell.downloadApp')}>
          <h2 className="side-menu__heading">{t('shell.downloadApp')}</h2>
          <Link to="/download" className="side-menu__more" onClick={onNavigate}>
            {t('download.guides')}
          </Link>
          <div className="download-grid">
            {downloads.map((resource) => (
              <a
                key={resource.resourceType}
                href={resource.url}
                className="download-tile"
                target="_blank"
                rel="noopener noreferrer"
              >
                <img
                  src={resource.qrUrl ?? ''}
                  alt={t('shell.qrFor', { platform: resource.resourceType })}
                  width={88}
                  height={88}
                  loading="lazy"
                />
                <span>
                  <Icon name={resource.resourceType === 'iOS' ? 'apple' : 'android'} size={16} />
                  {resource.resourceType === 'iOS' ? 'iOS' : 'Android'}
                </span>
              </a>
            ))}
          </div>
        </section>
      ) : null}

      <section className="side-menu__section" aria-label={t('shell.contactUs')}>
        <h2 className="side-menu__heading">{t('shell.contactUs')}</h2>
        <ul className="side-menu__list">
          {liveChat ? (
            <li>
              <button
                type="button"
                className="side-menu__item side-menu__button"
                onClick={() => void launchLiveChat(liveChat.path)}
                title={t('shell.liveChat')}
              >
                <Icon name="chat" />
                <span className="side-menu__label">{t('shell.liveChat')}</span>
              </button>
            </li>
          ) : null}
          {telegrams.map((entry) => (
            <li key={`tg-${entry.csPosition}`}>
              <a
                href={entry.href}
                className="side-menu__item"
                target="_blank"
                rel="noopener noreferrer"
                title={entry.title}
              >
                <Icon name="telegram" />
                <span className="side-menu__label">{t('shell.telegramN', { n: entry.csPosition })}</span>
              </a>
            </li>
          ))}
          {facebook ? (
            <li>
              <a
                href={facebook.href}
                className="side-menu__item"
                target="_blank"
                rel="noopener noreferrer"
                title={facebook.title}
              >
                <Icon name="facebook" />
                <span className="side-menu__label">{t('shell.facebook')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </section>

      <div className="side-menu__section side-menu__language">
        <LanguageSelect compact={collapsed} />
      </div>
    </nav>
  );
}
