import { safeHref, type TResource } from '@portal/contracts';
import { Icon, type IconName } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useMerchant, useSystemConfig } from '@/lib/config';
import { launchLiveChat } from '@/lib/live-chat';
import { InstallCard } from './install-card';
import './download.css';

type AppKind = 'Android' | 'iOS' | 'iOSLite';
const KINDS: { kind: AppKind; icon: IconName; steps: number }[] = [
  { kind: 'Android', icon: 'android', steps: 4 },
  { kind: 'iOS', icon: 'apple', steps: 4 },
  { kind: 'iOSLite', icon: 'apple', steps: 3 },
];

/** The visitor's own phone first: iPhones see the iOS apps first, Android phones the Android app. */
function preferredOrder(userAgent: string): AppKind[] {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return ['iOS', 'iOSLite', 'Android'];
  return ['Android', 'iOS', 'iOSLite'];
}

/**
 * /download: the app download pages (spec section 1). First the lite app every brand has: this
 * site installed from the browser (ADR 0047), with its QR code (to /download?install=1) and
 * guide; then the operator's own Android, iOS and lite iOS downloads, when it lists any, each with
 * its QR code, a download button and an installation guide.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const { resources, customerService } = useSystemConfig();
  const order = preferredOrder(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const apps = order
    .map((kind) => {
      // Only a download address that passes the stored-URL rule becomes a button.
      const resource = resources.find((r) => r.resourceType === kind && safeHref(r.url));
      const meta = KINDS.find((k) => k.kind === kind);
      return resource && meta ? { resource, ...meta } : null;
    })
    .filter((entry): entry is { resource: TResource; kind: AppKind; icon: IconName; steps: number } =>
      Boolean(entry),
    );
  const liveChat = customerService.find((c) => c.type === 'LIVE_CHAT');
  const [params] = useSearchParams();

  return (
    <div className="page">
      <PageHeader
        title={t('download.title')}
        subtitle={t('download.subtitle', { name: merchant.name })}
        icon="download"
      />
      <InstallCard name={merchant.name} focus={params.get('install') === '1'} />
      {apps.length === 0 ? null : (
        <ul className="download-cards">
          {apps.map(({ resource, kind, icon, steps }) => (
            <li key={kind} className="download-card" id={kind.toLowerCase()}>
              <header className="download-card__header">
                <span className="download-card__icon">
                  <Icon name={icon} size={26} />
                </span>
                <div>
                  <h2 className="download-card__title">{t(`download.kinds.${kind}.title`)}</h2>
                  <p className="download-card__text">{t(`download.kinds.${kind}.text`)}</p>
                </div>
              </header>
              {resource.qrUrl ? (
                <figure className="download-card__qr">
                  <img
                    src={resource.qrUrl}
                    alt={t('shell.qrFor', { platform: t(`download.kinds.${kind}.title`) })}
                    width={160}
                    height={160}
                    loading="lazy"
                  />
                  <figcaption>{t('download.scan')}</figcaption>
                </figure>
              ) : null}
              <a
                className="btn btn--primary btn--md btn--block"
                href={resource.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="download" size={18} />
                {t(`download.kinds.${kind}.button`)}
              </a>
              <section aria-labelledby={`${kind}-guide`}>
                <h3 id={`${kind}-guide`} className="download-card__guide-title">
                  {t('download.guide')}
                </h3>
                <ol className="download-card__steps">
                  {Array.from({ length: steps }, (_, i) => i + 1).map((n) => (
                    <li key={n} className="download-card__step">
                      {t(`download.kinds.${kind}.steps.${n}` as 'download.kinds.iOS.steps.1', {
                        name: merchant.name,
                      })}
                    </li>
                  ))}
                </ol>
              </section>
            </li>
          ))}
        </ul>
      )}
      <section className="download-help">
        <Icon name="help" size={22} />
        <p>{t('download.trouble')}</p>
        {liveChat ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => void launchLiveChat(liveChat.path)}
          >
            {t('shell.liveChat')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
