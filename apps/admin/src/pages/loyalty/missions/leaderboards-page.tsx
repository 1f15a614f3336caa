import {
  GAME_CATEGORY_CODES,
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  type LeaderboardMetric,
  type LeaderboardPeriod,
  LOYALTY_REWARD_KINDS,
  type LoyaltyRewardKind,
} from '@portal/contracts';
import {
  LEADERBOARD_MAX_PRIZES,
  type MissionStatus,
  type TAdminLeaderboard,
  type TAdminLeaderboardDetail,
  type TLeaderboardInput,
  type TLoyaltyReward,
} from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Field, QueryView, SelectField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import {
  EditorFooter,
  grouped,
  isoOf,
  localInput,
  M,
  MISSIONS_KEY,
  ScheduleFieldset,
  ScreenHead,
  useCan,
  useMissionScreen,
  useProblem,
  useRewardWords,
} from './shared';

const MONEY = /^\d{1,16}(\.\d{1,8})?$/;
const WHOLE = /^\d{1,15}$/;

interface PrizeDraft {
  kind: LoyaltyRewardKind;
  amount: string;
  wagerMultiple: string;
}

export interface BoardDraft {
  title: Record<'en' | 'bn' | 'fil', string>;
  metric: LeaderboardMetric;
  period: LeaderboardPeriod;
  category: string;
  minStake: string;
  prizes: PrizeDraft[];
  startsAt: string;
  endsAt: string;
  sortOrder: string;
}

function draftOf(b: TAdminLeaderboard | null): BoardDraft {
  if (!b)
    return {
      title: { en: '', bn: '', fil: '' },
      metric: 'VALID_BET',
      period: 'WEEKLY',
      category: '',
      minStake: '0',
      prizes: [{ kind: 'CASH', amount: '', wagerMultiple: '0' }],
      startsAt: localInput(new Date().toISOString()),
      endsAt: '',
      sortOrder: '0',
    };
  return {
    title: { en: b.content.en?.title ?? '', bn: b.content.bn?.title ?? '', fil: b.content.fil?.title ?? '' },
    metric: b.metric,
    period: b.period,
    category: b.category ?? '',
    minStake: b.minStake,
    prizes: b.prizes.map((p) => ({ kind: p.kind, amount: p.amount, wagerMultiple: String(p.wagerMultiple) })),
    startsAt: localInput(b.startsAt),
    endsAt: localInput(b.endsAt),
    sortOrder: String(b.sortOrder),
  };
}

/** The draft as the endpoint's input, or the problem's key (the server checks it again). */
export function boardInputOf(d: BoardDraft): TLeaderboardInput | { problem: string } {
  if (!d.title.en.trim()) return { problem: 'title' };
  const minStake = d.metric === 'WIN_MULTIPLIER' ? d.minStake.trim() || '0' : '0';
  if (!MONEY.test(minStake)) return { problem: 'minStake' };
  if (d.prizes.length === 0) return { problem: 'prizes' };
  const prizes: TLeaderboardInput['prizes'] = [];
  for (const p of d.prizes) {
    const amount = p.amount.trim();
    const ok = p.kind === 'POINTS' ? WHOLE.test(amount) : MONEY.test(amount);
    const multiple = WHOLE.test(p.wagerMultiple.trim()) ? Number(p.wagerMultiple) : -1;
    if (!ok || Number(amount) <= 0 || (p.kind === 'BONUS' && (multiple < 1 || multiple > 100)))
      return { problem: 'prizes' };
    prizes.push({ kind: p.kind, amount, wagerMultiple: p.kind === 'BONUS' ? multiple : 0 });
  }
  const startsAt = isoOf(d.startsAt);
  const endsAt = isoOf(d.endsAt);
  if (!startsAt || (d.endsAt && !endsAt) || (endsAt && endsAt <= startsAt)) return { problem: 'dates' };
  const content: TLeaderboardInput['content'] = {};
  for (const lang of ['en', 'bn', 'fil'] as const)
    if (d.title[lang].trim()) content[lang] = { title: d.title[lang].trim() };
  return {
    content,
    metric: d.metric,
    period: d.period,
    category: d.category || null,
    minStake,
    prizes,
    startsAt,
    endsAt,
    sortOrder: WHOLE.test(d.sortOrder.trim()) ? Math.min(9999, Number(d.sortOrder)) : 0,
  };
}

/** /loyalty/leaderboards: every board; activate or archive; open one. */
export function LeaderboardsPage() {
  const { t } = useMissionScreen();
  const canManage = useCan('loyalty.manage');
  const queryClient = useQueryClient();
  const problem = useProblem();
  const [message, setMessage] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...MISSIONS_KEY, 'boards'],
    queryFn: ({ signal }) => call(M.boards, { signal }),
  });
  const setStatus = useMutation({
    mutationFn: (v: { id: string; status: MissionStatus }) =>
      call(M.setBoardStatus, { params: { id: v.id }, body: { status: v.status } }),
    onSuccess: () => {
      setMessage(null);
      void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
    },
    onError: (error) => setMessage(problem(error)),
  });
  const words = useRewardWords();
  const col = (
    id: string,
    label: string,
    value: (b: TAdminLeaderboard) => string,
  ): Column<TAdminLeaderboard> => ({
    id,
    header: label,
    cell: (b) => (
      <>
        <CellLabel>{label}</CellLabel>
        {value(b)}
      </>
    ),
  });
  return (
    <>
      <ScreenHead
        title={t('loyaltyMissions.boards.heading')}
        intro={t('loyaltyMissions.boards.intro')}
        action={
          canManage ? (
            <Link className="btn btn--primary btn--md" to="/loyalty/leaderboards/new">
              {t('loyaltyMissions.boards.new')}
            </Link>
          ) : null
        }
      />
      {message ? (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      ) : null}
      <section className="card card--flush">
        <QueryView query={list} empty={{ icon: 'jackpot', title: t('loyaltyMissions.boards.none') }}>
          {(rows) => (
            <div className="table-scroll">
              <DataTable
                className="table"
                caption={t('loyaltyMissions.boards.heading')}
                rows={rows}
                rowKey={(b) => b.id}
                columns={[
                  {
                    id: 'title',
                    header: t('loyaltyMissions.boards.title'),
                    rowHeader: true,
                    cell: (b) => (
                      <>
                        <CellLabel>{t('loyaltyMissions.boards.title')}</CellLabel>
                        <Link to={`/loyalty/leaderboards/${b.id}`}>{b.content.en?.title ?? b.id}</Link>
                      </>
                    ),
                  },
                  col('metric', t('loyaltyMissions.boards.metric'), (b) =>
                    t(`loyaltyMissions.boards.metrics.${b.metric}`),
                  ),
                  col('period', t('loyaltyMissions.boards.period'), (b) =>
                    t(`loyaltyMissions.common.periods.${b.period}`),
                  ),
                  col('prizes', t('loyaltyMissions.boards.prizes'), (b) => b.prizes.map(words).join(' / ')),
                  col('status', t('loyaltyMissions.common.status'), (b) =>
                    t(`loyaltyMissions.common.statuses.${b.status}`),
                  ),
                  {
                    id: 'actions',
                    header: '',
                    cell: (b) =>
                      canManage && b.status !== 'ARCHIVED' ? (
                        <div className="ms-actions">
                          {b.status === 'DRAFT' ? (
                            <Button
                              size="sm"
                              disabled={setStatus.isPending}
                              onClick={() => setStatus.mutate({ id: b.id, status: 'ACTIVE' })}
                              aria-label={`${t('loyaltyMissions.common.activate')}: ${b.content.en?.title ?? b.id}`}
                            >
                              {t('loyaltyMissions.common.activate')}
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={setStatus.isPending}
                            onClick={() => setStatus.mutate({ id: b.id, status: 'ARCHIVED' })}
                            aria-label={`${t('loyaltyMissions.common.archive')}: ${b.content.en?.title ?? b.id}`}
                          >
                            {t('loyaltyMissions.common.archive')}
                          </Button>
                        </div>
                      ) : null,
                  },
                ]}
              />
            </div>
          )}
        </QueryView>
      </section>
    </>
  );
}

function BoardForm({ board }: { board: TAdminLeaderboard | null }) {
  const { t } = useMissionScreen();
  const canManage = useCan('loyalty.manage');
  const problemOf = useProblem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const [draft, setDraft] = useState<BoardDraft>(() => draftOf(board));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const running = board?.status === 'ACTIVE';
  const save = useMutation({
    mutationFn: (input: TLeaderboardInput) =>
      board
        ? call(M.updateBoard, { params: { id: board.id }, body: input })
        : call(M.createBoard, { body: input }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
      setMessage({ ok: true, text: t('loyaltyMissions.common.saved') });
      if (!board) navigate(`/loyalty/leaderboards/${saved.id}`, { replace: true });
    },
    onError: (error) => setMessage({ ok: false, text: problemOf(error) }),
  });
  const set = <K extends keyof BoardDraft>(key: K, value: BoardDraft[K]) => {
    setMessage(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const setPrize = (i: number, part: Partial<PrizeDraft>) =>
    set(
      'prizes',
      draft.prizes.map((p, j) => (j === i ? { ...p, ...part } : p)),
    );
  return (
    <form
      id={formId}
      className="card ms-form"
      onSubmit={(event) => {
        event.preventDefault();
        const input = boardInputOf(draft);
        if ('problem' in input) {
          setMessage({
            ok: false,
            text: t(
              `loyaltyMissions.boards.problems.${input.problem}` as 'loyaltyMissions.boards.problems.title',
            ),
          });
          return;
        }
        save.mutate(input);
      }}
    >
      {!canManage ? <p className="muted">{t('loyaltyMissions.common.noPermission')}</p> : null}
      {running ? <p className="muted">{t('loyaltyMissions.boards.running')}</p> : null}
      <fieldset className="ms-fieldset" disabled={!canManage}>
        <legend>{t('loyaltyMissions.boards.title')}</legend>
        <div className="form-grid">
          {(['en', 'bn', 'fil'] as const).map((lang) => (
            <Field
              key={lang}
              label={t('loyaltyMissions.editor.titleIn', {
                language: t(
                  `loyaltyMissions.common.${lang === 'en' ? 'english' : lang === 'bn' ? 'bengali' : 'filipino'}`,
                ),
              })}
              value={draft.title[lang]}
              maxLength={80}
              required={lang === 'en'}
              onChange={(event) => set('title', { ...draft.title, [lang]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="ms-fieldset" disabled={!canManage || running}>
        <legend>{t('loyaltyMissions.boards.metric')}</legend>
        <div className="form-grid">
          <SelectField
            label={t('loyaltyMissions.boards.metric')}
            value={draft.metric}
            onChange={(event) => set('metric', event.target.value as LeaderboardMetric)}
          >
            {LEADERBOARD_METRICS.map((m) => (
              <option key={m} value={m}>
                {t(`loyaltyMissions.boards.metrics.${m}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('loyaltyMissions.boards.period')}
            value={draft.period}
            onChange={(event) => set('period', event.target.value as LeaderboardPeriod)}
          >
            {LEADERBOARD_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`loyaltyMissions.common.periods.${p}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('loyaltyMissions.editor.category')}
            value={draft.category}
            onChange={(event) => set('category', event.target.value)}
          >
            <option value="">{t('loyaltyMissions.common.anyCategory')}</option>
            {GAME_CATEGORY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          {draft.metric === 'WIN_MULTIPLIER' ? (
            <Field
              label={t('loyaltyMissions.boards.minStake')}
              hint={t('loyaltyMissions.boards.minStakeHelp')}
              inputMode="decimal"
              value={draft.minStake}
              onChange={(event) => set('minStake', event.target.value)}
            />
          ) : null}
        </div>
      </fieldset>
      <fieldset className="ms-fieldset" disabled={!canManage}>
        <legend>{t('loyaltyMissions.boards.prizes')}</legend>
        {draft.prizes.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a prize is its rank
          <div key={i} className="ms-prize">
            <SelectField
              label={t('loyaltyMissions.boards.prize', { rank: i + 1 })}
              value={p.kind}
              onChange={(event) => setPrize(i, { kind: event.target.value as LoyaltyRewardKind })}
            >
              {LOYALTY_REWARD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`loyaltyMissions.common.rewardKinds.${k}`)}
                </option>
              ))}
            </SelectField>
            <Field
              label={
                p.kind === 'POINTS'
                  ? t('loyaltyMissions.editor.rewardPoints')
                  : t('loyaltyMissions.editor.rewardAmount')
              }
              inputMode={p.kind === 'POINTS' ? 'numeric' : 'decimal'}
              value={p.amount}
              onChange={(event) => setPrize(i, { amount: event.target.value })}
            />
            {p.kind === 'BONUS' ? (
              <Field
                label={t('loyaltyMissions.editor.wagerMultiple')}
                inputMode="numeric"
                value={p.wagerMultiple}
                onChange={(event) => setPrize(i, { wagerMultiple: event.target.value })}
              />
            ) : null}
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() =>
                set(
                  'prizes',
                  draft.prizes.filter((_, j) => j !== i),
                )
              }
            >
              {t('loyaltyMissions.boards.removePrize', { rank: i + 1 })}
            </Button>
          </div>
        ))}
        {draft.prizes.length < LEADERBOARD_MAX_PRIZES ? (
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() =>
                set('prizes', [...draft.prizes, { kind: 'CASH', amount: '', wagerMultiple: '0' }])
              }
            >
              {t('loyaltyMissions.boards.addPrize')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <ScheduleFieldset value={draft} onChange={set} disabled={!canManage} />
      <EditorFooter
        message={message}
        canManage={canManage}
        saving={save.isPending}
        cancelTo="/loyalty/leaderboards"
      />
    </form>
  );
}

function Standings({ detail }: { detail: TAdminLeaderboardDetail }) {
  const { t } = useMissionScreen();
  const words = useRewardWords();
  type Row = TAdminLeaderboardDetail['standings'][number] & { reward?: TLoyaltyReward | null };
  const cols = (extra: Column<Row>[] = []): Column<Row>[] => [
    {
      id: 'rank',
      header: t('loyaltyMissions.boards.rank'),
      className: 'num',
      cell: (r) => (
        <>
          <CellLabel>{t('loyaltyMissions.boards.rank')}</CellLabel>
          {r.rank}
        </>
      ),
    },
    {
      id: 'account',
      header: t('loyaltyMissions.boards.account'),
      rowHeader: true,
      cell: (r) => (
        <>
          <CellLabel>{t('loyaltyMissions.boards.account')}</CellLabel>
          {r.account}
        </>
      ),
    },
    {
      id: 'score',
      header: t('loyaltyMissions.boards.score'),
      className: 'num',
      cell: (r) => (
        <>
          <CellLabel>{t('loyaltyMissions.boards.score')}</CellLabel>
          {detail.board.metric === 'VALID_BET' ? grouped(r.score) : `×${r.score}`}
        </>
      ),
    },
    {
      id: 'reached',
      header: t('loyaltyMissions.boards.reachedAt'),
      cell: (r) => (
        <>
          <CellLabel>{t('loyaltyMissions.boards.reachedAt')}</CellLabel>
          {new Date(r.reachedAt).toLocaleString()}
        </>
      ),
    },
    ...extra,
  ];
  return (
    <>
      <section className="card card--flush">
        {detail.standings.length === 0 ? (
          <p className="muted">{t('loyaltyMissions.boards.noStandings')}</p>
        ) : (
          <div className="table-scroll">
            <DataTable
              className="table"
              caption={t('loyaltyMissions.boards.standings', {
                period: detail.periodKey,
                ends: new Date(detail.endsAt).toLocaleString(),
              })}
              rows={detail.standings}
              rowKey={(r) => r.memberId}
              columns={cols()}
            />
          </div>
        )}
      </section>
      <section className="card" aria-label={t('loyaltyMissions.boards.results')}>
        <h2>{t('loyaltyMissions.boards.results')}</h2>
        {detail.results.length === 0 ? (
          <p className="muted">{t('loyaltyMissions.boards.noResults')}</p>
        ) : (
          detail.results.map((r) => (
            <div key={r.periodKey} className="table-scroll">
              <DataTable
                className="table"
                caption={r.periodKey}
                rows={r.winners}
                rowKey={(w) => `${r.periodKey}:${w.rank}`}
                columns={cols([
                  {
                    id: 'prize',
                    header: t('loyaltyMissions.boards.paid'),
                    cell: (w) => (
                      <>
                        <CellLabel>{t('loyaltyMissions.boards.paid')}</CellLabel>
                        {w.reward ? words(w.reward) : '—'}
                      </>
                    ),
                  },
                ])}
              />
            </div>
          ))
        )}
      </section>
    </>
  );
}

/** /loyalty/leaderboards/new and /loyalty/leaderboards/:id: the editor, the standings and past results. */
export function LeaderboardPage() {
  const { t } = useMissionScreen();
  const { id } = useParams();
  const detail = useQuery({
    queryKey: [...MISSIONS_KEY, 'board', id],
    queryFn: ({ signal }) => call(M.board, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
  return (
    <>
      <ScreenHead
        title={id ? t('loyaltyMissions.boards.editHeading') : t('loyaltyMissions.boards.newHeading')}
      />
      {id ? (
        <QueryView query={detail}>
          {(d) => (
            <>
              <BoardForm key={d.board.id} board={d.board} />
              <Standings detail={d} />
            </>
          )}
        </QueryView>
      ) : (
        <BoardForm board={null} />
      )}
    </>
  );
}
