import type { TBetTotals, TProfitLoss } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toMinorUnits } from '@/lib/format';
import { profitQuery } from './api';
import { useDateRange } from './date-range';
import { RecordsBody, RecordsTable, RecordsToolbar, useCategoryName } from './records';
import { Money, Panel, SignedMoney } from './ui';
import './wallet.css';

const isZero = (amount: string) => (toMinorUnits(amount) ?? 0n) === 0n;

/** Nothing played and no money in or out: the period has nothing to report. */
const isQuiet = (data: TProfitLoss) =>
  data.total.count === 0 && isZero(data.deposits) && isZero(data.withdrawals) && isZero(data.bonuses);

function TotalsCells({ totals }: { totals: TBetTotals }) {
  return (
    <>
      <td className="num">{totals.count}</td>
      <td className="num">
        <Money amount={totals.stake} />
      </td>
      <td className="num">
        <Money amount={totals.validBet} />
      </td>
      <td className="num">
        <Money amount={totals.payout} />
      </td>
      <td className="num">
        <SignedMoney amount={totals.profit} />
      </td>
    </>
  );
}

/** personalProfit: play per category with totals, and the deposits, withdrawals and bonuses. */
export function ProfitLossPage() {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const { range, setRange, period } = useDateRange();
  const query = useQuery(profitQuery(period));
  const title = t('member.pages.personalProfit.title');
  return (
    <div className="records">
      <RecordsToolbar range={range} onRange={setRange} />
      <RecordsBody
        query={query}
        isEmpty={isQuiet}
        empty={{
          icon: 'jackpot',
          title: t('member.pages.personalProfit.empty'),
          hint: t('member.pages.personalProfit.hint'),
        }}
      >
        {(data) => (
          <div className="panels">
            <Panel icon="wallet" title={t('wallet.profit.money')}>
              <dl className="facts">
                <div>
                  <dt>{t('wallet.profit.deposits')}</dt>
                  <dd>
                    <Money amount={data.deposits} withCurrency />
                  </dd>
                </div>
                <div>
                  <dt>{t('wallet.profit.withdrawals')}</dt>
                  <dd>
                    <Money amount={data.withdrawals} withCurrency />
                  </dd>
                </div>
                <div>
                  <dt>{t('wallet.profit.bonuses')}</dt>
                  <dd>
                    <Money amount={data.bonuses} withCurrency />
                  </dd>
                </div>
                <div>
                  <dt>{t('wallet.profit.net')}</dt>
                  <dd>
                    <SignedMoney amount={data.total.profit} />
                  </dd>
                </div>
              </dl>
            </Panel>
            <RecordsTable
              caption={title}
              rows={data.categories}
              rowKey={(row) => row.category}
              columns={[
                {
                  id: 'category',
                  header: t('wallet.records.category'),
                  rowHeader: true,
                  cell: (row) => categoryName(row.category),
                },
                { id: 'bets', header: t('wallet.records.bets'), className: 'num', cell: (row) => row.count },
                {
                  id: 'stake',
                  header: t('wallet.records.stake'),
                  className: 'num',
                  cell: (row) => <Money amount={row.stake} />,
                },
                {
                  id: 'validBet',
                  header: t('wallet.records.validBet'),
                  className: 'num',
                  cell: (row) => <Money amount={row.validBet} />,
                },
                {
                  id: 'payout',
                  header: t('wallet.records.payout'),
                  className: 'num',
                  cell: (row) => <Money amount={row.payout} />,
                },
                {
                  id: 'profit',
                  header: t('wallet.records.profit'),
                  className: 'num',
                  cell: (row) => <SignedMoney amount={row.profit} />,
                },
              ]}
              footer={
                <tr>
                  <th scope="row">{t('wallet.profit.total')}</th>
                  <TotalsCells totals={data.total} />
                </tr>
              }
            />
          </div>
        )}
      </RecordsBody>
    </div>
  );
}
