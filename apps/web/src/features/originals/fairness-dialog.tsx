import type { OriginalGame, TRevealedSeedPair } from '@portal/contracts';
import { Button, Dialog, Field, Pager, Spinner } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatTimestamp } from '@/lib/format';
import { useSession } from '@/lib/session';
import { rotateSeeds, roundsKey, seedHistoryKey, seedsKey, useSeedHistory, useSeeds } from './api';
import { pairVerifyHref } from './verify-link';

/** The server's rule for client seeds (ZClientSeed): 1 to 64 printable ASCII characters, no spaces. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** A client seed suggestion: 16 random hex characters. */
export function randomClientSeed(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A long value (hash, seed) that wraps and can be selected whole. */
export function SeedValue({ label, value }: { label: string; value: string }) {
  return (
    <div className="og-seed">
      <dt>{label}</dt>
      <dd>
        <code>{value}</code>
      </dd>
    </div>
  );
}

function RevealedPair({ pair, game }: { pair: TRevealedSeedPair; game: OriginalGame }) {
  const { t } = useTranslation();
  return (
    <div className="og-pair">
      <dl className="og-seeds">
        <SeedValue label={t('originals.fairness.serverSeed')} value={pair.serverSeed} />
        <SeedValue label={t('originals.fairness.serverSeedHash')} value={pair.serverSeedHash} />
        <SeedValue label={t('originals.fairness.clientSeed')} value={pair.clientSeed} />
        <SeedValue label={t('originals.fairness.betsMade')} value={String(pair.nonce)} />
      </dl>
      <p className="og-pair__meta">
        {t('originals.fairness.usedFrom', {
          from: formatTimestamp(pair.createdAt),
          to: formatTimestamp(pair.revealedAt),
        })}
        {' · '}
        <Link to={pairVerifyHref(game, pair)}>{t('originals.fairness.verify')}</Link>
      </p>
    </div>
  );
}

/**
 * The player's seeds: the active pair (server seed as its hash), the next server seed's hash, a
 * new client seed to rotate to (revealing the active server seed) and the revealed pairs.
 */
export function FairnessDialog({ game, onClose }: { game: OriginalGame; onClose: () => void }) {
  const { t } = useTranslation();
  const { canPlay: member, requirePlayer } = useSession();
  const queryClient = useQueryClient();
  const seeds = useSeeds();
  const [clientSeed, setClientSeed] = useState(randomClientSeed);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [historyPage, setHistoryPage] = useState(1);
  const history = useSeedHistory(historyPage, member);
  const rotate = useMutation({
    mutationFn: rotateSeeds,
    onSuccess: (result) => {
      queryClient.setQueryData(seedsKey, result.seeds);
      void queryClient.invalidateQueries({ queryKey: seedHistoryKey });
      // The rounds of the old pair now show their server seed.
      void queryClient.invalidateQueries({ queryKey: roundsKey });
      setClientSeed(randomClientSeed());
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!CLIENT_SEED.test(clientSeed.trim())) {
      setFieldError(t('originals.fairness.clientSeedRule'));
      return;
    }
    setFieldError(undefined);
    rotate.mutate(clientSeed.trim());
  };

  const rotateError =
    rotate.error instanceof ApiError
      ? rotate.error.message
      : rotate.error
        ? t('originals.failed')
        : undefined;

  return (
    <Dialog title={t('originals.fairness.title')} onClose={onClose} closeLabel={t('common.close')} size="lg">
      <div className="og-fair">
        <p className="og-fair__lead">{t('originals.fairness.lead')}</p>
        {!member ? (
          <div className="og-fair__guest">
            <p>{t('originals.fairness.guest')}</p>
            <Button onClick={() => requirePlayer()}>{t('originals.logIn')}</Button>
          </div>
        ) : seeds.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : seeds.data ? (
          <>
            <section className="og-fair__section" aria-labelledby="og-active-pair">
              <h3 id="og-active-pair" className="og-fair__title">
                {t('originals.fairness.active')}
              </h3>
              <dl className="og-seeds">
                <SeedValue
                  label={t('originals.fairness.serverSeedHash')}
                  value={seeds.data.active.serverSeedHash}
                />
                <SeedValue label={t('originals.fairness.clientSeed')} value={seeds.data.active.clientSeed} />
                <SeedValue label={t('originals.fairness.nonce')} value={String(seeds.data.active.nonce)} />
                <SeedValue label={t('originals.fairness.nextHash')} value={seeds.data.nextServerSeedHash} />
              </dl>
            </section>
            <form className="og-fair__section og-fair__rotate" onSubmit={submit} noValidate>
              <h3 className="og-fair__title">{t('originals.fairness.rotate')}</h3>
              <Field
                label={t('originals.fairness.newClientSeed')}
                value={clientSeed}
                onChange={(e) => {
                  setClientSeed(e.target.value);
                  setFieldError(undefined);
                }}
                error={fieldError ?? rotateError}
                hint={t('originals.fairness.rotateHint')}
                autoComplete="off"
                spellCheck={false}
                maxLength={64}
              />
              <div className="button-row">
                <Button type="submit" busy={rotate.isPending} icon="refresh">
                  {t('originals.fairness.rotateButton')}
                </Button>
                <Button variant="ghost" onClick={() => setClientSeed(randomClientSeed())}>
                  {t('originals.fairness.randomSeed')}
                </Button>
              </div>
              {rotate.data ? (
                <div className="og-fair__revealed" role="status">
                  <p className="form__success">{t('originals.fairness.rotated')}</p>
                  <RevealedPair pair={rotate.data.previous} game={game} />
                </div>
              ) : null}
            </form>
            <section className="og-fair__section" aria-labelledby="og-history">
              <h3 id="og-history" className="og-fair__title">
                {t('originals.fairness.history')}
              </h3>
              {history.data && history.data.items.length > 0 ? (
                <>
                  <ul className="og-fair__history">
                    {history.data.items.map((pair) => (
                      <li key={pair.serverSeedHash}>
                        <RevealedPair pair={pair} game={game} />
                      </li>
                    ))}
                  </ul>
                  <Pager
                    current={historyPage}
                    totalPages={history.data.totalPages}
                    onChange={setHistoryPage}
                    label={t('originals.fairness.history')}
                  />
                </>
              ) : history.isPending ? (
                <Spinner label={t('common.loading')} />
              ) : (
                <p className="og-muted">{t('originals.fairness.noHistory')}</p>
              )}
            </section>
          </>
        ) : (
          <p className="form__error">{t('errors.loadFailed')}</p>
        )}
        <p>
          <Link to="/fairness">{t('originals.fairness.howItWorks')}</Link>
        </p>
      </div>
    </Dialog>
  );
}
