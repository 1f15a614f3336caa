import type { ReferralState } from '@portal/contracts';
import type { TReferee, TReferralRules, TReferralView } from '@portal/contracts/endpoints';
import { Button, EmptyState, Pager, QueryView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QrCode } from '@/components/qr-code';
import { RecordsBody, RecordsTable } from '@/components/records/records';
import { Money, useCurrency } from '@/components/ui/money';
import { Panel, StatusBadge, type Tone } from '@/components/ui/status';
import { formatTimestamp } from '@/lib/format';
import { useSession } from '@/lib/session';
import { refereesQuery, referralQuery } from './api';
import './referral.css';

/** The calendar day of an instant, in the viewer's time zone (yyyy-MM-dd). */
const dayOf = (iso: string) => formatTimestamp(iso).slice(0, 10);

const STATE_TONE: Record<ReferralState, Tone> = {
  REGISTERED: 'pending',
  REWARDED: 'success',
  FLAGGED: 'warning',
  EXPIRED: 'neutral',
  QUALIFIED: 'neutral',
  REJECTED: 'danger',
};

/** A copy button named for what it copies; whether the copy worked is announced. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {label}
      </Button>
      <span className="referral-copy-state" role="status">
        {state === 'copied'
          ? t('referral.invite.copied')
          : state === 'failed'
            ? t('referral.invite.copyFailed')
            : ''}
      </span>
    </>
  );
}

function Invitation({ view }: { view: TReferralView }) {
  const { t } = useTranslation();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () =>
    navigator
      .share({
        title: t('referral.invite.shareTitle'),
        text: t('referral.invite.shareText', { code: view.code }),
        url: view.link,
      })
      .catch(() => undefined);
  return (
    <Panel icon="qr" title={t('referral.invite.title')} className="referral-invite">
      <p className="referral-lead">{t('referral.invite.lead')}</p>
      <div className="referral-invite__body">
        <QrCode
          className="referral-qr"
          text={view.link}
          label={t('referral.invite.qr', { link: view.link })}
        />
        <dl className="referral-facts">
          <div>
            <dt>{t('referral.invite.code')}</dt>
            <dd>
              <span className="referral-facts__value referral-facts__code">{view.code}</span>
              <CopyButton text={view.code} label={t('referral.invite.copyCode')} />
            </dd>
          </div>
          <div>
            <dt>{t('referral.invite.link')}</dt>
            <dd>
              <span className="referral-facts__value">{view.link}</span>
              <CopyButton text={view.link} label={t('referral.invite.copyLink')} />
              {canShare ? (
                <Button variant="secondary" size="sm" onClick={() => void share()}>
                  {t('referral.invite.share')}
                </Button>
              ) : null}
            </dd>
          </div>
        </dl>
      </div>
    </Panel>
  );
}

/** The brand's condition and reward in one sentence, from the settings the server answers. */
export function useRulesText() {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  return (rules: TReferralRules) => {
    const money = (amount: string) => `${currency} ${format(amount)}`;
    const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);
    const reward =
      rules.rewardKind === 'POINTS'
        ? t('referral.rules.rewardPoints', { amount: Number(rules.reward).toLocaleString() })
        : rules.rewardKind === 'BONUS'
          ? rules.rewardWagerMultiple > 0
            ? t('referral.rules.rewardBonus', {
                amount: money(rules.reward),
                multiple: rules.rewardWagerMultiple,
              })
            : t('referral.rules.rewardBonusNoWagering', { amount: money(rules.reward) })
          : t('referral.rules.rewardCash', { amount: money(rules.reward) });
    const deposit = isZero(rules.minDeposit) ? t('referral.rules.anyDeposit') : money(rules.minDeposit);
    return isZero(rules.minValidBet)
      ? t('referral.rules.conditionNoBet', { deposit, days: rules.windowDays, reward })
      : t('referral.rules.condition', {
          deposit,
          validBet: money(rules.minValidBet),
          days: rules.windowDays,
          reward,
        });
  };
}

function Rules({ rules }: { rules: TReferralRules }) {
  const { t } = useTranslation();
  const text = useRulesText();
  return (
    <Panel icon="gift" title={t('referral.rules.title')}>
      <p className="referral-rule">{text(rules)}</p>
      <ul className="referral-notes">
        <li>{t('referral.rules.once')}</li>
        {rules.monthlyCap > 0 ? <li>{t('referral.rules.cap', { count: rules.monthlyCap })}</li> : null}
        <li>{t('referral.rules.fair')}</li>
      </ul>
    </Panel>
  );
}

function Stats({ view }: { view: TReferralView }) {
  const { t } = useTranslation();
  const s = view.stats;
  const tiles: { id: string; label: string; value: ReactNode }[] = [
    { id: 'invited', label: t('referral.stats.invited'), value: s.invited },
    { id: 'qualified', label: t('referral.stats.qualified'), value: s.qualified },
    { id: 'rewarded', label: t('referral.stats.rewarded'), value: s.rewarded },
    { id: 'earned', label: t('referral.stats.earned'), value: <Money amount={s.earnedCash} withCurrency /> },
  ];
  if (s.earnedBonus !== '0' && !/^0+(\.0+)?$/.test(s.earnedBonus))
    tiles.push({
      id: 'bonus',
      label: t('referral.stats.earnedBonus'),
      value: <Money amount={s.earnedBonus} withCurrency />,
    });
  if (s.earnedPoints !== '0')
    tiles.push({
      id: 'points',
      label: t('referral.stats.earnedPoints'),
      value: Number(s.earnedPoints).toLocaleString(),
    });
  return (
    <Panel icon="crown" title={t('referral.stats.title')}>
      <dl className="referral-stats">
        {tiles.map((tile) => (
          <div key={tile.id} className="referral-stats__tile">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function Progress({ met, label }: { met: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <span className={`referral-step referral-step--${met ? 'met' : 'open'}`}>
      <span aria-hidden="true">{met ? '✓' : '○'}</span> {label}:{' '}
      {met ? t('referral.friends.met') : t('referral.friends.notMet')}
    </span>
  );
}

function Friends() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(refereesQuery(page));
  const reward = (row: TReferee) =>
    row.reward === null ? (
      '—'
    ) : row.rewardKind === 'POINTS' ? (
      t('referral.rules.rewardPoints', { amount: Number(row.reward).toLocaleString() })
    ) : (
      <Money amount={row.reward} withCurrency />
    );
  return (
    <Panel icon="users" title={t('referral.friends.title')}>
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{ icon: 'users', title: t('referral.friends.empty'), hint: t('referral.friends.emptyHint') }}
      >
        {(data) => (
          <>
            <RecordsTable
              caption={t('referral.friends.title')}
              rows={data.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'account',
                  header: t('referral.friends.account'),
                  cell: (row) => row.account,
                  rowHeader: true,
                },
                {
                  id: 'registered',
                  header: t('referral.friends.registered'),
                  cell: (row) => <time dateTime={row.registeredAt}>{dayOf(row.registeredAt)}</time>,
                },
                {
                  id: 'state',
                  header: t('referral.friends.state'),
                  cell: (row) => (
                    <StatusBadge tone={STATE_TONE[row.state]}>
                      {t(`referral.states.${row.state}`)}
                    </StatusBadge>
                  ),
                },
                {
                  id: 'progress',
                  header: t('referral.friends.progress'),
                  cell: (row) => (
                    <span className="referral-steps">
                      <Progress met={row.depositMet} label={t('referral.friends.deposit')} />
                      <Progress met={row.validBetMet} label={t('referral.friends.validBet')} />
                    </span>
                  ),
                },
                {
                  id: 'until',
                  header: t('referral.friends.until'),
                  cell: (row) => <time dateTime={row.expiresAt}>{dayOf(row.expiresAt)}</time>,
                },
                {
                  id: 'reward',
                  header: t('referral.friends.reward'),
                  className: 'num',
                  cell: reward,
                },
              ]}
            />
            <Pager
              current={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('referral.friends.title')}
            />
          </>
        )}
      </RecordsBody>
    </Panel>
  );
}

/**
 * referral (spec section 2, "invite friends" in the side menu for non-agents; issue 19): my code
 * and link with copy, share and a QR code, the brand's rule in words, my figures and the friends
 * I invited (masked). Agents invite through the agent centre instead.
 */
export function ReferralPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const query = useQuery({ ...referralQuery, enabled: status !== 'agent' });
  if (status === 'agent') {
    return (
      <EmptyState
        icon="users"
        title={t('referral.agents.title')}
        description={t('referral.agents.hint')}
        action={
          <Link className="btn btn--secondary btn--sm" to="/agentHome?page=registerCenter">
            {t('referral.agents.open')}
          </Link>
        }
      />
    );
  }
  return (
    <QueryView query={query} spinnerSize="lg">
      {(view) => (
        <div className="referral-page">
          <Invitation view={view} />
          <Rules rules={view.rules} />
          <Stats view={view} />
          <Friends />
        </div>
      )}
    </QueryView>
  );
}
