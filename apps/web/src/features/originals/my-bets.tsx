import type { OriginalGame, TOriginalRound, TOriginalsConfig } from '@portal/contracts';
import { DataTable, Dialog, Pager, Spinner } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatTimestamp } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useRounds } from './api';
import { SeedValue } from './fairness-dialog';
import { formatMultiplier, multiplierUnits, profitOf, signedMoney } from './format';
import { OutcomeSummary } from './outcome-summary';
import { roundVerifyHref } from './verify-link';

/** The member's rounds of this game, newest first, each opening its details. */
export function MyBets({ game, config }: { game: OriginalGame; config: TOriginalsConfig | undefined }) {
  const { t, i18n } = useTranslation();
  const { canPlay } = useSession();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<TOriginalRound | null>(null);
  const rounds = useRounds(game, pageNo);
  if (!canPlay) return null;
  const exponent = config?.exponent ?? 2;
  const money = (value: string) => formatAmount(value, i18n.language, exponent);
  const settled = rounds.data?.content ?? [];

  return (
    <section className="og-bets" aria-labelledby="og-bets-title">
      <h2 id="og-bets-title" className="section-title">
        {t('originals.myBets.title')}
      </h2>
      {rounds.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : settled.length === 0 ? (
        <p className="og-muted">{t('originals.myBets.empty')}</p>
      ) : (
        <>
          <div className="og-table-wrap">
            <DataTable
              className="og-table"
              rows={settled}
              rowKey={(round) => round.roundId}
              columns={[
                {
                  id: 'time',
                  header: t('originals.myBets.time'),
                  cell: (round) => (
                    <button type="button" className="link-button" onClick={() => setOpen(round)}>
                      <span className="visually-hidden">{t('originals.myBets.details')} </span>
                      {formatTimestamp(round.createdAt)}
                    </button>
                  ),
                },
                { id: 'amount', header: t('originals.myBets.amount'), cell: (round) => money(round.amount) },
                {
                  id: 'multiplier',
                  header: t('originals.myBets.multiplier'),
                  cell: (round) => formatMultiplier(multiplierUnits(round.multiplier)),
                },
                {
                  id: 'payout',
                  header: t('originals.myBets.payout'),
                  cellClassName: (round) =>
                    round.status === 'LOST' ? 'og-loss' : round.status === 'OPEN' ? '' : 'og-win',
                  cell: (round) =>
                    round.status === 'OPEN' ? t('originals.status.OPEN') : money(round.payout),
                },
                {
                  id: 'profit',
                  header: t('originals.myBets.profit'),
                  cellClassName: (round) =>
                    round.status === 'OPEN' ? '' : profitOf(round, exponent) > 0n ? 'og-win' : 'og-loss',
                  cell: (round) =>
                    round.status === 'OPEN'
                      ? '—'
                      : signedMoney(profitOf(round, exponent), i18n.language, exponent),
                },
              ]}
            />
          </div>
          <Pager
            current={pageNo}
            totalPages={rounds.data?.totalPages ?? 1}
            onChange={setPageNo}
            label={t('originals.myBets.title')}
          />
        </>
      )}
      {open ? <RoundDetails round={open} config={config} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

/** One round: what was bet and paid, its seeds and nonce, the outcome, and a link to verify it. */
export function RoundDetails({
  round,
  config,
  onClose,
}: {
  round: TOriginalRound;
  config: TOriginalsConfig | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const exponent = config?.exponent ?? 2;
  const money = (value: string) => formatAmount(value, i18n.language, exponent);
  return (
    <Dialog
      title={t('originals.details.title', { id: round.roundId })}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
      <div className="og-details">
        <dl className="og-facts">
          <div>
            <dt>{t('originals.details.game')}</dt>
            <dd>{t(`originals.games.${round.game}`)}</dd>
          </div>
          <div>
            <dt>{t('originals.details.status')}</dt>
            <dd>{t(`originals.status.${round.status}`)}</dd>
          </div>
          <div>
            <dt>{t('originals.myBets.time')}</dt>
            <dd>{formatTimestamp(round.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('originals.myBets.amount')}</dt>
            <dd>{money(round.amount)}</dd>
          </div>
          <div>
            <dt>{t('originals.myBets.multiplier')}</dt>
            <dd>{formatMultiplier(multiplierUnits(round.multiplier), 4)}</dd>
          </div>
          <div>
            <dt>{t('originals.myBets.payout')}</dt>
            <dd>{money(round.payout)}</dd>
          </div>
          {round.status === 'OPEN' ? null : (
            <div>
              <dt>{t('originals.myBets.profit')}</dt>
              <dd>{signedMoney(profitOf(round, exponent), i18n.language, exponent)}</dd>
            </div>
          )}
        </dl>
        <OutcomeSummary round={round} />
        <dl className="og-seeds">
          <SeedValue
            label={t('originals.fairness.serverSeed')}
            value={round.serverSeed ?? t('originals.details.notRevealed')}
          />
          <SeedValue label={t('originals.fairness.serverSeedHash')} value={round.serverSeedHash} />
          <SeedValue label={t('originals.fairness.clientSeed')} value={round.clientSeed} />
          <SeedValue label={t('originals.fairness.nonce')} value={String(round.nonce)} />
        </dl>
        {round.serverSeed ? null : <p className="og-muted">{t('originals.details.rotateToVerify')}</p>}
        <p>
          <Link className="btn btn--secondary btn--sm" to={roundVerifyHref(round)}>
            {t('originals.fairness.verify')}
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
