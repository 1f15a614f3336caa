import { type ContractAction, type ContractType, contractPay, exceeds, rateText } from '@portal/contracts';
import type { TCascadeItem, TContract, TContractPage, TContractTier } from '@portal/contracts/endpoints';
import { Button, Dialog } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { AgentTable, QueryBody, Section, useWide } from '../ui';
import { AnswerDialog } from './answer';
import { contractPageQuery, contractsQueryKey, withdrawOffer } from './api';
import { BillsSection } from './bills';
import { useContractInfo } from './info';
import { OfferDialog } from './offer-dialog';
import {
  ContractFacts,
  ContractStateBadge,
  exampleFigures,
  ModeExplainer,
  rateRange,
  TiersTable,
  toTiers,
  useMinor,
  usePayerName,
} from './parts';

/** The contracts I gave my downline that the given terms would end (they pay more somewhere). */
export function cascadeFor(
  downline: readonly TContract[],
  tiers: readonly TContractTier[] | null,
  exponent: number,
): TCascadeItem[] {
  const open = downline.filter((c) => c.state === 'VALID' || c.state === 'OFFERED');
  const lower = tiers ? toTiers(tiers, exponent) : null;
  return open
    .filter((c) => lower === null || exceeds(toTiers(c.tiers, exponent), lower))
    .map((c) => ({ contractId: c.id, account: c.agent.account, type: c.type }));
}

/**
 * A contract page of the agent centre (agentDividendRecordCopy2, agentDailyWages2,
 * agentHourSalary, agentRealtimeSalary): an offer waiting for my answer, my contract in effect,
 * the contracts I gave my downline (and offering one), the contract records and my earlier
 * contracts. The real-time salary page starts with how that salary works.
 */
export function ContractPage({ type }: { type: ContractType }) {
  const query = useQuery(contractPageQuery(type));
  const { info } = useContractInfo();
  const typeInfo = info?.types.find((row) => row.type === type) ?? null;
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="agent-stack contract-page">
      {done ? (
        <p className="form__success" role="status">
          {done}
        </p>
      ) : null}
      <QueryBody query={query}>
        {(data) => (
          <>
            {type === 'REALTIME_SALARY' ? (
              <RealtimeExplainer
                current={data.current}
                tiers={data.current?.tiers ?? typeInfo?.template ?? []}
              />
            ) : null}
            {data.offer ? <OfferWaiting page={data} offer={data.offer} onDone={setDone} /> : null}
            <Current page={data} onDone={setDone} />
            <Downline page={data} typeInfo={typeInfo} onDone={setDone} />
            <BillsSection type={type} canPay={data.canOffer || data.downline.length > 0} />
            <History page={data} />
          </>
        )}
      </QueryBody>
    </div>
  );
}

export const DividendPage = () => <ContractPage type="DIVIDEND" />;
export const DailySalaryPage = () => <ContractPage type="DAILY_SALARY" />;
export const HourlySalaryPage = () => <ContractPage type="HOURLY_SALARY" />;
export const RealtimeSalaryPage = () => <ContractPage type="REALTIME_SALARY" />;

const DONE_KEY = {
  ACCEPT: 'contracts.page.accepted',
  REJECT: 'contracts.page.rejected',
  TERMINATE: 'contracts.page.terminated',
} as const;

function OfferWaiting({
  page,
  offer,
  onDone,
}: {
  page: TContractPage;
  offer: TContract;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const { exponent } = useMinor();
  const [action, setAction] = useState<ContractAction | null>(null);
  const cascade = cascadeFor(page.downline, offer.tiers, exponent);
  const type = t(`contracts.types.${offer.type}`);
  return (
    <Section
      icon="bell"
      title={t('contracts.page.offer')}
      className="contract-offer-waiting"
      action={<ContractStateBadge contract={offer} />}
    >
      <ContractFacts contract={offer} />
      <ModeExplainer mode={offer.mode} tiers={offer.tiers} type={offer.type} />
      <TiersTable
        tiers={offer.tiers}
        type={offer.type}
        wide={wide}
        compareWith={page.current?.tiers ?? null}
      />
      {page.current ? null : <p className="field__hint">{t('contracts.page.compareNone')}</p>}
      {cascade.length > 0 ? (
        <p className="contract-warning">{t('contracts.page.wouldEnd', { count: cascade.length })}</p>
      ) : null}
      <div className="contract-answer__buttons">
        <Button variant="secondary" onClick={() => setAction('REJECT')}>
          {t('contracts.page.reject')}
        </Button>
        <Button onClick={() => setAction('ACCEPT')}>{t('contracts.page.accept')}</Button>
      </div>
      {action ? (
        <AnswerDialog
          contract={offer}
          action={action}
          cascade={action === 'ACCEPT' ? cascade : []}
          onClose={() => setAction(null)}
          onCancel={() => setAction(null)}
          onDone={() => {
            setAction(null);
            onDone(t(DONE_KEY[action], { type }));
          }}
        />
      ) : null}
    </Section>
  );
}

function Current({ page, onDone }: { page: TContractPage; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const wide = useWide();
  const { exponent } = useMinor();
  const [terminating, setTerminating] = useState(false);
  const type = t(`contracts.types.${page.type}`);
  const current = page.current;
  return (
    <Section
      icon="shield"
      title={t('contracts.page.current')}
      action={current ? <ContractStateBadge contract={current} /> : undefined}
    >
      {current ? (
        <>
          <ContractFacts contract={current} />
          <ModeExplainer mode={current.mode} tiers={current.tiers} type={current.type} />
          <TiersTable tiers={current.tiers} type={current.type} wide={wide} />
          {page.nextPeriod ? (
            <p className="field__hint">
              {t('contracts.page.nextPeriod', {
                from: formatTimestamp(page.nextPeriod.start),
                to: formatTimestamp(page.nextPeriod.end),
              })}
            </p>
          ) : null}
          <div className="contract-answer__buttons">
            <Button variant="danger" size="sm" onClick={() => setTerminating(true)}>
              {t('contracts.page.terminate')}
            </Button>
          </div>
          {terminating ? (
            <AnswerDialog
              contract={current}
              action="TERMINATE"
              cascade={cascadeFor(page.downline, null, exponent)}
              onClose={() => setTerminating(false)}
              onCancel={() => setTerminating(false)}
              onDone={() => {
                setTerminating(false);
                onDone(t('contracts.page.terminated', { type }));
              }}
            />
          ) : null}
        </>
      ) : (
        <div className="contract-none">
          <p className="agent-lead">{t('contracts.page.noContract', { type })}</p>
          <p className="field__hint">{t('contracts.page.noContractHint')}</p>
        </div>
      )}
    </Section>
  );
}

function Downline({
  page,
  typeInfo,
  onDone,
}: {
  page: TContractPage;
  typeInfo: Parameters<typeof OfferDialog>[0]['typeInfo'];
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const queryClient = useQueryClient();
  const [offering, setOffering] = useState<{ preset?: string } | null>(null);
  const [withdrawing, setWithdrawing] = useState<TContract | null>(null);
  const type = t(`contracts.types.${page.type}`);
  const withdraw = useMutation({
    mutationFn: (contract: TContract) => withdrawOffer(contract.id),
    onSuccess: (_, contract) => {
      setWithdrawing(null);
      onDone(t('contracts.page.withdrawn', { account: contract.agent.account }));
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
    },
  });
  if (!page.canOffer && page.downline.length === 0 && !page.current) return null;
  const withdrawButton = (contract: TContract) =>
    contract.state === 'OFFERED' ? (
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        aria-label={t('contracts.page.withdrawOf', { account: contract.agent.account })}
        onClick={() => {
          withdraw.reset();
          setWithdrawing(contract);
        }}
      >
        {t('contracts.page.withdraw')}
      </button>
    ) : null;
  const since = (contract: TContract) =>
    formatTimestamp(contract.effectiveFrom ?? contract.endedAt ?? contract.offeredAt);
  return (
    <Section
      icon="users"
      title={t('contracts.page.downline')}
      action={
        page.canOffer && page.current && page.targets.length > 0 ? (
          <Button size="sm" onClick={() => setOffering({})}>
            {t('contracts.page.offerContract')}
          </Button>
        ) : undefined
      }
    >
      {!page.canOffer ? (
        <p className="field__hint">{t('contracts.page.noOwnContract', { type })}</p>
      ) : page.targets.length === 0 ? (
        <p className="field__hint">{t('contracts.page.noTargets')}</p>
      ) : (
        <p className="field__hint">{t('contracts.page.downlineHint')}</p>
      )}
      {page.downline.length === 0 ? (
        <p className="agent-empty">{t('contracts.page.downlineEmpty')}</p>
      ) : wide ? (
        <AgentTable
          caption={`${t('contracts.page.downline')}: ${type}`}
          rows={page.downline}
          rowKey={(c) => c.id}
          columns={[
            {
              id: 'agent',
              header: t('contracts.page.agent'),
              rowHeader: true,
              cell: (c) => (
                <>
                  <span className="records-table__strong">{c.agent.account}</span>
                  {c.agent.nickname ? <span className="records-table__sub">{c.agent.nickname}</span> : null}
                </>
              ),
            },
            {
              id: 'state',
              header: t('contracts.page.state'),
              cell: (c) => (
                <>
                  <ContractStateBadge contract={c} />
                  {c.endReason ? (
                    <span className="records-table__sub">{t(`contracts.endReasons.${c.endReason}`)}</span>
                  ) : null}
                </>
              ),
            },
            { id: 'rates', header: t('contracts.page.rates'), cell: (c) => rateRange(c.tiers) },
            {
              id: 'period',
              header: t('contracts.page.period'),
              cell: (c) => t(`contracts.periods.${c.period}`),
            },
            { id: 'since', header: t('contracts.page.since'), cellClassName: 'nowrap', cell: since },
            {
              id: 'actions',
              header: <span className="visually-hidden">{t('agent.team.actions')}</span>,
              cell: withdrawButton,
            },
          ]}
        />
      ) : (
        <ul className="agent-cards">
          {page.downline.map((c) => (
            <li key={c.id} className="agent-card">
              <div className="agent-card__head">
                <span className="agent-card__title">
                  {c.agent.account}
                  {c.agent.nickname ? <span className="agent-card__sub">{c.agent.nickname}</span> : null}
                </span>
                <ContractStateBadge contract={c} />
              </div>
              <dl className="agent-card__facts">
                <div>
                  <dt>{t('contracts.page.rates')}</dt>
                  <dd>{rateRange(c.tiers)}</dd>
                </div>
                <div>
                  <dt>{t('contracts.page.since')}</dt>
                  <dd>{since(c)}</dd>
                </div>
                {c.endReason ? (
                  <div>
                    <dt>{t('contracts.page.state')}</dt>
                    <dd>{t(`contracts.endReasons.${c.endReason}`)}</dd>
                  </div>
                ) : null}
              </dl>
              {withdrawButton(c)}
            </li>
          ))}
        </ul>
      )}
      {offering && page.current ? (
        <OfferDialog
          page={page}
          mine={page.current}
          typeInfo={typeInfo}
          {...(offering.preset ? { preset: offering.preset } : {})}
          onClose={() => setOffering(null)}
          onSent={(contract) => {
            setOffering(null);
            onDone(t('contracts.offer.sentShort', { account: contract.agent.account }));
          }}
        />
      ) : null}
      {withdrawing ? (
        <Dialog
          title={t('contracts.page.withdrawTitle', { account: withdrawing.agent.account })}
          onClose={() => setWithdrawing(null)}
          closeLabel={t('common.close')}
          size="sm"
        >
          <p>{t('contracts.page.withdrawText', { account: withdrawing.agent.account })}</p>
          {withdraw.error ? (
            <p className="field__error" role="alert">
              {withdraw.error.message}
            </p>
          ) : null}
          <div className="contract-answer__buttons">
            <Button variant="secondary" onClick={() => setWithdrawing(null)} disabled={withdraw.isPending}>
              {t('contracts.answer.cancel')}
            </Button>
            <Button variant="danger" busy={withdraw.isPending} onClick={() => withdraw.mutate(withdrawing)}>
              {t('contracts.page.withdraw')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </Section>
  );
}

function History({ page }: { page: TContractPage }) {
  const { t } = useTranslation();
  const payer = usePayerName();
  return (
    <Section icon="clock" title={t('contracts.page.history')}>
      {page.history.length === 0 ? (
        <p className="agent-empty">{t('contracts.page.historyEmpty')}</p>
      ) : (
        <ul className="agent-cards contract-history">
          {page.history.map((c) => (
            <li key={c.id} className="agent-card">
              <div className="agent-card__head">
                <span className="agent-card__title">
                  {rateRange(c.tiers)}
                  <span className="agent-card__sub">
                    {t('contracts.page.offerFrom')}: {payer(c)}
                  </span>
                </span>
                <ContractStateBadge contract={c} />
              </div>
              <dl className="agent-card__facts">
                <div>
                  <dt>{t('contracts.page.offeredAt')}</dt>
                  <dd>{formatTimestamp(c.offeredAt)}</dd>
                </div>
                {c.effectiveFrom ? (
                  <div>
                    <dt>{t('contracts.page.effectiveFrom')}</dt>
                    <dd>{formatTimestamp(c.effectiveFrom)}</dd>
                  </div>
                ) : null}
                {c.endedAt ? (
                  <div>
                    <dt>{t('contracts.page.endedAt')}</dt>
                    <dd>
                      {formatTimestamp(c.endedAt)}
                      {c.endReason ? ` · ${t(`contracts.endReasons.${c.endReason}`)}` : ''}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * How real-time salary works, as the settlement does it (ADR 0038): five-minute windows of bets
 * settled in them, the team without the agent's own play, paid about a minute after the window
 * closes by the upline (or the site), an example computed on the agent's own tiers.
 */
function RealtimeExplainer({
  current,
  tiers,
}: {
  current: TContract | null;
  tiers: readonly TContractTier[];
}) {
  const { t } = useTranslation();
  const { exponent, withCurrency } = useMinor();
  const read = toTiers(tiers, exponent);
  const figures = exampleFigures(read, 'REALTIME_SALARY', Math.min(1, read.length - 1));
  const pay = figures ? contractPay(read, current?.mode ?? 'FIXED', figures) : null;
  const payer = current
    ? current.upline
      ? t('contracts.realtime.payerUpline', { account: current.upline.account })
      : t('contracts.realtime.payerSite')
    : t('contracts.realtime.payerUnknown');
  const reached = pay && pay.tier >= 0 ? read[pay.tier] : undefined;
  return (
    <Section icon="help" title={t('contracts.realtime.title')} className="contract-explainer">
      <p>{t('contracts.realtime.counted')}</p>
      <p>{t('contracts.realtime.tier')}</p>
      <p>{t('contracts.realtime.paid', { payer })}</p>
      {figures && pay ? (
        <p className="contract-mode__example">
          {t('contracts.realtime.example', {
            example:
              reached && pay.tier >= 0
                ? t('contracts.realtime.exampleText', {
                    validBet: withCurrency(figures.validBet),
                    active: figures.activeMembers,
                    tier: pay.tier + 1,
                    rate: rateText(reached.rateBps),
                    amount: withCurrency(pay.amount),
                  })
                : t('contracts.realtime.exampleNone'),
          })}
        </p>
      ) : null}
    </Section>
  );
}
