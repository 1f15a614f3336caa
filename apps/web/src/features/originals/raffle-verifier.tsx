import { MAX_RAFFLE_DRAWS, type RaffleStep, raffleTicket, sha256Hex, verifyRaffle } from '@portal/fairness';
import { DataTable, Field } from '@portal/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Draws shown when no winners are given: the first prizes' tickets, before any skip. */
const PREVIEW_DRAWS = 10;
/** Rows the table lists at most (a wrong winner list could walk far). */
const MAX_ROWS = 200;
const HEX64 = /^[0-9a-f]{64}$/i;

interface RaffleInputs {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  tickets: string;
  winners: string;
}

type Problem = keyof RaffleInputs | null;

interface RaffleCheck {
  problem: Problem;
  /** Whether the server seed matches the hash given (null: no hash given). */
  hashMatches: boolean | null;
  /** Null when no winners were given (the first draws are listed instead). */
  winnersMatch: boolean | null;
  steps: RaffleStep[];
}

/** The winning tickets as typed: numbers separated by commas or spaces, each 1 … total. */
function parseWinners(text: string, total: number): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length > 50) return null;
  const out: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,10}$/.test(part)) return null;
    const n = Number(part);
    if (n < 1 || n > total) return null;
    out.push(n);
  }
  return out;
}

/** Recomputes a raffle draw from its public record (pure; exported for tests). */
export function checkRaffle(inputs: RaffleInputs): RaffleCheck {
  const none = { hashMatches: null, winnersMatch: null, steps: [] };
  const serverSeed = inputs.serverSeed.trim();
  const clientSeed = inputs.clientSeed.trim();
  const hash = inputs.serverSeedHash.trim().toLowerCase();
  if (!serverSeed) return { ...none, problem: 'serverSeed' };
  if (hash && !HEX64.test(hash)) return { ...none, problem: 'serverSeedHash' };
  if (!clientSeed) return { ...none, problem: 'clientSeed' };
  const total = Number(inputs.tickets.trim());
  if (!/^\d{1,10}$/.test(inputs.tickets.trim()) || total < 1) return { ...none, problem: 'tickets' };
  const hashMatches = hash ? sha256Hex(serverSeed) === hash : null;
  const winners = parseWinners(inputs.winners, total);
  if (winners === null) return { ...none, hashMatches, problem: 'winners' };
  if (winners.length === 0) {
    const steps = Array.from({ length: PREVIEW_DRAWS }, (_, k) => ({
      k,
      ticket: raffleTicket(serverSeed, clientSeed, k, total),
      rank: null,
    }));
    return { problem: null, hashMatches, winnersMatch: null, steps };
  }
  const check = verifyRaffle({
    serverSeed,
    seedHash: hash || sha256Hex(serverSeed),
    clientSeed,
    totalTickets: total,
    winningTickets: winners,
  });
  return { problem: null, hashMatches, winnersMatch: check.winnersMatch, steps: check.steps };
}

/**
 * The raffle part of /fairness (issue 18; ADR 0039): a draw's revealed server seed, its seed hash,
 * its client seed (the digest of the ticket list), the number of tickets and the winning tickets;
 * every draw k is recomputed here in the browser: ticket = HMAC-SHA256(server seed, client
 * seed:k) mod tickets + 1. A raffle's page links here prefilled (`game=RAFFLE&…`).
 */
export function RaffleVerifier() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const linked = params.get('game') === 'RAFFLE';
  const [inputs, setInputs] = useState<RaffleInputs>(() => ({
    serverSeed: linked ? (params.get('serverSeed') ?? '') : '',
    serverSeedHash: linked ? (params.get('serverSeedHash') ?? '') : '',
    clientSeed: linked ? (params.get('clientSeed') ?? '') : '',
    tickets: linked ? (params.get('tickets') ?? '') : '',
    winners: linked ? (params.get('winners') ?? '') : '',
  }));
  const result = useMemo(() => checkRaffle(inputs), [inputs]);
  const headingId = useId();
  const resultId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linked) section.current?.scrollIntoView?.({ block: 'start' });
  }, [linked]);

  const field = (key: keyof RaffleInputs, wide = false) => (
    <Field
      key={key}
      label={t(`originals.raffle.fields.${key}`)}
      hint={key === 'winners' ? t('originals.raffle.hints.winners') : undefined}
      value={inputs[key]}
      onChange={(e) => {
        const value = e.target.value;
        setInputs((prev) => ({ ...prev, [key]: value }));
      }}
      error={result.problem === key && inputs[key].trim() !== '' ? t('originals.verify.invalid') : undefined}
      autoComplete="off"
      spellCheck={false}
      inputMode={key === 'tickets' ? 'numeric' : undefined}
      className={wide ? 'og-verify__wide' : undefined}
    />
  );
  const rows = result.steps.slice(0, MAX_ROWS);

  return (
    <section ref={section} id="raffle" className="og-verify og-raffle-verify" aria-labelledby={headingId}>
      <div className="og-verify__form">
        <h2 id={headingId} className="og-verify__heading">
          {t('originals.raffle.title')}
        </h2>
        <p className="og-muted">{t('originals.raffle.intro')}</p>
        {linked ? (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true })}
          >
            {t('originals.raffle.games')}
          </button>
        ) : null}
        <div className="og-verify__fields">
          {field('serverSeed', true)}
          {field('serverSeedHash', true)}
          {field('clientSeed', true)}
          {field('tickets')}
          {field('winners')}
        </div>
      </div>
      <div className="og-verify__result" aria-live="polite">
        <h3 id={resultId} className="og-verify__heading">
          {t('originals.raffle.result')}
        </h3>
        {result.hashMatches !== null ? (
          <p
            className={result.hashMatches ? 'og-check og-check--ok' : 'og-check og-check--bad'}
            data-testid="raffle-hash-check"
          >
            {result.hashMatches ? t('originals.verify.hashOk') : t('originals.verify.hashBad')}
          </p>
        ) : null}
        {result.winnersMatch !== null ? (
          <p
            className={result.winnersMatch ? 'og-check og-check--ok' : 'og-check og-check--bad'}
            data-testid="raffle-winners-check"
          >
            {result.winnersMatch ? t('originals.raffle.winnersOk') : t('originals.raffle.winnersBad')}
          </p>
        ) : null}
        {result.problem ? (
          <p className="og-muted">
            {t('originals.raffle.missing', { field: t(`originals.raffle.fields.${result.problem}`) })}
          </p>
        ) : (
          <>
            <p>{result.winnersMatch === null ? t('originals.raffle.preview') : t('originals.raffle.walk')}</p>
            <div className="og-table-wrap">
              <DataTable
                className="og-table og-table--compact"
                caption={t('originals.raffle.result')}
                rows={rows}
                rowKey={(s) => s.k}
                columns={[
                  { id: 'k', header: t('originals.raffle.k'), rowHeader: true, cell: (s) => s.k },
                  { id: 'ticket', header: t('originals.raffle.ticket'), cell: (s) => `#${s.ticket}` },
                  {
                    id: 'rank',
                    header: t('originals.raffle.outcome'),
                    cell: (s) =>
                      s.rank !== null
                        ? t('originals.raffle.prize', { rank: s.rank })
                        : result.winnersMatch === null
                          ? '–'
                          : t('originals.raffle.skipped'),
                  },
                ]}
              />
            </div>
            {result.steps.length > MAX_ROWS ? (
              <p className="og-muted">
                {t('originals.raffle.more', { count: result.steps.length - MAX_ROWS })}
              </p>
            ) : null}
          </>
        )}
        <p className="og-muted">
          {t('originals.raffle.how', { max: MAX_RAFFLE_DRAWS.toLocaleString('en-US') })}{' '}
          <code>HMAC-SHA256(serverSeed, clientSeed:k) mod tickets + 1</code>
        </p>
      </div>
    </section>
  );
}
