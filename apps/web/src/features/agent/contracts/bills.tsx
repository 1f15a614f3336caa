import type { ContractType } from '@portal/contracts';
import type { TBill, TBillDetail } from '@portal/contracts/endpoints';
import { Button, Dialog, LoadFailed, Pager, Spinner, Tabs } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp, toMinorUnits } from '@/lib/format';
import { balanceQueryKey, walletQueryKey } from '@/shared/wallet/balance';
import { usePagedPeriod } from '../period';
import { ReportFilters } from '../reports';
import { AgentTable, Money, QueryBody, SignedMoney, useWide } from '../ui';
import { type BillSide, billQuery, billsQuery, collectBill, contractsQueryKey } from './api';
import { BillStateBadge, percent, TiersTable, useMinor } from './parts';

/** A bill's period by its key in the brand's clock ("2026-11-24", "2026-W48", "2026-11-24 10:05"), and its correction number. */
function usePeriodName() {
  const { t } = useTranslation();
  return (bill: TBill) =>
    `${bill.period.replace('T', ' ')}${bill.revision > 0 ? ` · ${t('contracts.bills.correction', { n: bill.revision })}` : ''}`;
}

function Flags({ bill }: { bill: TBill }) {
  const { t } = useTranslation();
  if (bill.flags.length === 0) return <span aria-hidden="true">—</span>;
  return (
    <ul className="contract-flags">
      {bill.flags.map((flag) => (
        <li key={flag}>{t(`contracts.billFlags.${flag}`)}</li>
      ))}
    </ul>
  );
}

function TierCell({ bill }: { bill: TBill }) {
  const { t } = useTranslation();
  return bill.tier === null || bill.rateBps === null
    ? t('contracts.bills.none')
    : t('contracts.bills.tierRate', { tier: bill.tier + 1, rate: percent(bill.rateBps).replace('%', '') });
}

/**
 * Contract records: bills of the type paid to me, or that I pay my downline, in a period (the
 * agent reports' period picker), with totals, state badges, abuse checks, a detail dialog and
 * Collect for a bill waiting for collection.
 */
export function BillsSection({ type, canPay }: { type: ContractType; canPay: boolean }) {
  const { t } = useTranslation();
  const tabsId = useId();
  const wide = useWide();
  const queryClient = useQueryClient();
  const { range, period, page, setPage, onRange, filtered } = usePagedPeriod();
  const [side, setSide] = useState<BillSide>('RECEIVED');
  const [account, setAccount] = useState('');
  const [detail, setDetail] = useState<TBill | null>(null);
  const [collected, setCollected] = useState<string | null>(null);
  const query = useQuery(billsQuery(type, side, period, side === 'PAID' ? account : '', page));
  const periodName = usePeriodName();
  const { withCurrency, exponent } = useMinor();
  const collect = useMutation({
    mutationFn: (bill: TBill) => collectBill(bill.id),
    onSuccess: (result) => {
      setCollected(withCurrency(toMinorUnits(result.bill.paid, exponent) ?? 0n));
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
  });
  const basisLabel = t(type === 'DIVIDEND' ? 'contracts.bills.basisDividend' : 'contracts.bills.basisSalary');
  const counterpart = side === 'RECEIVED' ? t('contracts.bills.payer') : t('contracts.bills.agent');
  const counterpartOf = (bill: TBill) =>
    side === 'RECEIVED' ? (bill.payer?.account ?? t('contracts.party.site')) : bill.agent.account;
  const title = t('contracts.bills.title');

  const actions = (bill: TBill) => (
    <span className="agent-actions">
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        aria-label={t('contracts.page.detailsOf', {
          what: t('contracts.bills.detail', { period: periodName(bill) }),
        })}
        onClick={() => setDetail(bill)}
      >
        {t('contracts.page.details')}
      </button>
      {side === 'RECEIVED' && bill.state === 'AWAITING_COLLECTION' ? (
        <Button
          size="sm"
          aria-label={t('contracts.bills.collectOf', { period: periodName(bill) })}
          busy={collect.isPending && collect.variables?.id === bill.id}
          onClick={() => collect.mutate(bill)}
        >
          {t('contracts.bills.collect')}
        </Button>
      ) : null}
    </span>
  );

  return (
    <section className="panel agent-section" aria-labelledby={`${tabsId}-title`}>
      <header className="panel__header">
        <h3 id={`${tabsId}-title`} className="panel__title">
          {title}
        </h3>
      </header>
      <div className="agent-section__body agent-stack">
        {canPay ? (
          <Tabs
            label={t('contracts.bills.sides')}
            selected={side}
            onSelect={(next) => {
              setSide(next);
              setPage(1);
            }}
            tabs={[
              {
                id: 'RECEIVED',
                label: t('contracts.bills.received'),
                tabId: `${tabsId}-r`,
                panelId: `${tabsId}-panel`,
              },
              {
                id: 'PAID',
                label: t('contracts.bills.paid'),
                tabId: `${tabsId}-p`,
                panelId: `${tabsId}-panel`,
              },
            ]}
          />
        ) : null}
        <div
          id={`${tabsId}-panel`}
          {...(canPay
            ? { role: 'tabpanel', 'aria-labelledby': `${tabsId}-${side === 'RECEIVED' ? 'r' : 'p'}` }
            : {})}
          className="agent-stack"
        >
          <ReportFilters
            range={range}
            onRange={onRange}
            {...(side === 'PAID' ? { onAccount: filtered(setAccount) } : {})}
          />
          {collected ? (
            <p className="form__success" role="status">
              {t('contracts.bills.collected', { amount: collected })}
            </p>
          ) : null}
          {collect.error ? (
            <p className="field__error" role="alert">
              {collect.error.message}
            </p>
          ) : null}
          <QueryBody
            query={query}
            isEmpty={(data) => data.total === 0}
            empty={{ icon: 'elott', title: t('contracts.bills.empty'), hint: t('contracts.bills.emptyHint') }}
          >
            {(data) => (
              <>
                <dl className="agent-tiles">
                  <div className="agent-tile">
                    <dt>{t('contracts.bills.totals')}</dt>
                    <dd>
                      <span className="agent-tile__value">
                        {t('contracts.bills.totalsCount', { count: data.totals.count })}
                      </span>
                    </dd>
                  </div>
                  <div className="agent-tile">
                    <dt>{t('contracts.bills.totalDue')}</dt>
                    <dd>
                      <span className="agent-tile__value">
                        <Money amount={data.totals.amount} withCurrency />
                      </span>
                    </dd>
                  </div>
                  <div className="agent-tile agent-tile--strong">
                    <dt>{t('contracts.bills.totalPaid')}</dt>
                    <dd>
                      <span className="agent-tile__value">
                        <Money amount={data.totals.paid} withCurrency />
                      </span>
                    </dd>
                  </div>
                </dl>
                {wide ? (
                  <AgentTable
                    caption={`${title}: ${side === 'RECEIVED' ? t('contracts.bills.received') : t('contracts.bills.paid')}`}
                    rows={data.list}
                    rowKey={(bill) => bill.id}
                    columns={[
                      {
                        id: 'period',
                        header: t('contracts.bills.period'),
                        rowHeader: true,
                        cellClassName: 'nowrap',
                        cell: (bill) => (
                          <>
                            <span className="records-table__strong">{periodName(bill)}</span>
                            <span className="records-table__sub">{formatTimestamp(bill.periodStart)}</span>
                          </>
                        ),
                      },
                      { id: 'who', header: counterpart, cell: counterpartOf },
                      {
                        id: 'basis',
                        header: basisLabel,
                        className: 'num',
                        cell: (bill) => <SignedMoney amount={bill.figures.basis} />,
                      },
                      {
                        id: 'active',
                        header: t('contracts.bills.activeMembers'),
                        className: 'num',
                        cell: (bill) => bill.figures.activeMembers,
                      },
                      {
                        id: 'tier',
                        header: t('contracts.bills.tier'),
                        cell: (bill) => <TierCell bill={bill} />,
                      },
                      {
                        id: 'amount',
                        header: t('contracts.bills.amount'),
                        className: 'num',
                        cell: (bill) => <Money amount={bill.amount} />,
                      },
                      {
                        id: 'paid',
                        header: t('contracts.bills.paidAmount'),
                        className: 'num',
                        cell: (bill) => <Money amount={bill.paid} />,
                      },
                      {
                        id: 'state',
                        header: t('contracts.bills.state'),
                        cell: (bill) => <BillStateBadge state={bill.state} />,
                      },
                      {
                        id: 'flags',
                        header: t('contracts.bills.flags'),
                        cell: (bill) => <Flags bill={bill} />,
                      },
                      {
                        id: 'actions',
                        header: <span className="visually-hidden">{t('agent.team.actions')}</span>,
                        cell: actions,
                      },
                    ]}
                  />
                ) : (
                  <ul className="agent-cards">
                    {data.list.map((bill) => (
                      <li key={bill.id} className="agent-card">
                        <div className="agent-card__head">
                          <span className="agent-card__title">
                            {periodName(bill)}
                            <span className="agent-card__sub">{counterpartOf(bill)}</span>
                          </span>
                          <BillStateBadge state={bill.state} />
                        </div>
                        <dl className="agent-card__facts">
                          <Fact label={basisLabel}>
                            <SignedMoney amount={bill.figures.basis} />
                          </Fact>
                          <Fact label={t('contracts.bills.activeMembers')}>{bill.figures.activeMembers}</Fact>
                          <Fact label={t('contracts.bills.tier')}>
                            <TierCell bill={bill} />
                          </Fact>
                          <Fact label={t('contracts.bills.amount')}>
                            <Money amount={bill.amount} />
                          </Fact>
                          <Fact label={t('contracts.bills.paidAmount')}>
                            <Money amount={bill.paid} />
                          </Fact>
                          {bill.flags.length > 0 ? (
                            <Fact label={t('contracts.bills.flags')}>
                              <Flags bill={bill} />
                            </Fact>
                          ) : null}
                        </dl>
                        {actions(bill)}
                      </li>
                    ))}
                  </ul>
                )}
                <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={title} />
              </>
            )}
          </QueryBody>
        </div>
      </div>
      {detail ? <BillDialog bill={detail} onClose={() => setDetail(null)} /> : null}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One bill in full: figures, reached tier, slices (floating), payments and the level difference. */
function BillDialog({ bill, onClose }: { bill: TBill; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(billQuery(bill.id));
  const periodName = usePeriodName();
  return (
    <Dialog
      title={t('contracts.bills.detail', { period: periodName(bill) })}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
    >
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <LoadFailed onRetry={query.refetch} />
      ) : (
        <BillBody detail={query.data} />
      )}
    </Dialog>
  );
}

function BillBody({ detail }: { detail: TBillDetail }) {
  const { t } = useTranslation();
  const wide = useWide();
  const { exponent, plain } = useMinor();
  const { bill } = detail;
  const money = (text: string) => plain(toMinorUnits(text, exponent) ?? 0n);
  const dividend = bill.type === 'DIVIDEND';
  const difference = toMinorUnits(bill.levelDifference, exponent) ?? 0n;
  return (
    <div className="agent-stack contract-bill">
      <dl className="facts contract-facts">
        <Fact label={t('contracts.bills.period')}>
          {t('contracts.bills.periodRange', {
            from: formatTimestamp(bill.periodStart),
            to: formatTimestamp(bill.periodEnd),
          })}
        </Fact>
        <Fact label={t('contracts.bills.payer')}>{bill.payer?.account ?? t('contracts.party.site')}</Fact>
        <Fact label={t('contracts.bills.agent')}>{bill.agent.account}</Fact>
        <Fact label={t('contracts.bills.state')}>
          <BillStateBadge state={bill.state} />
        </Fact>
        {bill.flags.length > 0 ? (
          <Fact label={t('contracts.bills.flags')}>
            <Flags bill={bill} />
          </Fact>
        ) : null}
        {bill.decisionNote ? <Fact label={t('contracts.bills.decision')}>{bill.decisionNote}</Fact> : null}
      </dl>
      <h3 className="contract-offer__heading">{t('contracts.bills.figures')}</h3>
      <dl className="facts contract-facts">
        <Fact label={t('contracts.bills.validBet')}>{money(bill.figures.validBet)}</Fact>
        <Fact label={t('contracts.bills.activeMembers')}>{bill.figures.activeMembers}</Fact>
        {dividend ? (
          <>
            <Fact label={t('contracts.bills.teamProfitLoss')}>
              <SignedMoney amount={bill.figures.teamProfitLoss} />
            </Fact>
            <Fact label={t('contracts.bills.carriedIn')}>{money(bill.figures.carriedIn)}</Fact>
            <Fact label={t('contracts.bills.carryOut')}>{money(bill.figures.carryOut)}</Fact>
          </>
        ) : null}
        <Fact label={t('contracts.bills.basis')}>{money(bill.figures.basis)}</Fact>
        <Fact label={t('contracts.bills.reachedTier')}>
          {bill.tier === null || bill.rateBps === null
            ? t('contracts.bills.noTier')
            : `${t('contracts.tiers.tierN', { n: bill.tier + 1 })} · ${percent(bill.rateBps)}`}
        </Fact>
        <Fact label={t('contracts.page.mode')}>{t(`contracts.modes.${detail.mode}`)}</Fact>
      </dl>
      <TiersTable tiers={detail.tiers} type={bill.type} wide={wide} reached={bill.tier} />
      {detail.slices.length > 0 ? (
        <>
          <h3 className="contract-offer__heading">{t('contracts.bills.slices')}</h3>
          <ul className="contract-slices">
            {detail.slices.map((slice) => (
              <li key={slice.tier}>
                <span>
                  {t('contracts.tiers.tierN', { n: slice.tier + 1 })}:{' '}
                  {t('contracts.bills.slice', {
                    base: money(slice.base),
                    rate: percent(slice.rateBps).replace('%', ''),
                  })}
                </span>
                <strong>
                  <Money amount={slice.amount} />
                </strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <dl className="facts contract-facts">
        <Fact label={t('contracts.bills.gross')}>
          <Money amount={bill.gross} withCurrency />
        </Fact>
        <Fact label={t('contracts.bills.amount')}>
          <Money amount={bill.amount} withCurrency />
        </Fact>
        <Fact label={t('contracts.bills.paidAmount')}>
          <Money amount={bill.paid} withCurrency />
        </Fact>
      </dl>
      <h3 className="contract-offer__heading">{t('contracts.bills.payments')}</h3>
      {detail.payments.length === 0 ? (
        <p className="field__hint">{t('contracts.bills.noPayments')}</p>
      ) : (
        <ul className="contract-slices">
          {detail.payments.map((payment) => (
            <li key={`${payment.at}-${payment.amount}`}>
              <span>{formatTimestamp(payment.at)}</span>
              <strong>
                <Money amount={payment.amount} />
              </strong>
            </li>
          ))}
        </ul>
      )}
      <h3 className="contract-offer__heading">{t('contracts.bills.levelDifference')}</h3>
      <dl className="facts contract-facts">
        <Fact label={t('contracts.bills.gross')}>
          <Money amount={bill.gross} />
        </Fact>
        <Fact label={t('contracts.bills.downlinePaid')}>
          <Money amount={bill.downlinePaid} />
        </Fact>
        <Fact label={t('contracts.bills.kept')}>
          <SignedMoney amount={bill.levelDifference} />
        </Fact>
      </dl>
      {difference < 0n ? <p className="field__hint">{t('contracts.bills.keptNegative')}</p> : null}
      {detail.downline.length > 0 ? (
        <>
          <h4 className="contract-offer__heading">{t('contracts.bills.downlineBills')}</h4>
          <ul className="contract-slices">
            {detail.downline.map((row) => (
              <li key={row.billId}>
                <span>
                  {row.account} <BillStateBadge state={row.state} />
                </span>
                <strong>
                  <Money amount={row.amount} />
                </strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
