import { Button, Pager, QueryView } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsBody, RecordsTable, useCategoryName } from '@/components/records/records';
import { Money, useCurrency } from '@/components/ui/money';
import { Panel } from '@/components/ui/status';
import { ApiError } from '@/lib/api-client';
import { formatTimestamp, toMinorUnits } from '@/lib/format';
import { useRequestId } from '@/lib/request-id';
import { balanceQueryKey, walletQueryKey } from '@/shared/wallet/balance';
import { claimRebate, rebateHistoryQuery, rebateQuery, rewardsQueryKey } from './api';
import { percentOfBps } from './parts';

function RebateHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(rebateHistoryQuery(page));
  return (
    <Panel icon="clock" title={t('promo.rebate.history')}>
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{ icon: 'refresh', title: t('promo.rebate.noHistory') }}
      >
        {(data) => (
          <>
            <RecordsTable
              caption={t('promo.rebate.history')}
              rows={data.list}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'at',
                  header: t('promo.history.at'),
                  cell: (row) => <time dateTime={row.createdAt}>{formatTimestamp(row.createdAt)}</time>,
                  rowHeader: true,
                },
                {
                  id: 'validBet',
                  header: t('promo.rebate.validBet'),
                  className: 'num',
                  cell: (row) => <Money amount={row.validBet} />,
                },
                {
                  id: 'amount',
                  header: t('promo.rebate.amount'),
                  className: 'num',
                  cell: (row) => <Money amount={row.amount} />,
                },
              ]}
            />
            <Pager
              current={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('promo.rebate.history')}
            />
          </>
        )}
      </RecordsBody>
    </Panel>
  );
}

/**
 * manualRebate (spec section 2, flag MANPLAYREB3; ADR 0039): the rebate valid bets earned since
 * the last claim, per game type at the brand's rates, the total, the minimum, Claim (held back
 * below the minimum, saying why) and the claims made.
 */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const categoryName = useCategoryName();
  const queryClient = useQueryClient();
  const ids = useRequestId();
  const query = useQuery(rebateQuery);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const money = (amount: string) => `${currency} ${format(amount)}`;

  async function claim() {
    setBusy(true);
    setMessage(null);
    try {
      const done = await ids.send({ rebate: true }, (requestId) => claimRebate(requestId));
      setMessage({ ok: true, text: t('promo.rebate.claimed', { amount: money(done.amount) }) });
      for (const queryKey of [rewardsQueryKey, balanceQueryKey, walletQueryKey])
        void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof ApiError ? error.message : t('errors.network') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="panels">
      <QueryView query={query} spinnerSize="lg">
        {(summary) => {
          const below = (toMinorUnits(summary.total) ?? 0n) < (toMinorUnits(summary.minClaim) ?? 0n);
          const reason = below
            ? t('promo.rebate.belowMinimum', { min: money(summary.minClaim), total: money(summary.total) })
            : summary.canClaim
              ? null
              : t('promo.rebate.cannotClaim');
          return (
            <Panel icon="refresh" title={t('promo.rebate.summary')}>
              <div className="wallet-total">
                <span className="wallet-total__label">{t('promo.rebate.total')}</span>
                <span className="wallet-total__value" data-testid="rebate-total">
                  <Money amount={summary.total} withCurrency />
                </span>
              </div>
              <p className="promo-muted">
                {summary.since
                  ? t('promo.rebate.since', { time: formatTimestamp(summary.since) })
                  : t('promo.rebate.sinceStart')}{' '}
                {t('promo.rebate.minimum', { min: money(summary.minClaim) })}
              </p>
              {summary.lines.length > 0 ? (
                <RecordsTable
                  caption={t('promo.rebate.lines')}
                  rows={summary.lines}
                  rowKey={(line) => line.category}
                  columns={[
                    {
                      id: 'category',
                      header: t('promo.terms.gameType'),
                      cell: (line) => categoryName(line.category),
                      rowHeader: true,
                    },
                    {
                      id: 'validBet',
                      header: t('promo.rebate.validBet'),
                      className: 'num',
                      cell: (line) => <Money amount={line.validBet} />,
                    },
                    {
                      id: 'rate',
                      header: t('promo.rebate.rate'),
                      className: 'num',
                      cell: (line) => percentOfBps(line.rateBps),
                    },
                    {
                      id: 'amount',
                      header: t('promo.rebate.amount'),
                      className: 'num',
                      cell: (line) => <Money amount={line.amount} />,
                    },
                  ]}
                />
              ) : (
                <p className="promo-muted">{t('member.pages.manualRebate.hint')}</p>
              )}
              <div className="form__actions">
                <Button
                  busy={busy}
                  disabled={reason !== null}
                  aria-describedby={reason ? 'rebate-reason' : undefined}
                  onClick={() => void claim()}
                >
                  {t('promo.rebate.claim')}
                </Button>
              </div>
              {reason ? (
                <p id="rebate-reason" className="promo-muted">
                  {reason}
                </p>
              ) : null}
              {message ? (
                <p
                  className={`promo-action__message${message.ok ? '' : ' promo-action__message--error'}`}
                  role={message.ok ? 'status' : 'alert'}
                >
                  {message.text}
                </p>
              ) : null}
            </Panel>
          );
        }}
      </QueryView>
      <RebateHistory />
    </div>
  );
}
