import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchant } from '@/lib/config';
import { useUniqueVendors } from '@/lib/navigation';
import { usePopups } from '@/lib/popups';

export function Footer() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const vendors = useUniqueVendors();
  const { open } = usePopups();
  return (
    <footer className="footer">
      {vendors.length > 0 ? (
        <section aria-label={t('shell.providers')}>
          <h2 className="footer__heading">{t('shell.providers')}</h2>
          <ul className="footer__vendors">
            {vendors.map((vendor) => (
              <li key={vendor.vendorCode}>
                <img src={vendor.logoUrl} alt={vendor.name} width={80} height={32} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="footer__bottom">
        <ul className="footer__links">
          <li>
            <Link to="/help">{t('shell.helpCentre')}</Link>
          </li>
          <li>
            <Link to="/help?anchor=terms">{t('shell.terms')}</Link>
          </li>
          <li>
            <Link to="/download">{t('download.title')}</Link>
          </li>
          <li>
            <Link to="/help?anchor=responsible-gaming">{t('shell.responsibleGaming')}</Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => open('feedback')}>
              {t('shell.feedback')}
            </button>
          </li>
        </ul>
        <p className="footer__age">
          <span className="age-badge" aria-hidden="true">
            {merchant.minimumAge}+
          </span>
          {t('shell.ageNotice', { age: merchant.minimumAge })}
        </p>
        <p className="footer__copy">
          {t('shell.copyright', { year: new Date().getFullYear(), name: merchant.name })}
        </p>
      </div>
    </footer>
  );
}
