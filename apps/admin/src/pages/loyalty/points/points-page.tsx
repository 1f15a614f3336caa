import { conversionOf, formatMoney, type TPointsSettings } from '@portal/contracts';
import type { TMemberPoints, TPointsSettingsView } from '@portal/contracts/endpoints';
import { Button, type Column, DataTable, Field, Pager, QueryView } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../../../lib/cell-label';
import { call } from '../../../lib/client';
import { newRequestId } from './request-id';
import { groupPoints, POINTS_KEY, PointsHead, R, useCan, useProblem } from './shared';
import './points.css';

const INT = /^\d{1,9}$/;

/** Earn rates per game type, the ratio, minimum and step: settings.loyalty.points only. */
function SettingsForm({ view }: { view: TPointsSettingsView }) {
  const { t } = useTranslation();
  const canManage = useCan('loyalty.manage');
  const queryClient = useQueryClient();
  const problem = useProblem();
  const formId = useId();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(Object.entries(view.settings.earnMilli).map(([k, v]) => [`earn.${k}`, String(v)])),
    defaultEarnMilli: String(view.settings.defaultEarnMilli),
    pointsPerUnit: String(view.settings.pointsPerUnit),
    minConvert: String(view.settings.minConvert),
    convertStep: String(view.settings.convertStep),
  }));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const categories = Object.keys(view.settings.earnMilli);
  const valid = Object.values(draft).every((v) => INT.test(v));
  const next: TPointsSettings | null = valid
    ? {
        earnMilli: Object.fromEntries(categories.map((c) => [c, Number(draft[`earn.${c}`])])),
        defaultEarnMilli: Number(draft.defaultEarnMilli),
        pointsPerUnit: Math.max(1, Number(draft.pointsPerUnit)),
        minConvert: Math.max(1, Number(draft.minConvert)),
        convertStep: Math.max(1, Number(draft.convertStep)),
      }
    : null;
  const example = next ? conversionOf(BigInt(next.minConvert), next, view.currencyExponent) : null;
  const save = useMutation({
    mutationFn: (settings: TPointsSettings) => call(R.setSettings, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...POINTS_KEY, 'settings'], saved);
      setMessage({ ok: true, text: t('loyaltyPoints.common.saved') });
    },
    onError: (error) => setMessage({ ok: false, text: problem(error) }),
  });
  const set = (key: string, value: string) => {
    setMessage(null);
    setDraft((d) => ({ ...d, [key]: value.trim() }));
  };
  return (
    <section className="card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="pt-title">
        {t('loyaltyPoints.settings.heading')}
      </h2>
      {!canManage ? <p className="muted">{t('loyaltyPoints.common.noPermission')}</p> : null}
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!next) {
            setMessage({ ok: false, text: t('loyaltyPoints.settings.invalid') });
            return;
          }
          save.mutate(next);
        }}
      >
        <fieldset className="pt-fieldset" disabled={!canManage}>
          <legend>{t('loyaltyPoints.settings.earnHeading')}</legend>
          <p className="muted">{t('loyaltyPoints.settings.earnHelp')}</p>
          <div className="pt-rates">
            {[...categories, 'default'].map((c) => {
              const key = c === 'default' ? 'defaultEarnMilli' : `earn.${c}`;
              return (
                <Field
                  key={key}
                  label={c === 'default' ? t('loyaltyPoints.settings.defaultMilli') : c}
                  inputMode="numeric"
                  value={draft[key] ?? ''}
                  onChange={(event) => set(key, event.target.value)}
                  error={INT.test(draft[key] ?? '') ? undefined : t('loyaltyPoints.settings.invalid')}
                />
              );
            })}
          </div>
        </fieldset>
        <fieldset className="pt-fieldset" disabled={!canManage}>
          <legend>{t('loyaltyPoints.settings.heading')}</legend>
          <div className="form-grid">
            <Field
              label={t('loyaltyPoints.settings.pointsPerUnit')}
              hint={t('loyaltyPoints.settings.pointsPerUnitHelp', { currency: view.currency })}
              inputMode="numeric"
              value={draft.pointsPerUnit ?? ''}
              onChange={(event) => set('pointsPerUnit', event.target.value)}
            />
            <Field
              label={t('loyaltyPoints.settings.minConvert')}
              inputMode="numeric"
              value={draft.minConvert ?? ''}
              onChange={(event) => set('minConvert', event.target.value)}
            />
            <Field
              label={t('loyaltyPoints.settings.convertStep')}
              inputMode="numeric"
              value={draft.convertStep ?? ''}
              onChange={(event) => set('convertStep', event.target.value)}
            />
          </div>
          {next && example?.ok ? (
            <p className="muted" role="status">
              {t('loyaltyPoints.settings.example', {
                points: groupPoints(next.minConvert),
                currency: view.currency,
                amount: formatMoney(example.cash, view.currencyExponent),
              })}
            </p>
          ) : null}
        </fieldset>
        {message ? (
          <p
            className={message.ok ? 'notice notice--ok' : 'notice notice--error'}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        ) : null}
        {canManage ? (
          <Button type="submit" busy={save.isPending}>
            {t('loyaltyPoints.common.save')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}

function MemberPoints({ account }: { account: string }) {
  const { t } = useTranslation();
  const canAdjust = useCan('loyalty.adjust');
  const queryClient = useQueryClient();
  const problem = useProblem();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...POINTS_KEY, 'member', account, page],
    queryFn: ({ signal }) => call(R.member, { query: { account, pageNo: page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const adjust = useMutation({
    mutationFn: (m: TMemberPoints) =>
      call(R.adjust, { params: { id: m.memberId }, body: { requestId, points, reason } }),
    onSuccess: (m) => {
      setResult({ ok: true, text: t('loyaltyPoints.member.adjusted', { points: groupPoints(m.balance) }) });
      setPoints('');
      setReason('');
      setRequestId(newRequestId());
      void queryClient.invalidateQueries({ queryKey: [...POINTS_KEY, 'member', account] });
    },
    onError: (error) => {
      setResult({ ok: false, text: problem(error) });
      setRequestId(newRequestId());
    },
  });
  type Entry = TMemberPoints['entries']['list'][number];
  const col = (
    id: string,
    label: string,
    value: (e: Entry) => string,
    className?: string,
  ): Column<Entry> => ({
    id,
    header: label,
    ...(className ? { className } : {}),
    cell: (e) => (
      <>
        <CellLabel>{label}</CellLabel>
        {value(e)}
      </>
    ),
  });
  return (
    <QueryView query={query}>
      {(m) => (
        <>
          <dl className="pt-figures">
            <div>
              <dt>{t('loyaltyPoints.member.balance')}</dt>
              <dd data-testid="member-points">{groupPoints(m.balance)}</dd>
            </div>
            <div>
              <dt>{t('loyaltyPoints.member.cashValue')}</dt>
              <dd>{m.cashValue}</dd>
            </div>
            <div>
              <dt>{t('loyaltyPoints.member.earned')}</dt>
              <dd>{groupPoints(m.earned)}</dd>
            </div>
            <div>
              <dt>{t('loyaltyPoints.member.spent')}</dt>
              <dd>{groupPoints(m.spent)}</dd>
            </div>
            <div title={t('loyaltyPoints.member.unrecoveredHelp')}>
              <dt>{t('loyaltyPoints.member.unrecovered')}</dt>
              <dd>{groupPoints(m.unrecovered)}</dd>
            </div>
          </dl>
          {canAdjust ? (
            <form
              className="pt-adjust"
              onSubmit={(event) => {
                event.preventDefault();
                setResult(null);
                adjust.mutate(m);
              }}
            >
              <Field
                label={t('loyaltyPoints.member.adjustPoints')}
                inputMode="numeric"
                value={points}
                maxLength={16}
                required
                onChange={(event) => setPoints(event.target.value.replace(/[^\d-]/g, ''))}
              />
              <Field
                label={t('loyaltyPoints.member.reason')}
                value={reason}
                minLength={3}
                maxLength={200}
                required
                onChange={(event) => setReason(event.target.value)}
              />
              <Button type="submit" busy={adjust.isPending}>
                {t('loyaltyPoints.member.adjustSubmit')}
              </Button>
            </form>
          ) : null}
          {result ? (
            <p
              className={result.ok ? 'notice notice--ok' : 'notice notice--error'}
              role={result.ok ? 'status' : 'alert'}
            >
              {result.text}
            </p>
          ) : null}
          <h3 className="pt-subtitle">{t('loyaltyPoints.member.entries')}</h3>
          {m.entries.total === 0 ? (
            <p className="muted">{t('loyaltyPoints.member.noEntries')}</p>
          ) : (
            <>
              <div className="table-scroll">
                <DataTable
                  className="table pt-table"
                  caption={t('loyaltyPoints.member.entries')}
                  rows={m.entries.list}
                  rowKey={(e) => e.id}
                  columns={[
                    {
                      ...col('kind', t('loyaltyPoints.member.kind'), (e) =>
                        t(`loyaltyPoints.kinds.${e.kind}`),
                      ),
                      rowHeader: true,
                    },
                    col('change', t('loyaltyPoints.member.change'), (e) => groupPoints(e.change), 'num'),
                    col('after', t('loyaltyPoints.member.after'), (e) => groupPoints(e.balance), 'num'),
                    col('note', t('loyaltyPoints.member.note'), (e) => e.note),
                    col('at', t('loyaltyPoints.member.at'), (e) => new Date(e.createdAt).toLocaleString()),
                  ]}
                />
              </div>
              <Pager
                current={page}
                totalPages={m.entries.totalPages}
                onChange={setPage}
                label={t('loyaltyPoints.member.entries')}
              />
            </>
          )}
        </>
      )}
    </QueryView>
  );
}

function MemberLookup() {
  const { t } = useTranslation();
  const formId = useId();
  const [account, setAccount] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="pt-title">
        {t('loyaltyPoints.member.heading')}
      </h2>
      <form
        className="pt-lookup"
        onSubmit={(event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get('account') ?? '').trim();
          setAccount(value || null);
        }}
      >
        <Field
          label={t('loyaltyPoints.member.account')}
          name="account"
          autoComplete="off"
          maxLength={64}
          required
        />
        <Button type="submit" icon="search">
          {t('loyaltyPoints.member.find')}
        </Button>
      </form>
      {account ? <MemberPoints key={account} account={account} /> : null}
    </section>
  );
}

/** /loyalty/points: the brand's earning and conversion settings, and a member's points with adjustments. */
export function PointsPage() {
  const { t } = useTranslation();
  const settings = useQuery({
    queryKey: [...POINTS_KEY, 'settings'],
    queryFn: ({ signal }) => call(R.settings, { signal }),
  });
  return (
    <>
      <PointsHead title={t('loyaltyPoints.heading')} intro={t('loyaltyPoints.intro')} />
      <div className="pt-stack">
        <QueryView query={settings}>{(view) => <SettingsForm view={view} />}</QueryView>
        <MemberLookup />
      </div>
    </>
  );
}
