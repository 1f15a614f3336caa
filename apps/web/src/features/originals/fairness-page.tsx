import { HOUSE_EDGE_BPS, KENO_PICKS, PLINKO_ROWS } from '@portal/fairness';
import { DataTable, Field, SelectField } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { useOriginalsConfig } from './api';
import { formatHundredths, formatMultiplier, formatTableMultiplier } from './format';
import { PlayingCard } from './playing-card';
import { RaffleVerifier } from './raffle-verifier';
import { RISKS } from './risk-control';
import {
  INPUT_DEFAULTS,
  kenoReturn,
  plinkoReturn,
  readInputs,
  VERIFY_GAMES,
  type Verification,
  type VerifyInputs,
  verify,
} from './verify';
import './originals.css';

type Key = keyof VerifyInputs;

const percent = (fraction: number) => `${(fraction * 100).toFixed(4)}%`;

/** The inputs each game needs beyond the game itself. */
const FIELDS: Record<VerifyInputs['game'], Key[]> = {
  DICE: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'direction', 'target', 'edgeBps'],
  LIMBO: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'target', 'edgeBps'],
  PLINKO: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'rows', 'risk'],
  KENO: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'picks', 'risk'],
  MINES: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'mines'],
  HILO: ['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'cards'],
  CRASH: ['hash', 'salt', 'edgeBps', 'previousHash'],
  LOTTERY: ['style', 'serverSeed', 'serverSeedHash', 'gameCode', 'drawNo', 'lines'],
};

function Outcome({ result, inputs }: { result: Verification; inputs: VerifyInputs }) {
  const { t } = useTranslation();
  const o = result.outcome;
  if (!o) return null;
  switch (o.game) {
    case 'DICE':
      return (
        <div className="og-verify__outcome">
          <p className="og-verify__big" data-testid="verify-outcome">
            {formatHundredths(o.roll)}
          </p>
          {o.bet ? (
            <p>
              {t('originals.verify.diceBet', {
                direction: t(`originals.dice.${o.bet.direction}`),
                target: formatHundredths(o.bet.target),
              })}{' '}
              <strong className={o.bet.win ? 'og-win' : 'og-loss'}>
                {o.bet.win
                  ? t('originals.verify.winAt', { multiplier: formatMultiplier(o.bet.multiplier, 4) })
                  : t('originals.verify.loss')}
              </strong>
            </p>
          ) : null}
        </div>
      );
    case 'LIMBO':
      return (
        <div className="og-verify__outcome">
          <p className="og-verify__big" data-testid="verify-outcome">
            {formatHundredths(o.result)}×
          </p>
          {o.bet ? (
            <p>
              {t('originals.verify.limboBet', { target: formatHundredths(o.bet.target) })}{' '}
              <strong className={o.bet.win ? 'og-win' : 'og-loss'}>
                {o.bet.win
                  ? t('originals.verify.winAt', { multiplier: `${formatHundredths(o.bet.target)}×` })
                  : t('originals.verify.loss')}
              </strong>
            </p>
          ) : null}
        </div>
      );
    case 'PLINKO':
      return (
        <div className="og-verify__outcome">
          <p className="og-verify__big" data-testid="verify-outcome">
            {formatTableMultiplier(o.multiplier)}
          </p>
          <p>{t('originals.verify.plinkoSlot', { slot: o.slot + 1, rows: inputs.rows })}</p>
          <p className="og-verify__path">
            <span className="visually-hidden">{t('originals.plinko.path')}: </span>
            {o.path.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one step per row
              <span key={i} className={d ? 'og-step og-step--right' : 'og-step og-step--left'}>
                {d ? t('originals.verify.right') : t('originals.verify.left')}
              </span>
            ))}
          </p>
        </div>
      );
    case 'KENO':
      return (
        <div className="og-verify__outcome">
          <p className="og-verify__numbers" data-testid="verify-outcome">
            {o.drawn.map((n) => (
              <span key={n} className={o.hits.includes(n) ? 'og-ball og-ball--hit' : 'og-ball'}>
                {n}
              </span>
            ))}
          </p>
          {o.multiplier !== null ? (
            <p>
              {t('originals.verify.kenoHits', { hits: o.hits.length, picks: o.picks.length })}{' '}
              <strong className={o.multiplier > 0 ? 'og-win' : 'og-loss'}>
                {formatTableMultiplier(o.multiplier)}
              </strong>
            </p>
          ) : null}
        </div>
      );
    case 'MINES':
      return (
        <div className="og-verify__outcome">
          <div className="og-mines__grid og-mines__grid--small" data-testid="verify-outcome">
            {Array.from({ length: 25 }, (_, tile) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles are fixed positions
                key={tile}
                className={`og-tile og-tile--static ${o.mines.includes(tile) ? 'og-tile--boom' : 'og-tile--gemDim'}`}
                role="img"
                aria-label={
                  o.mines.includes(tile)
                    ? t('originals.mines.tileState.mineDim', { n: tile + 1 })
                    : t('originals.mines.tileState.gemDim', { n: tile + 1 })
                }
              >
                {tile + 1}
              </span>
            ))}
          </div>
          <p>{t('originals.verify.minesAt', { tiles: o.mines.map((m) => m + 1).join(', ') })}</p>
        </div>
      );
    case 'HILO':
      return (
        <div className="og-verify__outcome">
          <ol className="og-card-row" data-testid="verify-outcome" aria-label={t('originals.hilo.cards')}>
            {o.cards.map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat (drawn with replacement)
              <li key={i}>
                <PlayingCard card={card} size="sm" />
              </li>
            ))}
          </ol>
        </div>
      );
    case 'CRASH':
      return (
        <div className="og-verify__outcome">
          <p className="og-verify__big" data-testid="verify-outcome">
            {formatHundredths(o.point)}×
          </p>
          {o.chain ? (
            <p
              className={o.chain === 'match' ? 'og-check og-check--ok' : 'og-check og-check--bad'}
              role="status"
            >
              {o.chain === 'match' ? t('originals.verify.chainOk') : t('originals.verify.chainBad')}
            </p>
          ) : null}
          <dl className="og-seeds">
            <div className="og-seed">
              <dt>{t('originals.verify.hmac')}</dt>
              <dd>
                <code>{o.hmac}</code>
              </dd>
            </div>
          </dl>
        </div>
      );
    case 'LOTTERY':
      return (
        <div className="og-verify__outcome">
          <dl className="og-lottery" data-testid="verify-outcome">
            {[...new Set(o.numbers.map((n) => n.prize))].map((prize) => (
              <div key={prize}>
                <dt>{t(`originals.verify.prizes.${prize}` as 'originals.verify.prizes.FIRST')}</dt>
                <dd>
                  {o.numbers
                    .filter((n) => n.prize === prize)
                    .map((n) => n.number)
                    .join('  ')}
                </dd>
              </div>
            ))}
          </dl>
          {o.ticket ? (
            <div className="og-lottery-ticket" data-testid="verify-ticket">
              <ul>
                {o.ticket.lines
                  .map((line, slot) => ({ line, slot }))
                  .map(({ line, slot }) => (
                    <li key={slot}>
                      {t('originals.verify.ticketLine', {
                        type: line.type,
                        numbers: line.numbers.join(', '),
                        stake: line.stake,
                        odds: line.odds.map((x) => `${x.odds}×`).join(' / '),
                        payout: line.payout,
                      })}
                    </li>
                  ))}
              </ul>
              <p>
                <strong>{t('originals.verify.ticketTotal', { total: o.ticket.total })}</strong>
              </p>
            </div>
          ) : null}
        </div>
      );
  }
}

/**
 * /fairness (public): recomputes any round in the browser from its seeds and nonce with the same
 * published functions the server uses, checks the server seed against its committed hash, and
 * explains the scheme with the return of every payout table.
 */
export function FairnessPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const config = useOriginalsConfig();
  const inputs = readInputs(query);
  const edgeDefault = config.data?.houseEdgeBps ?? HOUSE_EDGE_BPS.default;
  const result = verify(inputs, edgeDefault);
  // A raffle draw (linked from a raffle's page) is checked by its own part, shown instead.
  const raffleLinked = query.get('game') === 'RAFFLE';

  const raw = (key: Key) => query.get(key) ?? INPUT_DEFAULTS[key];
  const set = (key: Key, value: string) => {
    const next = new URLSearchParams(query);
    if (value === '') next.delete(key);
    else next.set(key, value);
    setQuery(next, { replace: true, preventScrollReset: true });
  };

  const field = (key: Key) => {
    const label = t(`originals.verify.fields.${key}` as 'originals.verify.fields.serverSeed');
    switch (key) {
      case 'direction':
        return (
          <SelectField
            key={key}
            label={label}
            value={inputs.direction}
            onChange={(e) => set(key, e.target.value)}
          >
            <option value="OVER">{t('originals.dice.OVER')}</option>
            <option value="UNDER">{t('originals.dice.UNDER')}</option>
          </SelectField>
        );
      case 'risk':
        return (
          <SelectField key={key} label={label} value={inputs.risk} onChange={(e) => set(key, e.target.value)}>
            {RISKS.map((r) => (
              <option key={r} value={r}>
                {t(`originals.risk.${r}`)}
              </option>
            ))}
          </SelectField>
        );
      case 'rows':
        return (
          <SelectField key={key} label={label} value={raw('rows')} onChange={(e) => set(key, e.target.value)}>
            {Array.from({ length: PLINKO_ROWS.max - PLINKO_ROWS.min + 1 }, (_, i) => PLINKO_ROWS.min + i).map(
              (n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ),
            )}
          </SelectField>
        );
      case 'style':
        return (
          <SelectField
            key={key}
            label={label}
            value={inputs.style}
            onChange={(e) => set(key, e.target.value)}
          >
            <option value="VN">{t('originals.verify.styles.VN')}</option>
            <option value="SEA">{t('originals.verify.styles.SEA')}</option>
          </SelectField>
        );
      default: {
        const hint =
          key === 'edgeBps' && inputs.edgeBps === ''
            ? t('originals.verify.edgeDefault', { edge: edgeDefault })
            : key === 'serverSeedHash' && result.hashCheck
              ? undefined
              : t(`originals.verify.hints.${key}` as 'originals.verify.hints.target', { defaultValue: '' }) ||
                undefined;
        return (
          <Field
            key={key}
            label={label}
            value={raw(key)}
            onChange={(e) => set(key, e.target.value)}
            hint={hint}
            error={
              // An empty field is not an error: the outcome panel says what to fill in.
              result.problem === key && raw(key).trim() !== '' ? t('originals.verify.invalid') : undefined
            }
            autoComplete="off"
            spellCheck={false}
            inputMode={['nonce', 'target', 'edgeBps', 'mines', 'cards'].includes(key) ? 'numeric' : undefined}
            className={
              ['serverSeed', 'serverSeedHash', 'hash', 'previousHash', 'lines'].includes(key)
                ? 'og-verify__wide'
                : undefined
            }
          />
        );
      }
    }
  };

  return (
    <div className="page og-page og-verify-page">
      <PageHeader
        title={t('originals.verify.title')}
        subtitle={t('originals.verify.subtitle')}
        icon="shield"
      />
      <p className="og-verify__intro">
        {t('originals.explain.meaning')} <a href="#og-explain-title">{t('originals.explain.stepsTitle')}</a>
      </p>
      {raffleLinked ? <RaffleVerifier /> : null}
      <div className="og-verify" hidden={raffleLinked}>
        <section className="og-verify__form" aria-labelledby="og-verify-inputs">
          <h2 id="og-verify-inputs" className="og-verify__heading">
            {t('originals.verify.inputs')}
          </h2>
          <SelectField
            label={t('originals.verify.fields.game')}
            value={inputs.game}
            onChange={(e) => set('game', e.target.value)}
          >
            {VERIFY_GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`originals.games.${g}`)}
              </option>
            ))}
          </SelectField>
          <div className="og-verify__fields">{FIELDS[inputs.game].map(field)}</div>
        </section>
        <section className="og-verify__result" aria-labelledby="og-verify-result" aria-live="polite">
          <h2 id="og-verify-result" className="og-verify__heading">
            {t('originals.verify.result')}
          </h2>
          {result.hashCheck ? (
            <p
              className={result.hashCheck === 'match' ? 'og-check og-check--ok' : 'og-check og-check--bad'}
              data-testid="hash-check"
            >
              {result.hashCheck === 'match' ? t('originals.verify.hashOk') : t('originals.verify.hashBad')}
            </p>
          ) : null}
          {result.outcome ? (
            <Outcome result={result} inputs={inputs} />
          ) : (
            <p className="og-muted">
              {t('originals.verify.missing', {
                field: t(
                  `originals.verify.fields.${result.problem ?? 'serverSeed'}` as 'originals.verify.fields.serverSeed',
                ),
              })}
            </p>
          )}
          {result.floats.length > 0 ? (
            <details className="og-floats">
              <summary>{t('originals.verify.floats', { count: result.floats.length })}</summary>
              <div className="og-table-wrap">
                <DataTable
                  className="og-table"
                  rows={result.floats}
                  rowKey={(f) => f.index}
                  columns={[
                    { id: 'index', header: '#', cell: (f) => f.index },
                    { id: 'bytes', header: t('originals.verify.bytes'), cell: (f) => <code>{f.bytes}</code> },
                    {
                      id: 'float',
                      header: t('originals.verify.float'),
                      cell: (f) => <code>{f.value.toFixed(12)}</code>,
                    },
                  ]}
                />
              </div>
            </details>
          ) : null}
        </section>
      </div>
      {raffleLinked ? null : <RaffleVerifier />}
      <Explanation edge={edgeDefault} />
    </div>
  );
}

function Explanation({ edge }: { edge: number }) {
  const { t } = useTranslation();
  const games = ['DICE', 'LIMBO', 'PLINKO', 'KENO', 'MINES', 'HILO', 'CRASH', 'LOTTERY'] as const;
  return (
    <section className="og-explain" aria-labelledby="og-explain-title">
      <h2 id="og-explain-title" className="section-title">
        {t('originals.explain.meaningTitle')}
      </h2>
      <div className="og-explain__grid">
        <div className="og-explain__text">
          <h3 className="og-fair__title">{t('originals.explain.termsTitle')}</h3>
          <ul className="og-explain__list">
            {(['serverSeed', 'serverSeedHash', 'clientSeed', 'nonce'] as const).map((term) => (
              <li key={term}>{t(`originals.explain.terms.${term}`)}</li>
            ))}
          </ul>
          <h3 className="og-fair__title">{t('originals.explain.stepsTitle')}</h3>
          <ol className="og-explain__list">
            {(['one', 'two', 'three'] as const).map((step) => (
              <li key={step}>{t(`originals.explain.steps.${step}`)}</li>
            ))}
          </ol>
          <p>{t('originals.explain.crashNote')}</p>
          <details className="og-floats">
            <summary>{t('originals.explain.technical')}</summary>
            <p>{t('originals.explain.commit')}</p>
            <p>
              {t('originals.explain.bytes')} <code>HMAC-SHA256(serverSeed, clientSeed:nonce:round)</code>
            </p>
            <p>{t('originals.explain.floats')}</p>
            <p>{t('originals.explain.rotate')}</p>
            <ul className="og-explain__list">
              {games.map((g) => (
                <li key={g}>
                  <strong>{t(`originals.games.${g}`)}:</strong> {t(`originals.explain.games.${g}`)}
                </li>
              ))}
            </ul>
          </details>
          <p>{t('originals.explain.edge', { edge: (edge / 100).toFixed(2) })}</p>
        </div>
        <div className="og-explain__tables">
          <h3 className="og-fair__title">{t('originals.explain.plinkoTitle')}</h3>
          <ReturnTable
            label={t('originals.plinko.rows')}
            rows={Array.from({ length: 9 }, (_, i) => 8 + i)}
            returnOf={plinkoReturn}
          />
          <h3 className="og-fair__title">{t('originals.explain.kenoTitle')}</h3>
          <ReturnTable
            label={t('originals.keno.picks')}
            rows={Array.from({ length: KENO_PICKS.max }, (_, i) => i + 1)}
            returnOf={kenoReturn}
          />
        </div>
      </div>
    </section>
  );
}

/** The return of each fixed table, by rows (Plinko) or picks (Keno) and risk. */
function ReturnTable({
  label,
  rows,
  returnOf,
}: {
  label: string;
  rows: number[];
  returnOf: (risk: (typeof RISKS)[number], row: number) => number;
}) {
  const { t } = useTranslation();
  return (
    <div className="og-table-wrap">
      <DataTable
        className="og-table og-table--compact"
        rows={rows}
        rowKey={(row) => row}
        columns={[
          { id: 'row', header: label, rowHeader: true, cell: (row) => row },
          ...RISKS.map((r) => ({
            id: r,
            header: t(`originals.risk.${r}`),
            cell: (row: number) => percent(returnOf(r, row)),
          })),
        ]}
      />
    </div>
  );
}
