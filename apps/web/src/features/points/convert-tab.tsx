import { conversionOf, formatMoney } from '@portal/contracts';
import type { TPointBalance, TPointConfig } from '@portal/contracts/endpoints';
import { Button, Field, QueryView } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '@/components/ui/money';
import { Panel } from '@/components/ui/status';
import { ApiError } from '@/lib/api-client';
import { useRequestId } from '@/lib/request-id';
import { balanceQueryKey, walletQueryKey } from '@/shared/wallet/balance';
import { convertPoints, pointConfigQuery, pointsQueryKey } from './api';
import { groupPoints } from './parts';

/** The most a balance converts: the minimum plus whole steps, at most the balance (null: not enough). */
export function largestConvertible(
  balance: bigint,
  config: Pick<TPointConfig, 'minConvert' | 'convertStep'>,
) {
  const min = BigInt(config.minConvert);
  if (balance < min) return null;
  const step = BigInt(Math.max(1, config.convertStep));
  return min + ((balance - min) / step) * step;
}

function ConvertForm({ config, balance }: { config: TPointConfig; balance: TPointBalance }) {
  const { t } = useTranslation();
  const { currency, format } = useCurrency();
  const queryClient = useQueryClient();
  const ids = useRequestId();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const money = (minor: bigint) => `${currency} ${format(formatMoney(minor, config.currencyExponent))}`;
  const have = BigInt(balance.balance);
  const largest = largestConvertible(have, config);
  const typed = /^\d{1,15}$/.test(points) ? BigInt(points) : null;
  const outcome = typed === null ? null : conversionOf(typed, config, config.currencyExponent);
  const example = (BigInt(config.minConvert) + BigInt(config.convertStep)).toString();
  const problem =
    points === ''
      ? null
      : outcome === null || !outcome.ok
        ? t(`loyaltyPoints.convert.problems.${outcome?.ok === false ? outcome.problem : 'NOT_POSITIVE'}`, {
            min: groupPoints(config.minConvert),
            step: groupPoints(config.convertStep),
            example: groupPoints(example),
          })
        : typed !== null && typed > have
          ? t('loyaltyPoints.convert.problems.BALANCE', { balance: groupPoints(have) })
          : null;

  async function submit() {
    if (!outcome?.ok || problem) return;
    setBusy(true);
    setResult(null);
    try {
      const done = await ids.send({ points }, (requestId) =>
        convertPoints({ requestId, points, paymentPassword: password }),
      );
      setResult({
        ok: true,
        text: t('loyaltyPoints.convert.done', {
          points: groupPoints(done.points),
          amount: `${currency} ${format(done.cash)}`,
        }),
      });
      setPoints('');
      setPassword('');
      for (const queryKey of [pointsQueryKey, balanceQueryKey, walletQueryKey])
        void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setResult({ ok: false, text: error instanceof ApiError ? error.message : t('errors.network') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel icon="refresh" title={t('loyaltyPoints.convert.heading')}>
      <p className="points-muted">
        {t('loyaltyPoints.convert.explain', {
          per: groupPoints(config.pointsPerUnit),
          unit: money(10n ** BigInt(config.currencyExponent)),
          min: groupPoints(config.minConvert),
          step: groupPoints(config.convertStep),
        })}
      </p>
      <form
        className="form points-convert"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          label={t('loyaltyPoints.convert.points')}
          inputMode="numeric"
          autoComplete="off"
          value={points}
          maxLength={15}
          error={problem ?? undefined}
          onChange={(event) => setPoints(event.target.value.replace(/[^\d]/g, ''))}
          trailing={
            largest !== null ? (
              <button type="button" className="link-button" onClick={() => setPoints(largest.toString())}>
                {t('loyaltyPoints.convert.max')}
              </button>
            ) : undefined
          }
        />
        <p className="points-pays" aria-live="polite" data-testid="convert-pays">
          {outcome?.ok && !problem ? (
            <>
              <span>{t('loyaltyPoints.convert.pays')}</span> <strong>{money(outcome.cash)}</strong>
            </>
          ) : (
            t('loyaltyPoints.convert.paysNothing')
          )}
        </p>
        <Field
          label={t('loyaltyPoints.convert.paymentPassword')}
          type="password"
          autoComplete="off"
          value={password}
          maxLength={128}
          onChange={(event) => setPassword(event.target.value)}
        />
        {result ? (
          <p className={result.ok ? 'form__success' : 'form__error'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </p>
        ) : null}
        <Button
          type="submit"
          busy={busy}
          disabled={!outcome?.ok || problem !== null || password.length === 0}
        >
          {t('loyaltyPoints.convert.submit')}
        </Button>
      </form>
    </Panel>
  );
}

/** Convert: points into the main wallet at the brand's ratio (minimum and step explained), with the payment password. */
export function ConvertTab({ balance }: { balance: TPointBalance }) {
  const query = useQuery(pointConfigQuery);
  return <QueryView query={query}>{(config) => <ConvertForm config={config} balance={balance} />}</QueryView>;
}
