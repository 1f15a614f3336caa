import type { TTeamFigures, TTeamMember } from '@portal/contracts/endpoints';
import { Button, Dialog, Field, LoadFailed, Pager, SelectField, Spinner } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatTimestamp } from '@/lib/format';
import { useSession } from '@/lib/session';
import { type TeamFilter, teamMemberQuery, teamQuery } from './api';
import { AgentTable, Badge, Money, QueryBody, SignedMoney, useWide } from './ui';

type Kind = TeamFilter['kind'];

/**
 * downlineManagmentView: my team searched, filtered and paged (cards on phones, a table on wider
 * screens); a sub-agent's team opens in place with a trail back up, and a member's summary in a dialog.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const under = params.get('under') ?? undefined;
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<Kind>('all');
  const [directOnly, setDirectOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [summaryOf, setSummaryOf] = useState<TTeamMember | null>(null);
  const query = useQuery(teamQuery({ under, keyword, kind, directOnly, pageNo }));
  const wide = useWide();

  const drill = (id: string | undefined) => {
    const next = new URLSearchParams(params);
    if (id) next.set('under', id);
    else next.delete('under');
    setParams(next);
    setPageNo(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
    setPageNo(1);
  };
  const title = t('agent.pages.downlineManagmentView.title');

  return (
    <div className="agent-stack">
      <form className="agent-filters" onSubmit={search}>
        <Field
          label={t('agent.team.keyword')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="none"
        />
        <SelectField
          label={t('agent.team.kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Kind);
            setPageNo(1);
          }}
        >
          {(['all', 'agent', 'member'] as const).map((k) => (
            <option key={k} value={k}>
              {t(`agent.team.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <label className="checkbox agent-filters__check">
          <input
            type="checkbox"
            checked={directOnly}
            onChange={(e) => {
              setDirectOnly(e.target.checked);
              setPageNo(1);
            }}
          />
          <span>{t('agent.team.directOnly')}</span>
        </label>
        <Button type="submit" variant="secondary" icon="search">
          {t('agent.team.search')}
        </Button>
      </form>
      <QueryBody query={query}>
        {(data) => (
          <>
            <Trail trail={data.trail} under={under} onDrill={drill} />
            {data.total === 0 ? (
              <p className="agent-empty">
                {keyword || kind !== 'all' || directOnly
                  ? t('agent.team.noMatch')
                  : t('agent.pages.downlineManagmentView.empty')}
              </p>
            ) : wide ? (
              <TeamTable rows={data.list} caption={title} onSummary={setSummaryOf} onDrill={drill} />
            ) : (
              <TeamCards rows={data.list} onSummary={setSummaryOf} onDrill={drill} />
            )}
            <p className="agent-count">{t('agent.team.total', { count: data.total })}</p>
            <Pager current={pageNo} totalPages={data.totalPages} onChange={setPageNo} label={title} />
          </>
        )}
      </QueryBody>
      {summaryOf ? <MemberSummary member={summaryOf} onClose={() => setSummaryOf(null)} /> : null}
    </div>
  );
}

/** Where I am in the tree: my team first, then each sub-agent down to the one opened. */
function Trail({
  trail,
  under,
  onDrill,
}: {
  trail: { id: string; account: string }[];
  under: string | undefined;
  onDrill: (id: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const { session } = useSession();
  const me = session?.userName.toLowerCase();
  const steps = trail.filter((step) => step.account.toLowerCase() !== me);
  return (
    <nav className="agent-trail" aria-label={t('agent.team.trail')}>
      <ol>
        <li>
          {under ? (
            <button type="button" className="link-button" onClick={() => onDrill(undefined)}>
              {t('agent.team.myTeam')}
            </button>
          ) : (
            <span aria-current="page">{t('agent.team.myTeam')}</span>
          )}
        </li>
        {steps.map((step, index) => (
          <li key={step.id}>
            {index === steps.length - 1 && step.id === under ? (
              <span aria-current="page">{step.account}</span>
            ) : (
              <button type="button" className="link-button" onClick={() => onDrill(step.id)}>
                {step.account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface RowActions {
  onSummary: (member: TTeamMember) => void;
  onDrill: (id: string) => void;
}

function Actions({ member, onSummary, onDrill }: { member: TTeamMember } & RowActions) {
  const { t } = useTranslation();
  return (
    <span className="agent-actions">
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        aria-label={t('agent.team.summaryOf', { account: member.account })}
        onClick={() => onSummary(member)}
      >
        {t('agent.team.summary')}
      </button>
      {member.isAgent && member.teamSize > 0 ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          aria-label={t('agent.team.teamOf', { account: member.account })}
          onClick={() => onDrill(member.id)}
        >
          {t('agent.team.openTeam', { count: member.teamSize })}
        </button>
      ) : null}
    </span>
  );
}

function TypeBadge({ member }: { member: TTeamMember }) {
  const { t } = useTranslation();
  return (
    <Badge tone={member.isAgent ? 'pending' : 'neutral'}>
      {member.isAgent ? t('agent.team.types.agent') : t('agent.team.types.member')}
    </Badge>
  );
}

function StatusBadge({ member }: { member: TTeamMember }) {
  const { t } = useTranslation();
  return (
    <Badge tone={member.status === 'active' ? 'success' : 'danger'}>
      {t(`agent.team.status.${member.status}`)}
    </Badge>
  );
}

function TeamTable({ rows, caption, ...actions }: { rows: TTeamMember[]; caption: string } & RowActions) {
  const { t } = useTranslation();
  const showBalance = rows.some((row) => row.balance !== null);
  return (
    <AgentTable
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          id: 'account',
          header: t('agent.team.account'),
          rowHeader: true,
          cell: (row) => (
            <>
              <span className="records-table__strong">{row.account}</span>
              {row.nickname ? <span className="records-table__sub">{row.nickname}</span> : null}
            </>
          ),
        },
        { id: 'type', header: t('agent.team.type'), cell: (row) => <TypeBadge member={row} /> },
        { id: 'level', header: t('agent.team.level'), className: 'num', cell: (row) => row.level },
        { id: 'upline', header: t('agent.team.upline'), cell: (row) => row.directUpline.account },
        ...(showBalance
          ? [
              {
                id: 'balance',
                header: t('agent.team.balance'),
                className: 'num',
                cell: (row: TTeamMember) => (row.balance === null ? '—' : <Money amount={row.balance} />),
              },
            ]
          : []),
        {
          id: 'lastLogin',
          header: t('agent.team.lastLogin'),
          cellClassName: 'nowrap',
          cell: (row) => (row.lastLoginAt ? formatTimestamp(row.lastLoginAt) : t('agent.team.never')),
        },
        {
          id: 'registered',
          header: t('agent.team.registered'),
          cellClassName: 'nowrap',
          cell: (row) => formatTimestamp(row.registeredAt),
        },
        { id: 'status', header: t('agent.team.statusHeader'), cell: (row) => <StatusBadge member={row} /> },
        {
          id: 'actions',
          header: <span className="visually-hidden">{t('agent.team.actions')}</span>,
          cell: (row) => <Actions member={row} {...actions} />,
        },
      ]}
    />
  );
}

function TeamCards({ rows, ...actions }: { rows: TTeamMember[] } & RowActions) {
  const { t } = useTranslation();
  return (
    <ul className="agent-cards">
      {rows.map((row) => (
        <li key={row.id} className="agent-card">
          <div className="agent-card__head">
            <span className="agent-card__title">
              {row.account}
              {row.nickname ? <span className="agent-card__sub">{row.nickname}</span> : null}
            </span>
            <TypeBadge member={row} />
          </div>
          <dl className="agent-card__facts">
            <div>
              <dt>{t('agent.team.level')}</dt>
              <dd>{row.level}</dd>
            </div>
            <div>
              <dt>{t('agent.team.upline')}</dt>
              <dd>{row.directUpline.account}</dd>
            </div>
            {row.balance !== null ? (
              <div>
                <dt>{t('agent.team.balance')}</dt>
                <dd>
                  <Money amount={row.balance} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('agent.team.statusHeader')}</dt>
              <dd>
                <StatusBadge member={row} />
              </dd>
            </div>
            <div>
              <dt>{t('agent.team.lastLogin')}</dt>
              <dd>{row.lastLoginAt ? formatTimestamp(row.lastLoginAt) : t('agent.team.never')}</dd>
            </div>
            <div>
              <dt>{t('agent.team.registered')}</dt>
              <dd>{formatTimestamp(row.registeredAt)}</dd>
            </div>
          </dl>
          <Actions member={row} {...actions} />
        </li>
      ))}
    </ul>
  );
}

/** One member's summary (agentCentre.teamMember): who, where in my tree, and its figures. */
function MemberSummary({ member, onClose }: { member: TTeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(teamMemberQuery(member.id));
  return (
    <Dialog
      title={t('agent.team.summaryTitle', { account: member.account })}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="md"
    >
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <LoadFailed onRetry={query.refetch} />
      ) : (
        <div className="agent-stack">
          <dl className="facts">
            <div>
              <dt>{t('agent.team.nickname')}</dt>
              <dd>{query.data.member.nickname ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('agent.team.type')}</dt>
              <dd>
                <TypeBadge member={query.data.member} />
              </dd>
            </div>
            <div>
              <dt>{t('agent.team.level')}</dt>
              <dd>{query.data.member.level}</dd>
            </div>
            <div>
              <dt>{t('agent.team.chain')}</dt>
              <dd>
                {[...query.data.trail.map((step) => step.account), query.data.member.account].join(' › ')}
              </dd>
            </div>
            {query.data.member.balance !== null ? (
              <div>
                <dt>{t('agent.team.balance')}</dt>
                <dd>
                  <Money amount={query.data.member.balance} withCurrency />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('agent.team.teamSize')}</dt>
              <dd>{query.data.member.teamSize}</dd>
            </div>
            <div>
              <dt>{t('agent.team.lastLogin')}</dt>
              <dd>
                {query.data.member.lastLoginAt
                  ? formatTimestamp(query.data.member.lastLoginAt)
                  : t('agent.team.never')}
              </dd>
            </div>
            <div>
              <dt>{t('agent.team.registered')}</dt>
              <dd>{formatTimestamp(query.data.member.registeredAt)}</dd>
            </div>
            <div>
              <dt>{t('agent.team.statusHeader')}</dt>
              <dd>
                <StatusBadge member={query.data.member} />
              </dd>
            </div>
          </dl>
          <FiguresTable last30Days={query.data.last30Days} lifetime={query.data.lifetime} />
        </div>
      )}
    </Dialog>
  );
}

function FiguresTable({ last30Days, lifetime }: { last30Days: TTeamFigures; lifetime: TTeamFigures }) {
  const { t } = useTranslation();
  const rows: { id: string; label: string; cell: (f: TTeamFigures) => React.ReactNode }[] = [
    { id: 'deposits', label: t('agent.figures.deposits'), cell: (f) => <Money amount={f.deposits} /> },
    {
      id: 'withdrawals',
      label: t('agent.figures.withdrawals'),
      cell: (f) => <Money amount={f.withdrawals} />,
    },
    { id: 'bets', label: t('agent.figures.betCount'), cell: (f) => f.betCount },
    { id: 'validBet', label: t('agent.figures.validBet'), cell: (f) => <Money amount={f.validBet} /> },
    {
      id: 'profitLoss',
      label: t('agent.figures.profitLoss'),
      cell: (f) => <SignedMoney amount={f.profitLoss} />,
    },
  ];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it
    <section className="records-table-wrap" aria-label={t('agent.team.figures')} tabIndex={0}>
      <table className="records-table agent-records agent-table--compact">
        <caption className="visually-hidden">{t('agent.team.figures')}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="num">
              {t('agent.team.last30Days')}
            </th>
            <th scope="col" className="num">
              {t('agent.team.lifetime')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.label}</th>
              <td className="num">{row.cell(last30Days)}</td>
              <td className="num">{row.cell(lifetime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
