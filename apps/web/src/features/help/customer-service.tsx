import { CONTENT_ROUTES, contactHref, type TCustomerServiceEntry } from '@portal/contracts';
import { Icon, type IconName } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';
import { useSystemConfig } from '@/lib/config';
import { launchLiveChat } from '@/lib/live-chat';
import './help.css';

const ICONS: Record<TCustomerServiceEntry['type'], IconName> = {
  LIVE_CHAT: 'chat',
  TELEGRAM: 'telegram',
  FACEBOOK: 'facebook',
  WHATSAPP: 'phone',
  EMAIL: 'mail',
  PHONE: 'phone',
};

/** What the entry reaches, shown under its title: a handle, an address or a number. */
function handleOf(entry: TCustomerServiceEntry): string {
  const path = entry.path.replace(/^(mailto:|tel:)/, '');
  try {
    const url = new URL(path);
    if (url.hostname === 't.me') return `@${url.pathname.replace(/^\//, '')}`;
    return `${url.hostname.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return path;
  }
}

const TYPE_ORDER: TCustomerServiceEntry['type'][] = [
  'LIVE_CHAT',
  'TELEGRAM',
  'WHATSAPP',
  'FACEBOOK',
  'EMAIL',
  'PHONE',
];

/**
 * Customer service (CBS_modelList): every contact of the brand, in position order per kind, with
 * live chat first, then the messengers, Facebook, e-mail and phone.
 */
export function CustomerService() {
  const { t } = useTranslation();
  const config = useSystemConfig();
  const { data } = useQuery({
    queryKey: ['system', 'customerService', config.merchant.code],
    queryFn: ({ signal }) => call(CONTENT_ROUTES.customerService, { signal }),
    initialData: config.customerService,
    staleTime: 10 * 60_000,
  });
  // Where each contact leads (contactHref: mailto:, tel: or a safe URL); an entry whose stored
  // address is none of these is not shown. Live chat is launched instead (CBS_launchChat).
  const entries = data
    .map((entry) => ({ ...entry, href: contactHref(entry) }))
    .filter((entry): entry is TCustomerServiceEntry & { href: string } => entry.href !== null)
    .sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.csPosition - b.csPosition);
  if (entries.length === 0) return null;
  return (
    <section className="customer-service" aria-labelledby="customer-service-title">
      <h2 id="customer-service-title" className="section-title">
        {t('status.customerService')}
      </h2>
      <p className="customer-service__lead">{t('content.csLead')}</p>
      <ul className="customer-service__list">
        {entries.map((entry) => (
          <li key={`${entry.type}-${entry.csPosition}`}>
            {entry.type === 'LIVE_CHAT' ? (
              <button
                type="button"
                className="cs-card cs-card--primary"
                onClick={() => void launchLiveChat(entry.path)}
              >
                <Icon name={ICONS[entry.type]} size={22} />
                <span className="cs-card__text">
                  <strong>{t('shell.liveChat')}</strong>
                  <span>{t('content.liveChatHint')}</span>
                </span>
              </button>
            ) : (
              <a className="cs-card" href={entry.href} target="_blank" rel="noopener noreferrer">
                <Icon name={ICONS[entry.type]} size={22} />
                <span className="cs-card__text">
                  <strong>{entry.title}</strong>
                  <span>
                    <span className="visually-hidden">{t(`content.csTypes.${entry.type}`)}: </span>
                    {handleOf(entry)}
                  </span>
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
