import { Icon } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Chrome's install prompt (not in the DOM typings): kept by /pwa.js, which the server adds to every page. */
interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    __portalInstallPrompt?: InstallPrompt | null;
  }
}

type Platform = 'ios' | 'android' | 'other';

function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

const isStandalone = () =>
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true);

/** The browser's own install prompt, when it has offered one (Chrome and Edge on Android and desktops). */
function useInstallPrompt() {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(() =>
    typeof window === 'undefined' ? null : (window.__portalInstallPrompt ?? null),
  );
  const [installed, setInstalled] = useState(isStandalone);
  useEffect(() => {
    const offered = () => setPrompt(window.__portalInstallPrompt ?? null);
    const done = () => {
      setPrompt(null);
      setInstalled(true);
    };
    window.addEventListener('portal:installable', offered);
    window.addEventListener('portal:installed', done);
    return () => {
      window.removeEventListener('portal:installable', offered);
      window.removeEventListener('portal:installed', done);
    };
  }, []);
  return { prompt, installed, setInstalled, clear: () => setPrompt(null) };
}

/**
 * The lite app (ADR 0047): this site installed from the browser onto the home screen. The
 * browser's prompt where it offers one, the steps for iPhone (Share → Add to Home Screen) and
 * other browsers, and on wide screens the QR code that opens this page on a phone.
 */
export function InstallCard({ name, focus }: { name: string; focus: boolean }) {
  const { t } = useTranslation();
  const { prompt, installed, setInstalled, clear } = useInstallPrompt();
  const [dismissed, setDismissed] = useState(false);
  const platform = platformOf(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    // Arrived from the QR code (/download?install=1): this card is what the visitor came for.
    if (focus) ref.current?.scrollIntoView({ block: 'start' });
  }, [focus]);

  async function install() {
    if (!prompt) return;
    await prompt.prompt();
    const choice = await prompt.userChoice;
    clear();
    window.__portalInstallPrompt = null;
    if (choice.outcome === 'accepted') setInstalled(true);
    else setDismissed(true);
  }

  const steps = platform === 'ios' ? 'ios' : 'browser';
  const stepCount = 3;
  return (
    <section
      ref={ref}
      className="download-card download-card--install"
      id="install"
      aria-labelledby="install-title"
    >
      <header className="download-card__header">
        <span className="download-card__icon">
          <Icon name="phone" size={26} />
        </span>
        <div>
          <h2 id="install-title" className="download-card__title">
            {t('download.web.title', { name })}
          </h2>
          <p className="download-card__text">{t('download.web.text', { name })}</p>
        </div>
      </header>
      {installed ? (
        <p className="download-card__status" role="status">
          {t('download.web.installed', { name })}
        </p>
      ) : (
        <>
          {prompt ? (
            <button
              type="button"
              className="btn btn--primary btn--md btn--block"
              onClick={() => void install()}
            >
              <Icon name="download" size={18} />
              {t('download.web.install')}
            </button>
          ) : null}
          {dismissed ? (
            <p className="download-card__status" role="status">
              {t('download.web.dismissed')}
            </p>
          ) : null}
          <figure className="download-card__qr">
            <img
              src="/install-qr.svg"
              alt={t('download.web.qrAlt', { name })}
              width={160}
              height={160}
              loading="lazy"
            />
            <figcaption>{t('download.web.scan')}</figcaption>
          </figure>
          <section aria-labelledby="install-guide">
            <h3 id="install-guide" className="download-card__guide-title">
              {t(platform === 'ios' ? 'download.web.iosGuide' : 'download.web.browserGuide')}
            </h3>
            <ol className="download-card__steps">
              {Array.from({ length: stepCount }, (_, i) => i + 1).map((n) => (
                <li key={n} className="download-card__step">
                  {t(`download.web.steps.${steps}.${n}` as 'download.web.steps.ios.1', { name })}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}
