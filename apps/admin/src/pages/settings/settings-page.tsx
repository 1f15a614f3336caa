import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useCanWrite } from './shared';
import './settings.css';

export const SETTINGS_SECTIONS = [
  'flags',
  'register',
  'general',
  'domains',
  'maintenance',
  'region',
  'support',
  'contracts',
  'promotions',
] as const;

/** Brand settings: one sub-page per section, reached from the section links. */
export function SettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('settings.heading')}</h1>
      </div>
      <nav className="settings-nav" aria-label={t('settings.sectionsLabel')}>
        {SETTINGS_SECTIONS.map((section) => (
          <NavLink key={section} to={`/settings/${section}`} className="settings-nav__link">
            {t(`settings.sections.${section}`)}
          </NavLink>
        ))}
      </nav>
      {canWrite ? null : (
        <p className="notice settings-readonly" role="note">
          {t('settings.readOnly')}
        </p>
      )}
      <Outlet />
    </>
  );
}
