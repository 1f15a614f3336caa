import { Button, Icon, type IconName } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerCarousel } from '@/features/content/banner-carousel';
import { NoticeMarquee } from '@/features/content/notice-marquee';
import { HotGames } from '@/features/games/hot-games';
import { VendorRows } from '@/features/games/vendor-rows';
import { WinnerBoards } from '@/features/games/winner-boards';
import { useMerchant } from '@/lib/config';
import { CATEGORY_ICON, useCategoryEntries, useUniqueVendors } from '@/lib/navigation';
import { NearViewport } from '@/lib/near-viewport';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { useBanners } from '@/shared/banners/api';
import { HeroArt } from './hero-art';
import './home.css';

const PROMISES: { icon: IconName; key: 'fast' | 'secure' | 'support' | 'fair' }[] = [
  { icon: 'wallet', key: 'fast' },
  { icon: 'shield', key: 'secure' },
  { icon: 'chat', key: 'support' },
  { icon: 'star', key: 'fair' },
];

/**
 * Home (spec section 2): the notice marquee, the w_home banners, the welcome hero, hot games, the
 * winner boards, game categories and the vendor rows.
 */
export function HomePage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { open } = usePopups();
  const categories = useCategoryEntries();
  const vendors = useUniqueVendors();
  const firstRoute = categories[0]?.route ?? '/bgs';
  const { status } = useSession();
  const { data: banners } = useBanners('w_home');

  return (
    <div className="home">
      <NoticeMarquee />
      {/* The banners come first (spec section 2's order); the server draws the first ones in the
          first frame, in the same place, so the page's largest image does not wait for the app. */}
      {banners && banners.length > 0 ? <BannerCarousel banners={banners} /> : null}
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__content">
          <p className="hero__eyebrow">{t('home.welcomeTo', { name: merchant.name })}</p>
          <h1 id="hero-title" className="hero__title">
            {merchant.tagline ?? merchant.name}
          </h1>
          <p className="hero__text">{t('home.heroText', { count: vendors.length })}</p>
          <div className="button-row">
            {status === 'guest' ? (
              <Button size="lg" onClick={() => open('register')}>
                {t('home.joinNow')}
              </Button>
            ) : status === 'trial' ? (
              <Button size="lg" onClick={() => open('needRealAccount')}>
                {t('home.joinNow')}
              </Button>
            ) : (
              <Link className="btn btn--primary btn--lg" to="/member?page=depositv2">
                {t('account.deposit')}
              </Link>
            )}
            <Link className="btn btn--secondary btn--lg" to={firstRoute}>
              {t('home.exploreGames')}
            </Link>
          </div>
        </div>
        <HeroArt />
      </section>

      {/* Below the first screen: built when a reader scrolls near (the first screen loads faster). */}
      <NearViewport>{(near) => <HotGames enabled={near} />}</NearViewport>
      <NearViewport>{(near) => <WinnerBoards enabled={near} />}</NearViewport>

      {categories.length > 0 ? (
        <section className="home__section" aria-labelledby="home-categories">
          <h2 id="home-categories" className="section-title">
            {t('home.categories')}
          </h2>
          <ul className="category-grid">
            {categories.map((entry) => (
              <li key={entry.category}>
                <Link
                  to={entry.route}
                  className={`category-tile category-tile--${entry.category.toLowerCase()}`}
                >
                  <span className="category-tile__icon">
                    <Icon name={CATEGORY_ICON[entry.category]} size={30} />
                  </span>
                  <span className="category-tile__name">{t(`categories.${entry.category}`)}</span>
                  <span className="category-tile__meta">
                    {t('home.providerCount', { count: entry.vendors.length })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <NearViewport>{(near) => <VendorRows enabled={near} />}</NearViewport>

      <section className="home__section promises" aria-labelledby="home-promises">
        <h2 id="home-promises" className="visually-hidden">
          {t('home.whyUs', { name: merchant.name })}
        </h2>
        <ul className="promise-grid">
          {PROMISES.map((item) => (
            <li key={item.key} className="promise">
              <Icon name={item.icon} size={26} />
              <div>
                <h3 className="promise__title">{t(`home.promises.${item.key}.title`)}</h3>
                <p className="promise__text">{t(`home.promises.${item.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
