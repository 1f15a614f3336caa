import { contractPay, type DividendPeriod, parseMoney, rateText } from '@portal/contracts';
import type {
  TContract,
  TContractPage,
  TContractPreview,
  TContractTypeInfo,
} from '@portal/contracts/endpoints';
import { Button, Dialog, Field, SelectField } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '@/components/forms/form-errors';
import { ApiError } from '@/lib/api-client';
import { formatTimestamp, toMinorUnits } from '@/lib/format';
import { newRequestId } from '@/lib/request-id';
import { CascadeList } from './answer';
import { contractsQueryKey, type OfferBody, previewOffer, sendOffer } from './api';
import { exampleFigures, toTiers, useMinor, useSlicesText } from './parts';
import {
  checkTiers,
  draftsOf,
  type TierDraft,
  TierEditor,
  type TierErrors,
  type TierField,
} from './tier-editor';

const SERVER_FIELD: Record<string, TierField> = {
  threshold: 'threshold',
  minValidBet: 'minValidBet',
  activeMembers: 'activeMembers',
  rateBps: 'rate',
};

interface ServerErrors {
  tiers: TierErrors;
  target?: string;
  general?: string;
}

/** Where the server's refusal belongs: a tier's box, the agent, or the form as a whole. */
function serverErrorsOf(error: unknown): ServerErrors {
  const result: ServerErrors = { tiers: { rows: {} } };
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length > 0) {
    for (const [path, message] of Object.entries(fields)) {
      const tier = /^tiers\.(\d+)\.(\w+)$/.exec(path);
      const field = tier ? SERVER_FIELD[tier[2] as string] : undefined;
      if (tier && field) {
        const index = Number(tier[1]);
        result.tiers.rows[index] = { ...result.tiers.rows[index], [field]: message };
      } else if (path === 'agent') result.target = message;
      else if (path.startsWith('tiers')) result.tiers.list = message;
      else result.general = message;
    }
    return result;
  }
  if (!(error instanceof ApiError)) {
    result.general = error instanceof Error ? error.message : String(error);
    return result;
  }
  if (error.code === 'CONTRACT_TIERS_INVALID' || error.code === 'CONTRACT_RATE_ABOVE_UPLINE') {
    // The server names the tier 1-based, as its message does.
    const value = error.value as { tier?: unknown; problem?: unknown } | null;
    const tier = Number(value?.tier);
    const listWide = value?.problem === 'NO_TIERS' || value?.problem === 'TOO_MANY_TIERS';
    if (Number.isInteger(tier) && tier >= 1 && !listWide)
      result.tiers.rows[tier - 1] = {
        [error.code === 'CONTRACT_RATE_ABOVE_UPLINE' || value?.problem === 'RATE_OUT_OF_RANGE'
          ? 'rate'
          : 'threshold']: error.message,
      };
    else result.tiers.list = error.message;
  } else if (error.code === 'CONTRACT_NOT_DOWNLINE') result.target = error.message;
  else result.general = error.message;
  return result;
}

/**
 * "Offer a contract" to an agent directly under me: the tiers start from my own contract's or the
 * brand's template, are checked as they are typed with the server's own rules (capped by my
 * contract), show what they would pay on an example and, from the server, on the agent's last
 * settled period and which of its own downline contracts would end. One request id per opening
 * of the dialog, so sending twice makes one offer.
 */
export function OfferDialog({
  page,
  mine,
  typeInfo,
  preset,
  onClose,
  onSent,
}: {
  page: TContractPage;
  /** My contract in effect: the cap, and the dividend's period. */
  mine: TContract;
  typeInfo: TContractTypeInfo | null;
  /** The agent the dialog was opened for (from its row). */
  preset?: string;
  onClose: () => void;
  onSent: (contract: TContract) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const { exponent, withCurrency, plain } = useMinor();
  const slicesText = useSlicesText();
  const type = page.type;
  const dividend = type === 'DIVIDEND';
  const maxBps = typeInfo?.maxRateBps ?? 10_000;
  const upline = useMemo(() => toTiers(mine.tiers, exponent), [mine.tiers, exponent]);
  const [requestId] = useState(newRequestId);
  const [target, setTarget] = useState(preset ?? '');
  const [start, setStart] = useState<'mine' | 'template'>('mine');
  const [drafts, setDrafts] = useState<TierDraft[]>(() => draftsOf(mine.tiers));
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<ServerErrors | null>(null);
  const check = checkTiers(drafts, {
    t,
    exponent,
    maxBps,
    upline,
    mode: mine.mode,
    dividend,
    requireAll: tried,
  });
  const errors: TierErrors = server
    ? { rows: { ...check.errors.rows, ...server.tiers.rows }, list: server.tiers.list ?? check.errors.list }
    : check.errors;
  const period = dividend ? (mine.period as DividendPeriod) : undefined;
  const body = (): OfferBody | null =>
    target && check.tiers ? { agent: target, type, ...(period ? { period } : {}), tiers: check.tiers } : null;
  const targetRow = page.targets.find((row) => row.account === target);

  const preview = useMutation({ mutationFn: previewOffer });
  const send = useMutation({
    mutationFn: (offer: OfferBody) => sendOffer(offer, requestId),
    onSuccess: (contract) => {
      void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
      onSent(contract);
    },
    onError: (error) => setServer(serverErrorsOf(error)),
  });

  const changeDrafts = (next: TierDraft[]) => {
    setDrafts(next);
    setServer(null);
    preview.reset();
  };
  const startFrom = (choice: 'mine' | 'template') => {
    setStart(choice);
    changeDrafts(draftsOf(choice === 'mine' ? mine.tiers : (typeInfo?.template ?? mine.tiers)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const offer = body();
    if (offer) send.mutate(offer);
  };

  // The example: what these tiers pay on figures the agent can change, by the settlement's maths.
  const [exampleBasis, setExampleBasis] = useState(() => {
    const figures = exampleFigures(upline, type);
    return figures ? plain(figures.basis).replace(/,/g, '') : '';
  });
  const [exampleActive, setExampleActive] = useState(() =>
    String(exampleFigures(upline, type)?.activeMembers ?? 0),
  );
  const basis = parseMoney(exampleBasis.replace(/[,\s]/g, ''), exponent);
  const active = /^\d{1,7}$/.test(exampleActive.trim()) ? Number(exampleActive) : null;
  const example =
    check.tiers && check.read && basis !== null && active !== null
      ? contractPay(check.read, mine.mode, {
          basis,
          // A dividend's example team bets enough for every tier's least valid bet.
          validBet: dividend ? (check.read.at(-1)?.minValidBet ?? 0n) : basis,
          activeMembers: active,
        })
      : null;

  const targetError =
    server?.target ?? (tried && !target ? t('contracts.offer.problems.chooseTarget') : undefined);
  return (
    <Dialog
      title={t('contracts.offer.title', { type: t(`contracts.types.${type}`) })}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('contracts.answer.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={send.isPending}>
            {t('contracts.offer.send')}
          </Button>
        </>
      }
    >
      <form id={formId} className="contract-offer" onSubmit={submit} noValidate>
        <SelectField
          label={t('contracts.offer.target')}
          value={target}
          error={targetError}
          onChange={(e) => {
            setTarget(e.target.value);
            setServer(null);
            preview.reset();
          }}
        >
          <option value="">{t('contracts.offer.choose')}</option>
          {page.targets.map((row) => (
            <option key={row.id} value={row.account}>
              {row.account}
              {row.nickname ? ` (${row.nickname})` : ''} — {t(`contracts.offer.targetState.${row.contract}`)}
            </option>
          ))}
        </SelectField>
        {targetRow?.contract === 'OFFERED' ? (
          <p className="field__hint">{t('contracts.offer.replacesOffer', { account: targetRow.account })}</p>
        ) : targetRow?.contract === 'VALID' ? (
          <p className="field__hint">
            {t('contracts.offer.replacesContract', { account: targetRow.account })}
          </p>
        ) : null}
        <dl className="facts contract-facts">
          <div>
            <dt>{t('contracts.offer.period')}</dt>
            <dd>
              {t(`contracts.periods.${mine.period}`)}
              {dividend ? <span className="field__hint"> {t('contracts.offer.periodFixed')}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t('contracts.page.mode')}</dt>
            <dd>{t(`contracts.modes.${mine.mode}`)}</dd>
          </div>
        </dl>
        {typeInfo && typeInfo.template.length > 0 ? (
          <fieldset className="contract-start">
            <legend>{t('contracts.offer.startFrom')}</legend>
            {(['mine', 'template'] as const).map((choice) => (
              <label key={choice} className="checkbox">
                <input
                  type="radio"
                  name={`${formId}-start`}
                  checked={start === choice}
                  onChange={() => startFrom(choice)}
                />
                <span>
                  {t(choice === 'mine' ? 'contracts.offer.startMine' : 'contracts.offer.startTemplate')}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <h3 className="contract-offer__heading">{t('contracts.offer.tiers')}</h3>
        <TierEditor
          drafts={drafts}
          onChange={changeDrafts}
          errors={errors}
          dividend={dividend}
          maxBps={maxBps}
          upline={upline}
          exponent={exponent}
        />
        <section className="contract-example" aria-label={t('contracts.offer.example')}>
          <h3 className="contract-offer__heading">{t('contracts.offer.example')}</h3>
          <div className="contract-example__inputs">
            <Field
              label={t(
                dividend ? 'contracts.offer.exampleBasisDividend' : 'contracts.offer.exampleBasisSalary',
              )}
              value={exampleBasis}
              onChange={(e) => setExampleBasis(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
            />
            <Field
              label={t('contracts.offer.exampleActive')}
              value={exampleActive}
              onChange={(e) => setExampleActive(e.target.value)}
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <p className="contract-example__result" aria-live="polite">
            {!check.tiers
              ? t('contracts.offer.fixProblems')
              : example === null
                ? t('contracts.offer.problems.amount')
                : example.tier < 0
                  ? t('contracts.offer.exampleNothing')
                  : mine.mode === 'FLOATING' && example.slices.length > 1
                    ? t('contracts.offer.examplePaysSlices', {
                        slices: slicesText(example.slices),
                        amount: withCurrency(example.amount),
                        tier: example.tier + 1,
                      })
                    : t('contracts.offer.examplePays', {
                        amount: withCurrency(example.amount),
                        tier: example.tier + 1,
                      })}
          </p>
        </section>
        <div className="contract-preview">
          <Button
            variant="secondary"
            size="sm"
            icon="search"
            busy={preview.isPending}
            disabled={!body()}
            onClick={() => {
              const offer = body();
              if (offer) preview.mutate(offer);
            }}
          >
            {t('contracts.offer.preview')}
          </Button>
          {preview.data ? (
            <PreviewResult preview={preview.data} account={target} dividend={dividend} />
          ) : null}
          {preview.error ? (
            <p className="field__error" role="alert">
              {preview.error.message}
            </p>
          ) : null}
        </div>
        {server?.general ? (
          <p className="field__error" role="alert">
            {server.general}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/** The server's preview: the last settled period's figures, what the terms would have paid, what they end. */
function PreviewResult({
  preview,
  account,
  dividend,
}: {
  preview: TContractPreview;
  account: string;
  dividend: boolean;
}) {
  const { t } = useTranslation();
  const { exponent, withCurrency, plain } = useMinor();
  const money = (text: string) => plain(toMinorUnits(text, exponent) ?? 0n);
  const loss = toMinorUnits(preview.figures.teamProfitLoss, exponent) ?? 0n;
  return (
    <div className="contract-preview__result" role="status">
      <p className="contract-preview__title">
        {t('contracts.offer.previewTitle', {
          from: formatTimestamp(preview.period.start),
          to: formatTimestamp(preview.period.end),
        })}
      </p>
      <p>
        {dividend
          ? t('contracts.offer.previewFigures', {
              loss: plain(-loss),
              validBet: money(preview.figures.validBet),
              active: preview.figures.activeMembers,
            })
          : t('contracts.offer.previewFiguresSalary', {
              validBet: money(preview.figures.validBet),
              active: preview.figures.activeMembers,
            })}
      </p>
      <p>
        <strong>
          {preview.tier < 0
            ? t('contracts.offer.previewNothing')
            : t('contracts.offer.previewPays', {
                amount: withCurrency(toMinorUnits(preview.amount, exponent) ?? 0n),
                tier: preview.tier + 1,
              })}
        </strong>
      </p>
      {preview.slices.length > 1 ? (
        <p className="field__hint">
          {preview.slices
            .map((slice) =>
              t('contracts.bills.slice', { base: money(slice.base), rate: rateText(slice.rateBps) }),
            )
            .join(' + ')}
        </p>
      ) : null}
      {preview.cascade.length > 0 ? (
        <>
          <p>{t('contracts.offer.previewCascade', { count: preview.cascade.length, account })}</p>
          <CascadeList items={preview.cascade} />
        </>
      ) : (
        <p className="field__hint">{t('contracts.offer.previewNoCascade')}</p>
      )}
    </div>
  );
}
