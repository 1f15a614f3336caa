import { RECORD_TYPES, type RecordType } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { formatTimestamp } from '@/lib/format';
import { accountRecordQuery, useMerchantWallet } from './api';
import { useDateRange } from './date-range';
import { RecordsBody, RecordsTable, RecordsToolbar } from './records';
import { Money, SignedMoney } from './ui';

/** transactionHistory: every movement of the member's money in a period, 20 to a page. */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const { range, setRange, period } = useDateRange();
  const [type, setType] = useState<RecordType | ''>('');
  const [page, setPage] = useState(1);
  const query = useQuery(accountRecordQuery(period, type || undefined, page));
  const { data: merchant } = useMerchantWallet();
  const walletName = (wallet: string) =>
    wallet === 'MAIN' || wallet === 'BONUS'
      ? t(`wallet.wallets.${wallet}`)
      : (merchant?.vendors.find((v) => v.vendorCode === wallet)?.name ?? wallet);
  const title = t('member.pages.transactionHistory.title');
  return (
    <div className="records">
      <RecordsToolbar
        range={range}
        onRange={(next) => {
          setRange(next);
          setPage(1);
        }}
      >
        <SelectField
          label={t('wallet.records.type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value as RecordType | '');
            setPage(1);
          }}
        >
          <option value="">{t('wallet.records.allTypes')}</option>
          {RECORD_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`wallet.recordTypes.${value}`)}
            </option>
          ))}
        </SelectField>
      </RecordsToolbar>
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{
          icon: 'elott',
          title: t('member.pages.transactionHistory.empty'),
          hint: t('member.pages.transactionHistory.hint'),
        }}
      >
        {(data) => (
          <>
            <RecordsTable caption={title}>
              <thead>
                <tr>
                  <th scope="col">{t('wallet.records.time')}</th>
                  <th scope="col">{t('wallet.records.type')}</th>
                  <th scope="col">{t('wallet.records.wallet')}</th>
                  <th scope="col" className="num">
                    {t('wallet.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('wallet.records.balanceAfter')}
                  </th>
                  <th scope="col">{t('wallet.records.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((record) => (
                  <tr key={record.id}>
                    <td className="nowrap">{formatTimestamp(record.createdAt)}</td>
                    <td>{t(`wallet.recordTypes.${record.type}`)}</td>
                    <td>{walletName(record.wallet)}</td>
                    <td className="num">
                      <SignedMoney amount={record.amount} />
                    </td>
                    <td className="num">
                      <Money amount={record.balanceAfter} />
                    </td>
                    <td className="wallet-table__sub">{record.reference ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </RecordsTable>
            <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={title} />
          </>
        )}
      </RecordsBody>
    </div>
  );
}
