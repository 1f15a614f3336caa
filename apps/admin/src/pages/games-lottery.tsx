import { ADMIN_LOTTERY_ROUTES } from '@portal/contracts';
import { ZLotterySettingsInput } from '@portal/contracts/schemas/lottery-console';
import { Button, type Column, DataTable, EmptyState, LoadFailed, Spinner } from '@portal/ui';
import { FormNumber, FormSelect, FormText, useZodForm } from '@portal/ui/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CellLabel } from '../lib/cell-label';
import { call } from '../lib/client';
import { FormDialog } from '../lib/form-dialog';
import { when } from '../lib/forms';
import '../styles/lottery.css';

const R = ADMIN_LOTTERY_ROUTES;
type Listing = Awaited<ReturnType<typeof call<typeof R.lotteryGames>>>;
type Game = Listing['games'][number];
type BetType = Game['betTypes'][number];
type Bounds = Listing['bounds'];
const KEY = ['admin', 'games', 'lottery'] as const;

/** "0.9720" as "97.20%". */
const percent = (rtp: string) => `${(Number(rtp) * 100).toFixed(2)}%`;

/**
 * The lottery section of the games screen (issue 15, "Games"; ADR 0031): each lottery game's draw
 * schedule and the odds of its bet types with their return to player, and (risk.write) a dialog
 * to change them, the server's refusals on the fields they name.
 */
export function LotterySection({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const listing = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(R.lotteryGames, { signal }),
  });
  const [editing, setEditing] = useState<Game | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (listing.isPending) return <Spinner label={t('common.loading')} />;
  if (listing.isError) return <LoadFailed onRetry={() => listing.refetch()} />;
  const { games, bounds } = listing.data;
  return (
    <>
      <p className="muted">{t('lottery.intro')}</p>
      {canWrite ? null : <p className="notice">{t('lottery.readOnly')}</p>}
      {notice ? (
        <p className="notice notice--ok" role="status">
          {notice}
        </p>
      ) : null}
      {games.length === 0 ? <EmptyState icon="lottery" title={t('lottery.none')} /> : null}
      {games.map((game) => (
        <GameCard
          key={game.id}
          game={game}
          canWrite={canWrite}
          onEdit={() => {
            setNotice(null);
            setEditing(game);
          }}
        />
      ))}
      {editing ? (
        <SettingsDialog
          game={editing}
          bounds={bounds}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(t('lottery.saved', { game: saved.name }));
          }}
        />
      ) : null}
    </>
  );
}

function GameCard({ game, canWrite, onEdit }: { game: Game; canWrite: boolean; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const minutes = (seconds: number) => t('lottery.minutes', { count: seconds / 60 });
  const columns: Column<BetType>[] = [
    {
      id: 'type',
      header: t('lottery.table.betType'),
      rowHeader: true,
      cell: (b) => t(`lottery.betTypes.${b.type}`),
    },
    {
      id: 'odds',
      header: t('lottery.table.odds'),
      cell: (b) => (
        <>
          <CellLabel>{t('lottery.table.odds')}</CellLabel>
          <span className="lottery-odds">
            {b.odds.map((o) => (
              <span key={o.key} className="lottery-odds__item">
                <span className="muted">{t(`lottery.prizes.${o.key as 'HIT'}`)}</span>{' '}
                <strong>{o.odds}×</strong>
                {o.odds === o.published ? null : (
                  <span className="muted"> ({t('lottery.table.published', { value: o.published })})</span>
                )}
              </span>
            ))}
          </span>
        </>
      ),
    },
    {
      id: 'rtp',
      header: t('lottery.table.rtp'),
      className: 'num',
      cell: (b) => (
        <>
          <CellLabel>{t('lottery.table.rtp')}</CellLabel>
          <strong>{percent(b.rtp)}</strong>
          {b.rtp === b.publishedRtp ? null : (
            <span className="muted lottery-rtp__standard">
              {t('lottery.table.published', { value: percent(b.publishedRtp) })}
            </span>
          )}
        </>
      ),
    },
  ];
  return (
    <section className="card card--flush lottery-game" aria-label={game.name}>
      <div className="lottery-game__head">
        <div>
          <h2 className="card__title lottery-game__title">{game.name}</h2>
          <p className="muted lottery-game__meta">
            {game.gameCode} · {t(`lottery.style.${game.style}`)} ·{' '}
            <span className={game.customised ? 'pill pill--ok' : 'pill'}>
              {game.customised ? t('lottery.customised') : t('lottery.standard')}
            </span>
          </p>
          <p className="lottery-game__schedule">
            {t('lottery.schedule', {
              interval: minutes(game.schedule.intervalSeconds),
              close: game.schedule.closeBeforeSeconds,
            })}
          </p>
          {game.current ? (
            <p className="notice lottery-game__pending">
              {t('lottery.pending', {
                until: when(game.current.until, i18n.language),
                interval: minutes(game.current.intervalSeconds),
                close: game.current.closeBeforeSeconds,
              })}
            </p>
          ) : null}
        </div>
        {canWrite ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('lottery.edit', { game: game.name })}
            onClick={onEdit}
          >
            {t('lottery.editShort')}
          </Button>
        ) : null}
      </div>
      <div className="table-scroll">
        <DataTable
          className="table"
          caption={t('lottery.table.caption', { game: game.name })}
          columns={columns}
          rows={game.betTypes}
          rowKey={(b) => b.type}
        />
      </div>
    </section>
  );
}

interface Values {
  intervalSeconds: string;
  closeBeforeSeconds: number;
  odds: Record<string, Record<string, string>>;
}

function SettingsDialog({
  game,
  bounds,
  onClose,
  onSaved,
}: {
  game: Game;
  bounds: Bounds;
  onClose: () => void;
  onSaved: (game: Game) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(
    ZLotterySettingsInput,
    {
      intervalSeconds: String(game.schedule.intervalSeconds),
      closeBeforeSeconds: game.schedule.closeBeforeSeconds,
      odds: Object.fromEntries(
        game.betTypes.map((b) => [b.type, Object.fromEntries(b.odds.map((o) => [o.key, o.odds]))]),
      ),
    } satisfies Values,
    (values: Values) => ({ ...values, intervalSeconds: Number(values.intervalSeconds) }),
  );
  const interval = Number(form.watch('intervalSeconds'));
  const closeMax = Math.min(bounds.closeBefore.max, interval - bounds.closeBefore.minOpenSeconds);
  return (
    <FormDialog
      title={t('lottery.dialogTitle', { game: game.name })}
      size="lg"
      submitLabel={t('lottery.save')}
      form={form}
      formClassName="form-grid lottery-form"
      onClose={onClose}
      onSubmit={async (body) => {
        const saved = await call(R.updateLotteryGame, { params: { id: game.id }, body });
        queryClient.setQueryData<Listing>(KEY, (old) =>
          old ? { ...old, games: old.games.map((g) => (g.id === saved.id ? saved : g)) } : old,
        );
        onSaved(saved);
      }}
    >
      <FormSelect name="intervalSeconds" label={t('lottery.interval')} required>
        {bounds.intervalMinutes.map((m) => (
          <option key={m} value={String(m * 60)}>
            {t('lottery.minutes', { count: m })}
          </option>
        ))}
      </FormSelect>
      <FormNumber
        name="closeBeforeSeconds"
        label={t('lottery.closeBefore')}
        hint={t('lottery.closeBeforeHint', {
          min: bounds.closeBefore.min,
          max: closeMax,
          open: bounds.closeBefore.minOpenSeconds,
        })}
        min={bounds.closeBefore.min}
        max={closeMax}
        step={1}
        required
      />
      <p className="muted wide">
        {t('lottery.rtpBounds', { min: bounds.rtpPercent.min, max: bounds.rtpPercent.max })}
      </p>
      {game.betTypes.map((b) => (
        <fieldset key={b.type} className="wide lottery-form__bet">
          <legend>
            {t(`lottery.betTypes.${b.type}`)} · {percent(b.rtp)}
          </legend>
          <div className="lottery-form__odds">
            {b.odds.map((o) => (
              <FormText
                key={o.key}
                name={`odds.${b.type}.${o.key}`}
                label={t('lottery.oddsLabel', {
                  betType: b.type,
                  prize: t(`lottery.prizes.${o.key as 'HIT'}`),
                })}
                hint={t('lottery.oddsHint', { value: o.published })}
                inputMode="decimal"
                maxLength={12}
                required
              />
            ))}
          </div>
          <GroupError name={`odds.${b.type}`} />
        </fieldset>
      ))}
    </FormDialog>
  );
}

/** A refusal about a bet type as a whole (its return out of bounds), under its odds. */
function GroupError({ name }: { name: string }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}
