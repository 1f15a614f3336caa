import { BUILT_IN_ROLES, isBuiltInRole, OPERATOR_PERMISSIONS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../lib/session';
import { RecoveryCodesCard, SessionsCard } from './account-security';

/**
 * Who is signed in: name, brand, role, scope and the permissions the role gives; the operator's
 * own sessions (sign out one or the others) and new recovery codes.
 */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  const me = useOperator().data;
  if (!me) return null;
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const role = isBuiltInRole(me.role) ? BUILT_IN_ROLES[me.role].name[language] : me.role;
  return (
    <>
      <h1 className="page-title">{t('account.title')}</h1>
      <section className="card">
        <dl className="facts">
          <dt>{t('account.name')}</dt>
          <dd>{me.displayName}</dd>
          <dt>{t('account.username')}</dt>
          <dd>{me.username}</dd>
          <dt>{t('account.brand')}</dt>
          <dd>{me.brands.find((brand) => brand.code === me.merchant)?.name ?? me.merchant}</dd>
          <dt>{t('account.role')}</dt>
          <dd>{role}</dd>
          <dt>{t('account.scope')}</dt>
          <dd>{me.platformWide ? t('account.platformWide') : t('account.brandOnly')}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="permissions-title">
        <h2 id="permissions-title">{t('account.permissions')}</h2>
        {me.permissions.length === 0 ? (
          <p className="muted">{t('account.noPermissions')}</p>
        ) : (
          <ul className="permission-list">
            {me.permissions.map((key) => (
              <li key={key}>{OPERATOR_PERMISSIONS[key].label[language]}</li>
            ))}
          </ul>
        )}
      </section>
      <SessionsCard />
      <RecoveryCodesCard />
    </>
  );
}
