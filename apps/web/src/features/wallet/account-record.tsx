import { RECORD_TYPES, type RecordType } from '@portal/contracts';
import { Pager, SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { accountRecordQuery, useMerchantWallet } from './api';
import { usePagedDateRange } from './date-range';
import { RecordsBody, RecordsTable, RecordsToolbar } from './records';
import { Money, SignedMoney } from './ui';
import './wallet.css';

/** transactionHistory: every movement of the member's money in a period, 20 to a page. */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const { range, period, page, setPage, onRange, filtered } = usePagedDateRange();
  const [type, setType] = useState<RecordType | ''>('');
  const query = useQuery(accountRecordQuery(period, type || undefined, page));
  const { data: merchant } = useMerchantWallet();
  const walletName = (wallet: string) =>
    wallet === 'MAIN' || wallet === 'BONUS'
      ? t(`wallet.wallets.${wallet}`)
      : (merchant?.vendors.find((v) => v.vendorCode === wallet)?.name ?? wallet);
  const title = t('member.pages.transactionHistory.title');
  return (
    <div className="records">
      <RecordsToolbar range={range} onRange={onRange}>
        <SelectField
          label={t('wallet.records.type')}
          value={type}
          onChange={(e) => filtered(setType)(e.target.value as RecordType | '')}
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
            <RecordsTable
              caption={title}
              rows={data.list}
              rowKey={(record) => record.id}
              columns={[
                {
                  id: 'time',
                  header: t('wallet.records.time'),
                  cellClassName: 'nowrap',
                  cell: (record) => formatTimestamp(record.createdAt),
                },
                {
                  id: 'type',
                  header: t('wallet.records.type'),
                  cell: (record) => t(`wallet.recordTypes.${record.type}`),
                },
                {
                  id: 'wallet',
                  header: t('wallet.records.wallet'),
                  cell: (record) => walletName(record.wallet),
                },
                {
                  id: 'amount',
                  header: t('wallet.amount'),
                  className: 'num',
                  cell: (record) => <SignedMoney amount={record.amount} />,
                },
                {
                  id: 'balanceAfter',
                  header: t('wallet.records.balanceAfter'),
                  className: 'num',
                  cell: (record) => <Money amount={record.balanceAfter} />,
                },
                {
                  id: 'reference',
                  header: t('wallet.records.reference'),
                  cellClassName: 'records-table__sub',
                  cell: (record) => record.reference ?? '—',
                },
              ]}
            />
            <Pager current={page} totalPages={data.totalPages} onChange={setPage} label={title} />
          </>
        )}
      </RecordsBody>
    </div>
  );
}
