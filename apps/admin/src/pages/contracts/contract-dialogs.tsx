import {
  CONTRACT_TYPES,
  type ContractType,
  DIVIDEND_PERIODS,
  FULL_RATE_BPS,
  formatMoney,
  parseMoney,
  rateText,
} from '@portal/contracts';
import {
  type TAdminContract,
  type TContractTier,
  ZAdminContractOffer,
  ZAdminTerminate,
} from '@portal/contracts/endpoints';
import { ApiError, Dialog, QueryView } from '@portal/ui';
import { FormSelect, FormText, FormTextarea, useZodForm } from '@portal/ui/form';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/client';
import { FormDialog } from '../../lib/form-dialog';
import { when } from '../../lib/forms';
import {
  bpsOf,
  type ContractSettingsView,
  money,
  percent,
  R,
  requestId,
  useContractSettings,
} from './shared';
import { TierEditor } from './tier-editor';

/** A contract's tiers, read-only (amounts as the server wrote them). */
export function TiersTable({
  tiers,
  caption,
  reached,
}: {
  tiers: readonly TContractTier[];
  caption: string;
  /** The reached tier (0-based), marked. */
  reached?: number | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="table ct-tiers-view">
        <caption className="ct-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.tiers.tier')}</th>
            <th scope="col">{t('contracts.tiers.thresholdShort')}</th>
            <th scope="col">{t('contracts.tiers.minValidBetShort')}</th>
            <th scope="col">{t('contracts.tiers.activeMembersShort')}</th>
            <th scope="col">{t('contracts.tiers.rateShort')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr
              key={`${tier.threshold}-${tier.rateBps}`}
              className={reached === i ? 'ct-reached' : undefined}
            >
              <th scope="row">
                {t('contracts.tiers.tierNo', { tier: i + 1 })}
                {reached === i ? (
                  <span className="ct-badge ct-badge--ok">{t('contracts.reached')}</span>
                ) : null}
              </th>
              <td>{money(tier.threshold)}</td>
              <td>{money(tier.minValidBet)}</td>
              <td>{tier.activeMembers}</td>
              <td>{percent(tier.rateBps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One contract in full: who, who pays, its terms and its dates. */
export function ContractDetailDialog({
  contract: c,
  onClose,
}: {
  contract: TAdminContract;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const at = (value: string | null) => when(value, i18n.language);
  return (
    <Dialog
      title={t('contracts.detail.title', { account: c.agent.account, type: t(`contracts.types.${c.type}`) })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="lg"
    >
      <dl className="facts ct-facts">
        <dt>{t('contracts.col.agent')}</dt>
        <dd>{c.agent.nickname ? `${c.agent.account} (${c.agent.nickname})` : c.agent.account}</dd>
        <dt>{t('contracts.detail.payer')}</dt>
        <dd>
          {c.upline
            ? t('contracts.detail.paidByUpline', { account: c.upline.account })
            : t('contracts.detail.paidByBrand')}
        </dd>
        <dt>{t('contracts.col.type')}</dt>
        <dd>
          {t(`contracts.types.${c.type}`)} · {t(`contracts.periods.${c.period}`)}
        </dd>
        <dt>{t('contracts.detail.mode')}</dt>
        <dd>{t(`contracts.modes.${c.mode}`)}</dd>
        <dt>{t('contracts.col.state')}</dt>
        <dd>{t(`contracts.states.${c.state}`)}</dd>
        {c.endReason ? (
          <>
            <dt>{t('contracts.detail.endReason')}</dt>
            <dd>{t(`contracts.endReasonsLong.${c.endReason}`)}</dd>
            {c.endNote ? (
              <>
                <dt>{t('contracts.detail.endNote')}</dt>
                <dd>{c.endNote}</dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt>{t('contracts.detail.offeredAt')}</dt>
        <dd>
          {at(c.offeredAt)}
          {c.offeredByOperator ? ` · ${t('contracts.detail.byOperator', { name: c.offeredByOperator })}` : ''}
        </dd>
        {c.state === 'OFFERED' ? (
          <>
            <dt>{t('contracts.detail.expiresAt')}</dt>
            <dd>{at(c.offerExpiresAt)}</dd>
          </>
        ) : null}
        <dt>{t('contracts.detail.decidedAt')}</dt>
        <dd>{at(c.decidedAt)}</dd>
        <dt>{t('contracts.detail.effectiveFrom')}</dt>
        <dd>{at(c.effectiveFrom)}</dd>
        <dt>{t('contracts.detail.endedAt')}</dt>
        <dd>{at(c.endedAt)}</dd>
        {c.replacesId ? (
          <>
            <dt>{t('contracts.detail.replaces')}</dt>
            <dd>#{c.replacesId}</dd>
          </>
        ) : null}
      </dl>
      <TiersTable tiers={c.tiers} caption={t('contracts.detail.tiers')} />
    </Dialog>
  );
}

/** End a contract (or withdraw an offer) with a required note; downline contracts of the type end too. */
export function TerminateDialog({
  contract: c,
  onClose,
  onDone,
}: {
  contract: TAdminContract;
  onClose: () => void;
  onDone: (ended: TAdminContract) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ZAdminTerminate, { note: '' });
  const type = t(`contracts.types.${c.type}`);
  return (
    <FormDialog
      title={t('contracts.terminate.title', { account: c.agent.account, type })}
      size="md"
      submitLabel={t('contracts.terminate.confirm')}
      form={form}
      formClassName="stack"
      onClose={onClose}
      onSubmit={async (body) => onDone(await call(R.terminate, { params: { id: c.id }, body }))}
    >
      <p className="notice" role="note">
        {c.state === 'OFFERED'
          ? t('contracts.terminate.offerText', { account: c.agent.account, type })
          : t('contracts.terminate.text', { account: c.agent.account, type })}
      </p>
      <FormTextarea name="note" label={t('contracts.terminate.note')} rows={3} maxLength={500} required />
    </FormDialog>
  );
}

type OfferValues = {
  agent: string;
  type: ContractType;
  period: string;
  tiers: { threshold: string; minValidBet: string; activeMembers: number; rateBps: string }[];
};

/** The brand's template of a type as the editor's rows. */
function templateRows(view: ContractSettingsView, type: ContractType): OfferValues['tiers'] {
  return view.settings.types[type].template.map((tier) => ({
    threshold: formatMoney(BigInt(tier.thresholdMinor), view.currencyExponent),
    minValidBet: formatMoney(BigInt(tier.minValidBetMinor), view.currencyExponent),
    activeMembers: tier.activeMembers,
    rateBps: rateText(tier.rateBps),
  }));
}

/** Where the tiers start: the brand's template, or one empty tier when the settings could not be read. */
function rowsFor(view: ContractSettingsView | null, type: ContractType): OfferValues['tiers'] {
  return view
    ? templateRows(view, type)
    : [{ threshold: '', minValidBet: '0', activeMembers: 0, rateBps: '' }];
}

/** "Offer a contract to a top agent": paid by the brand; the tiers start from the brand's template. */
export function OfferDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (made: TAdminContract) => void;
}) {
  const { t } = useTranslation();
  const settings = useContractSettings();
  // Without the brand's settings (they could not be read) the offer is still possible: the tiers
  // start empty and the server checks them against the brand's rules as always.
  if (settings.isError) return <OfferForm view={null} onClose={onClose} onDone={onDone} />;
  if (!settings.data)
    return (
      <Dialog title={t('contracts.offer.title')} closeLabel={t('common.close')} onClose={onClose} size="sm">
        <QueryView query={settings}>{() => null}</QueryView>
      </Dialog>
    );
  return <OfferForm view={settings.data} onClose={onClose} onDone={onDone} />;
}

function OfferForm({
  view,
  onClose,
  onDone,
}: {
  view: ContractSettingsView | null;
  onClose: () => void;
  onDone: (made: TAdminContract) => void;
}) {
  const { t } = useTranslation();
  const settings = view?.settings ?? null;
  const currency = view?.currency ?? '';
  // Unknown decimals: amounts of up to 4 decimals (the most a currency here has) are read.
  const exponent = view?.currencyExponent ?? 4;
  const types = settings
    ? CONTRACT_TYPES.filter((type) => settings.types[type].enabled)
    : [...CONTRACT_TYPES];
  const periods = settings
    ? DIVIDEND_PERIODS.filter((p) => settings.dividendPeriods.includes(p))
    : DIVIDEND_PERIODS;
  const first = types[0] ?? 'DIVIDEND';
  // One request id per dialog: sending again after a lost answer makes no second offer.
  const request = useRef(requestId());
  const amountOk = (text: string) => parseMoney(text.trim(), exponent) !== null;
  const schema = ZAdminContractOffer.superRefine((body, ctx) => {
    body.tiers.forEach((tier, i) => {
      for (const key of ['threshold', 'minValidBet'] as const)
        if (!amountOk(tier[key]))
          ctx.addIssue({ code: 'custom', path: ['tiers', i, key], message: 'amount' });
    });
  });
  const form = useZodForm(
    schema,
    {
      agent: '',
      type: first,
      period: periods.includes('W') ? 'W' : (periods[0] ?? 'W'),
      tiers: rowsFor(view, first),
    } as OfferValues,
    (v) => ({
      agent: v.agent,
      type: v.type,
      ...(v.type === 'DIVIDEND' ? { period: v.period } : {}),
      tiers: (v.tiers ?? []).map((tier) => ({
        threshold: String(tier.threshold ?? '').trim(),
        minValidBet: String(tier.minValidBet ?? '').trim(),
        activeMembers: tier.activeMembers,
        rateBps: bpsOf(tier.rateBps),
      })),
      requestId: request.current,
    }),
  );
  const type = (useWatch({ control: form.control, name: 'type' }) ?? first) as ContractType;
  const typeSettings = settings?.types[type] ?? null;
  // Another type starts again from that type's template.
  const shownType = useRef(type);
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    form.setValue('tiers', rowsFor(view, type));
  }, [type, form, view]);

  return (
    <FormDialog
      title={t('contracts.offer.title')}
      size="lg"
      submitLabel={t('contracts.offer.send')}
      form={form}
      formClassName="stack"
      onClose={onClose}
      onSubmit={async (body) => {
        try {
          onDone(await call(R.offer, { body }));
        } catch (error) {
          if (error instanceof ApiError && error.code === 'CONTRACT_NOT_DOWNLINE') {
            // The agent centre's wording ("no direct downline of yours") does not fit the brand.
            form.setError('agent', { type: 'server', message: t('contracts.offer.noAgent') });
            form.setFocus('agent');
            return;
          }
          if (
            error instanceof ApiError &&
            (error.code === 'CONTRACT_TIERS_INVALID' || error.code === 'CONTRACT_RATE_ABOVE_UPLINE')
          ) {
            // The refusal names the tier (from 1) and the problem: put it on that tier's value.
            const named = error.value as { tier?: number; problem?: string } | null;
            const i = (named?.tier ?? 0) - 1;
            if (i >= 0 && i < (form.getValues('tiers')?.length ?? 0)) {
              const box =
                named?.problem === 'NOT_INCREASING' || named?.problem === 'NEGATIVE'
                  ? 'threshold'
                  : 'rateBps';
              form.setError(`tiers.${i}.${box}`, { type: 'server', message: error.message });
              form.setFocus(`tiers.${i}.${box}`);
              return;
            }
          }
          if (error instanceof ApiError && error.code === 'CONTRACT_NOT_TOP_AGENT') {
            form.setError('agent', {
              type: 'server',
              message: `${error.message} ${t('contracts.offer.notTopHint')}`,
            });
            form.setFocus('agent');
            return;
          }
          throw error;
        }
      }}
    >
      <p className="muted">{t('contracts.offer.intro')}</p>
      {types.length === 0 ? (
        <p className="notice notice--error" role="alert">
          {t('contracts.offer.noTypes')}
        </p>
      ) : null}
      <FormText
        name="agent"
        label={t('contracts.offer.agent')}
        hint={t('contracts.offer.agentHint')}
        autoComplete="off"
        required
      />
      <div className="ct-pair">
        <FormSelect name="type" label={t('contracts.col.type')}>
          {types.map((value) => (
            <option key={value} value={value}>
              {t(`contracts.types.${value}`)}
            </option>
          ))}
        </FormSelect>
        {type === 'DIVIDEND' ? (
          <FormSelect name="period" label={t('contracts.offer.period')}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(`contracts.periods.${p}`)}
              </option>
            ))}
          </FormSelect>
        ) : null}
      </div>
      {typeSettings ? (
        <p className="field__hint">
          {t('contracts.offer.terms', {
            mode: t(`contracts.modes.${typeSettings.mode}`),
            max: percent(typeSettings.maxRateBps),
          })}
        </p>
      ) : (
        <p className="notice" role="note">
          {t('contracts.offer.noTemplate')}
        </p>
      )}
      <TierEditor
        name="tiers"
        legend={t(view ? 'contracts.offer.tiers' : 'contracts.offer.tiersBlank')}
        hint={t(`contracts.tiers.hintOf.${type === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY'}`)}
        exponent={exponent}
        currency={currency}
        maxBps={typeSettings?.maxRateBps ?? FULL_RATE_BPS}
      />
    </FormDialog>
  );
}
