import { useTranslation } from 'react-i18next';
import { LoginRequired } from '@/components/layout/login-required';
import { PageHeader } from '@/components/layout/page-header';

/** /member: the member centre. It opens only for a logged-in, non-trial user (spec section 2). */
export function MemberPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('member.title')} icon="user" />
      <LoginRequired title={t('member.loginTitle')} />
    </div>
  );
}
