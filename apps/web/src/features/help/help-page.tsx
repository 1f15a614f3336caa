import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { CustomerService } from './customer-service';
import { HelpCentre } from './help-centre';
import './help.css';

/** /help: the help centre as a page; ?anchor=terms (or #terms) opens that article. */
export function HelpPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const anchor = params.get('anchor') ?? (hash ? hash.slice(1) : undefined);
  return (
    <div className="page">
      <PageHeader title={t('help.title')} subtitle={t('help.subtitle')} icon="help" />
      <HelpCentre anchor={anchor} />
      <CustomerService />
    </div>
  );
}
