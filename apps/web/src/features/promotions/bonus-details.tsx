import { BONUS_STATES, type BonusState } from '@portal/contracts';
import type { TBonusGrant } from '@portal/contracts/endpoints';
import { Button, Dialog, Pager, QueryView, SelectField } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordsBody, RecordsTable } from '@/components/records/records';
import { Money } from '@/components/ui/money';
import { formatTimestamp } from '@/lib/format';
import { bonusQuery, bonusRecordQuery } from './api';
import { BonusStateBadge, WageringProgress } from './parts';
import { GrantLimits } from './reward-centre';

function GrantDates({ grant }: { grant: TBonusGrant }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('promo.bonus.granted'), grant.grantedAt],
    [t('promo.bonus.activated'), grant.activatedAt],
    [grant.endedAt ? t('promo.bonus.ended') : t('promo.bonus.expires'), grant.endedAt ?? grant.expiresAt],
  ];
  return (
    <dl className="facts promo-dates">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, at]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <time dateTime={at}>{formatTimestamp(at)}</time>
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** One grant with its entries (rewards.bonus): every change of it, as the records keep them. */
function BonusDialog({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(bonusQuery(id));
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('common.close')} size="lg">
      <QueryView query={query}>
        {({ grant, entries }) => (
          <div className="promo-detail">
            <div className="promo-list__head">
              <BonusStateBadge state={grant.state} />
              {grant.endReason ? <span>{t(`promo.endReasons.${grant.endReason}`)}</span> : null}
            </div>
            {grant.state === 'ACTIVE' || grant.state === 'PENDING' ? (
              <WageringProgress grant={grant} />
            ) : null}
            <GrantLimits grant={grant} />
            <GrantDates grant={grant} />
            {grant.converted !== null || grant.removed !== null ? (
              <dl className="facts">
                {grant.converted !== null ? (
                  <div>
                    <dt>{t('promo.bonus.converted')}</dt>
                    <dd>
                      <Money amount={grant.converted} withCurrency />
                    </dd>
                  </div>
                ) : null}
                {grant.removed !== null ? (
                  <div>
                    <dt>{t('promo.bonus.removed')}</dt>
                    <dd>
                      <Money amount={grant.removed} withCurrency />
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            <RecordsTable
              caption={t('promo.bonus.entries')}
              rows={entries}
              rowKey={(entry) => `${entry.kind}-${entry.at}-${entry.amount}`}
              columns={[
                {
                  id: 'at',
                  header: t('promo.history.at'),
                  cell: (entry) => <time dateTime={entry.at}>{formatTimestamp(entry.at)}</time>,
                },
                {
                  id: 'kind',
                  header: t('promo.bonus.entry'),
                  cell: (entry) => t(`promo.entries.${entry.kind}`),
                  rowHeader: true,
                },
                {
                  id: 'amount',
                  header: t('promo.history.amount'),
                  className: 'num',
                  cell: (entry) => <Money amount={entry.amount} />,
                },
                { id: 'note', header: t('promo.bonus.note'), cell: (entry) => entry.note ?? '' },
              ]}
            />
          </div>
        )}
      </QueryView>
    </Dialog>
  );
}

/**
 * bonusDetails (spec section 2): every bonus grant of the member (rewards.bonusRecord), newest
 * first, with its state, amounts, wagering, dates and why it ended; each opens to its entries.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<BonusState | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TBonusGrant | null>(null);
  const query = useQuery(bonusRecordQuery(state || undefined, page));
  return (
    <div className="records">
      <div className="toolbar records-toolbar">
        <SelectField
          label={t('promo.bonus.stateFilter')}
          value={state}
          onChange={(e) => {
            setState(e.target.value as BonusState | '');
            setPage(1);
          }}
        >
          <option value="">{t('promo.bonus.allStates')}</option>
          {BONUS_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`promo.bonusStates.${s}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <RecordsBody
        query={query}
        isEmpty={(data) => data.total === 0}
        empty={{
          icon: 'gift',
          title: t('member.pages.bonusDetails.empty'),
          hint: t('member.pages.bonusDetails.hint'),
        }}
      >
        {(data) => (
          <>
            <ul className="bonus-list">
              {data.list.map((grant) => (
                <li key={grant.id} className="bonus-card" aria-label={grant.title}>
                  <div className="bonus-card__head">
                    <span className="bonus-card__name">{grant.title}</span>
                    <BonusStateBadge state={grant.state} />
                  </div>
                  <div className="bonus-card__meta">
                    <span>
                      {t('promo.bonus.amount')}: <Money amount={grant.amount} withCurrency />
                    </span>
                    <time dateTime={grant.grantedAt}>{formatTimestamp(grant.grantedAt)}</time>
                  </div>
                  {grant.state === 'ACTIVE' || grant.state === 'PENDING' || grant.state === 'COMPLETED' ? (
                    <WageringProgress grant={grant} />
                  ) : null}
                  {grant.endReason ? (
                    <p className="promo-muted">
                      {t('promo.bonus.endedBecause', { reason: t(`promo.endReasons.${grant.endReason}`) })}
                    </p>
                  ) : null}
                  <div>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setOpen(grant)}
                      aria-label={t('promo.bonus.detailsOf', { title: grant.title })}
                    >
                      {t('promo.card.details')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              current={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('member.pages.bonusDetails.title')}
            />
          </>
        )}
      </RecordsBody>
      {open ? <BonusDialog id={open.id} title={open.title} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
