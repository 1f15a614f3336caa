import { contactHref } from '@portal/contracts';
import { Button, Icon, type IconName, Spinner, Toast, ToastRegion } from '@portal/ui';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CentreNav } from '@/components/layout/centre-nav';
import { useSystemConfig } from '@/lib/config';
import { loadTexts } from '@/lib/i18n';
import { launchLiveChat } from '@/lib/live-chat';
import { usePopups } from '@/lib/popups';
import { useSession } from '@/lib/session';
import { CONTRACT_PAGES, useContractInfo, visibleContractPages } from './contracts/info';
import { useLiveAgentRefresh } from './live';
import { useMoney } from './ui';
import './agent.css';

/** Agent-centre pages of spec section 2 that every agent has; contract pages join with the contracts issue. */
const PAGES: { id: string; icon: IconName }[] = [
  { id: 'agentAnnouncement', icon: 'mail' },
  { id: 'agentTeamOverview', icon: 'users' },
  { id: 'registerCenter', icon: 'user' },
  { id: 'downlineManagmentView', icon: 'briefcase' },
  { id: 'personalHistoryCopy', icon: 'clock' },
  { id: 'palStatementsAgentCopy', icon: 'jackpot' },
  { id: 'agentRevenueReport', icon: 'wallet' },
  { id: 'agentDownlineTransactionDetailsCopy', icon: 'elott' },
  { id: 'transferUpline', icon: 'arrowUp' },
];

/** Each page loads on first visit (the QR code's encoder only with the register centre). */
const PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType>> = {
  agentTeamOverview: lazy(async () => ({ default: (await import('./overview-page')).OverviewPage })),
  registerCenter: lazy(async () => ({ default: (await import('./register-centre')).RegisterCentre })),
  downlineManagmentView: lazy(async () => ({ default: (await import('./team-page')).TeamPage })),
  personalHistoryCopy: lazy(async () => ({ default: (await import('./team-bets-page')).TeamBetsPage })),
  palStatementsAgentCopy: lazy(async () => ({ default: (await import('./user-loss-page')).UserLossPage })),
  agentRevenueReport: lazy(async () => ({ default: (await import('./income-page')).IncomePage })),
  agentDownlineTransactionDetailsCopy: lazy(async () => ({
    default: (await import('./transactions-page')).TransactionsPage,
  })),
  transferUpline: lazy(async () => ({ default: (await import('./transfer-page')).TransferPage })),
  ...contractPageComponents(),
};

/** The contract pages (issue 17): one component per type, loaded with the contracts' texts. */
function contractPageComponents(): Record<string, LazyExoticComponent<ComponentType>> {
  const load = async () => {
    const [module] = await Promise.all([import('./contracts/contract-page'), loadTexts('contracts')]);
    return module;
  };
  return {
    agentDividendRecordCopy2: lazy(async () => ({ default: (await load()).DividendPage })),
    agentDailyWages2: lazy(async () => ({ default: (await load()).DailySalaryPage })),
    agentHourSalary: lazy(async () => ({ default: (await load()).HourlySalaryPage })),
    agentRealtimeSalary: lazy(async () => ({ default: (await load()).RealtimeSalaryPage })),
  };
}

/** GMT offset of the viewer, as the agent centre shows it (for example GMT+06:00). */
function gmtOffset(now: Date): string {
  const minutes = -now.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * /agentHome: the agent centre; anyone who is not a logged-in agent is sent back to /agent. The route
 * hands in the announcements page (drawn by the content feature).
 */
export function AgentHomePage({ announcements }: { announcements: ReactNode }) {
  const { t } = useTranslation();
  const { status, session, member } = useSession();
  const { open } = usePopups();
  const [params] = useSearchParams();
  const [now, setNow] = useState(() => new Date());
  const live = useLiveAgentRefresh();
  const { currency, format } = useMoney();
  // The contract pages show by the consolidated contract info (spec sections 2 and 6).
  const contracts = useContractInfo();
  const pages = [...PAGES, ...visibleContractPages(contracts.info)];
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (status !== 'agent') return <Navigate to="/agent" replace />;
  const requested = params.get('page');
  // A contract page asked for by its address waits for the info that says whether it shows.
  const waitingForInfo = contracts.pending && CONTRACT_PAGES.some((p) => p.id === requested);
  const current =
    (waitingForInfo ? CONTRACT_PAGES.find((p) => p.id === requested) : undefined) ??
    pages.find((p) => p.id === requested) ??
    PAGES[0];
  const Page = current && !waitingForInfo ? PAGE_COMPONENTS[current.id] : undefined;
  return (
    <div className="page">
      <header className="agent-bar">
        <div>
          <p className="agent-bar__eyebrow">{t('agent.centre')}</p>
          <h1 className="page__title">{member?.nickname ?? session?.userName}</h1>
        </div>
        <div className="agent-bar__meta">
          <span className="agent-bar__clock">
            <Icon name="clock" size={16} />
            <span className="visually-hidden">{t('agent.localTime')}</span> {gmtOffset(now)}{' '}
            <time dateTime={now.toISOString()}>{now.toLocaleTimeString('en-GB')}</time>
          </span>
          <Button variant="secondary" size="sm" icon="login" onClick={() => open('logout')}>
            {t('auth.signOut')}
          </Button>
        </div>
      </header>
      <Shortcuts />
      <div className="member-centre">
        <CentreNav
          label={t('agent.menu')}
          basePath="/agentHome"
          current={current?.id ?? ''}
          pages={pages.map((page) => ({
            id: page.id,
            icon: page.icon,
            label: t(`agent.pages.${page.id}.title` as 'agent.pages.agentAnnouncement.title'),
          }))}
        />
        <div className="member-centre__content">
          <h2 className="member-centre__title">
            {t(`agent.pages.${current?.id}.title` as 'agent.pages.agentAnnouncement.title')}
          </h2>
          {waitingForInfo ? (
            <Spinner label={t('common.loading')} size="lg" />
          ) : current?.id === 'agentAnnouncement' ? (
            announcements
          ) : Page ? (
            <Suspense fallback={<Spinner label={t('common.loading')} size="lg" />}>
              <Page key={current?.id} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <ToastRegion>
        {live.received ? (
          <Toast
            key={live.received.transferId}
            icon="wallet"
            title={t('agent.transfer.receivedTitle')}
            text={t('agent.transfer.received', {
              amount: `${currency} ${format(live.received.amount)}`,
              account: live.received.counterparty,
            })}
            closeLabel={t('common.close')}
            onClose={live.dismiss}
            durationMs={8000}
          />
        ) : null}
      </ToastRegion>
    </div>
  );
}

/** The rest of the agent menu (spec): deposit, withdraw, platform messages and customer service. */
function Shortcuts() {
  const { t } = useTranslation();
  const { customerService } = useSystemConfig();
  const contacts = customerService
    .map((c) => ({ ...c, href: contactHref(c) }))
    .filter((c): c is typeof c & { href: string } => c.href !== null);
  const liveChat = contacts.find((c) => c.type === 'LIVE_CHAT');
  const other = contacts.find((c) => c.type !== 'LIVE_CHAT');
  return (
    <nav className="agent-shortcuts" aria-label={t('agent.shortcuts')}>
      <Link className="agent-shortcut" to="/member?page=depositv2">
        <Icon name="download" size={18} />
        {t('account.deposit')}
      </Link>
      <Link className="agent-shortcut" to="/member?page=withdraw">
        <Icon name="arrowUp" size={18} />
        {t('account.withdraw')}
      </Link>
      <Link className="agent-shortcut" to="/member?page=messageV2">
        <Icon name="mail" size={18} />
        {t('agent.messages')}
      </Link>
      {liveChat ? (
        <button type="button" className="agent-shortcut" onClick={() => void launchLiveChat(liveChat.path)}>
          <Icon name="chat" size={18} />
          {t('agent.customerService')}
        </button>
      ) : other ? (
        <a className="agent-shortcut" href={other.href} target="_blank" rel="noopener noreferrer">
          <Icon name="chat" size={18} />
          {t('agent.customerService')}
        </a>
      ) : (
        <Link className="agent-shortcut" to="/help">
          <Icon name="chat" size={18} />
          {t('agent.customerService')}
        </Link>
      )}
    </nav>
  );
}
