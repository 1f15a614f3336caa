import { formatMoney } from '@portal/contracts';
import { QueryView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecordsTable, useCategoryName } from '@/components/records/records';
import { useCurrency } from '@/components/ui/money';
import { Panel } from '@/components/ui/status';
import { pointConfigQuery } from './api';
import { groupPoints } from './parts';

/** Points per `units` whole currency units of valid bet at a rate in milli-points per unit, as text. */
export function pointsPer(milli: number, units: number): string {
  const thousandths = milli * units;
  const whole = Math.floor(thousandths / 1000);
  const rest = thousandths % 1000;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(3, '0').replace(/0+$/, '')}`;
}

/** Points rules, from the brand's configuration (getPointConfig): rates per game type, ratio, minimum and step. */
export function RulesTab() {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const categoryName = useCategoryName();
  const query = useQuery(pointConfigQuery);
  const UNITS = 100;
  return (
    <QueryView query={query}>
      {(config) => {
        const unit = `${currency} ${format(formatMoney(10n ** BigInt(config.currencyExponent), config.currencyExponent))}`;
        const hundred = `${currency} ${format(String(UNITS))}`;
        const rows = [
          ...config.earn.map((e) => ({ key: e.category, name: categoryName(e.category), milli: e.milli })),
          { key: '*', name: t('loyaltyPoints.rules.others'), milli: config.defaultEarnMilli },
        ];
        return (
          <div className="points-stack">
            <Panel icon="star" title={t('loyaltyPoints.rules.earnHeading')}>
              <p>{t('loyaltyPoints.rules.earnIntro')}</p>
              <RecordsTable
                caption={t('loyaltyPoints.rules.earnHeading')}
                rows={rows}
                rowKey={(row) => row.key}
                columns={[
                  {
                    id: 'type',
                    header: t('loyaltyPoints.rules.gameType'),
                    rowHeader: true,
                    cell: (row) => row.name,
                  },
                  {
                    id: 'rate',
                    header: t('loyaltyPoints.rules.rate', { amount: hundred }),
                    className: 'num',
                    cell: (row) => pointsPer(row.milli, UNITS),
                  },
                ]}
              />
              {config.multiplierBps !== 10_000 ? (
                <p>
                  {t('loyaltyPoints.rules.multiplier', { times: (config.multiplierBps / 10_000).toString() })}
                </p>
              ) : null}
            </Panel>
            <Panel icon="refresh" title={t('loyaltyPoints.rules.convertHeading')}>
              <ul className="points-rules">
                <li>{t('loyaltyPoints.rules.ratio', { per: groupPoints(config.pointsPerUnit), unit })}</li>
                <li>
                  {t('loyaltyPoints.rules.minimum', {
                    min: groupPoints(config.minConvert),
                    step: groupPoints(config.convertStep),
                  })}
                </li>
                <li>{t('loyaltyPoints.rules.mallRule')}</li>
                <li>{t('loyaltyPoints.rules.password')}</li>
                <li>{t('loyaltyPoints.rules.reversal')}</li>
                <li>
                  <strong>{t('loyaltyPoints.rules.never')}</strong>
                </li>
              </ul>
            </Panel>
          </div>
        );
      }}
    </QueryView>
  );
}
