import { contactHref, type TSystemConfig } from '@portal/contracts';
import { Icon, type IconName } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { LanguageSelect } from './shell/language-select';

function CustomerServiceButton({ config }: { config: TSystemConfig }) {
  const { t } = useTranslation();
  // Only entries whose address is a safe link for their kind (contactHref).
  const entries = config.customerService
    .map((c) => ({ type: c.type, href: contactHref(c) }))
    .filter((c): c is { type: typeof c.type; href: string } => c.href !== null);
  const entry =
    entries.find((c) => c.type === 'LIVE_CHAT') ?? entries.find((c) => c.type === 'TELEGRAM') ?? entries[0];
  if (!entry) return null;
  return (
    <a className="btn btn--primary btn--lg" href={entry.href} target="_blank" rel="noopener noreferrer">
      <Icon name="chat" size={18} />
      {t('status.customerService')}
    </a>
  );
}

function StatusFrame({
  config,
  icon,
  title,
  children,
}: {
  config: TSystemConfig;
  icon: IconName;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <main className="status-page">
      <div className="status-page__card">
        <img
          className="status-page__logo"
          src={config.merchant.logoUrl}
          alt={config.merchant.name}
          width={56}
          height={56}
        />
        <div className="status-page__icon">
          <Icon name={icon} size={40} />
        </div>
        <h1 className="status-page__title">{title}</h1>
        {children}
        <CustomerServiceButton config={config} />
        <div className="status-page__language">
          <LanguageSelect />
        </div>
      </div>
    </main>
  );
}

/** System status 1 (spec section 2): the maintenance message and a customer-service button. */
export function MaintenancePage({ config }: { config: TSystemConfig }) {
  const { t } = useTranslation();
  const ends = config.status.maintenanceEndsAt;
  return (
    <StatusFrame config={config} icon="wrench" title={t('status.maintenanceTitle')}>
      <p className="status-page__text">{config.status.message ?? t('status.maintenanceText')}</p>
      {ends ? (
        <p className="status-page__meta">{t('status.maintenanceUntil', { time: formatTimestamp(ends) })}</p>
      ) : null}
    </StatusFrame>
  );
}

/** System status 2: the visitor's address, the block message and a customer-service button. */
export function RegionBlockedPage({ config }: { config: TSystemConfig }) {
  const { t } = useTranslation();
  return (
    <StatusFrame config={config} icon="ban" title={t('status.blockedTitle')}>
      <p className="status-page__text">{t('status.blockedText', { name: config.merchant.name })}</p>
      <p className="status-page__meta">
        {t('status.yourIp')} <strong className="status-page__ip">{config.status.ip}</strong>
      </p>
    </StatusFrame>
  );
}
