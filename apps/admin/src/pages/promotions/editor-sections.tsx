import {
  AUDIENCE_KINDS,
  CLAIM_LIMITS,
  PROMOTION_PERIODS,
  PROMOTION_TRIGGERS,
  type PromotionTrigger,
  type RewardType,
} from '@portal/contracts';
import { Button } from '@portal/ui';
import { FormCheckbox, FormChoices, FormNumber, FormSelect, FormText, FormTextarea } from '@portal/ui/form';
import { useEffect, useRef } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type EditorValues, REWARDS_OF, TRIGGER_FIELDS } from './editor-model';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const NTH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** A money label with the currency after it when known ("Minimum deposit (BDT)"). */
export function useMoneyLabel(currency: string) {
  return (label: string) => (currency ? `${label} (${currency})` : label);
}

/** Who may take part: everyone, new members, agents' teams or tagged members; always in / always out. */
export function AudienceFields() {
  const { t } = useTranslation();
  const kind = useWatch<EditorValues, 'audience.kind'>({ name: 'audience.kind' });
  return (
    <fieldset className="pr-group">
      <legend>{t('promotions.editor.audience')}</legend>
      <FormSelect name="audience.kind" label={t('promotions.editor.audienceKind')} className="pr-narrow">
        {AUDIENCE_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`promotions.audiences.${k}`)}
          </option>
        ))}
      </FormSelect>
      {kind === 'NEW_MEMBERS' ? (
        <FormNumber
          name="audience.newWithinDays"
          label={t('promotions.editor.newWithinDays')}
          min={1}
          max={365}
          step={1}
          className="pr-narrow"
          required
        />
      ) : null}
      {kind === 'VIP_LEVELS' ? (
        <FormNumber
          name="audience.minVipLevel"
          label={t('promotions.editor.minVipLevel')}
          min={1}
          max={99}
          step={1}
          className="pr-narrow"
          required
        />
      ) : null}
      {kind === 'AGENT_TEAMS' ? (
        <FormTextarea
          name="audience.agents"
          label={t('promotions.editor.agents')}
          hint={t('promotions.editor.listHint')}
          rows={3}
          required
        />
      ) : null}
      {kind === 'TAGS' ? (
        <FormTextarea
          name="audience.tags"
          label={t('promotions.editor.tags')}
          hint={t('promotions.editor.listHint')}
          rows={3}
          required
        />
      ) : null}
      <div className="pr-pair">
        <FormTextarea
          name="audience.include"
          label={t('promotions.editor.include')}
          hint={t('promotions.editor.includeHint')}
          rows={3}
        />
        <FormTextarea
          name="audience.exclude"
          label={t('promotions.editor.exclude')}
          hint={t('promotions.editor.excludeHint')}
          rows={3}
        />
      </div>
    </fieldset>
  );
}

/** What makes a member qualify, with only the fields its type uses. */
export function TriggerFields({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const withCurrency = useMoneyLabel(currency);
  const type = useWatch<EditorValues, 'trigger.type'>({ name: 'trigger.type' });
  const uses = TRIGGER_FIELDS[type as PromotionTrigger] ?? [];
  return (
    <fieldset className="pr-group">
      <legend>{t('promotions.editor.trigger')}</legend>
      <FormSelect
        name="trigger.type"
        label={t('promotions.editor.triggerType')}
        hint={t(`promotions.triggerHints.${type as PromotionTrigger}`)}
        className="pr-narrow"
      >
        {PROMOTION_TRIGGERS.map((k) => (
          <option key={k} value={k}>
            {t(`promotions.triggers.${k}`)}
          </option>
        ))}
      </FormSelect>
      {uses.includes('nth') || uses.includes('minDeposit') ? (
        <div className="pr-pair">
          {uses.includes('nth') ? (
            <FormSelect name="trigger.nth" label={t('promotions.editor.nth')}>
              <option value="">{t('promotions.editor.everyDeposit')}</option>
              {NTH.map((n) => (
                <option key={n} value={String(n)}>
                  {n === 1
                    ? t('promotions.editor.firstDeposit')
                    : n === 2
                      ? t('promotions.editor.secondDeposit')
                      : n === 3
                        ? t('promotions.editor.thirdDeposit')
                        : t('promotions.editor.nthDeposit', { n })}
                </option>
              ))}
            </FormSelect>
          ) : null}
          {uses.includes('minDeposit') ? (
            <FormText
              name="trigger.minDeposit"
              label={withCurrency(t('promotions.editor.minDeposit'))}
              inputMode="decimal"
              required
            />
          ) : null}
        </div>
      ) : null}
      {uses.includes('weekdays') ? (
        <FormChoices
          name="trigger.weekdays"
          label={t('promotions.editor.weekdays')}
          hint={t('promotions.editor.weekdaysHint')}
          multiple
          className="pr-weekdays"
          choices={WEEKDAYS.map((d) => ({ value: String(d), label: t(`promotions.weekdays.${d}`) }))}
        />
      ) : null}
      {uses.includes('code') ? (
        <FormText
          name="trigger.code"
          label={t('promotions.editor.code')}
          hint={t('promotions.editor.codeHint')}
          autoComplete="off"
          maxLength={20}
          className="pr-narrow"
          required
        />
      ) : null}
      {uses.includes('period') ? (
        <FormSelect
          name="trigger.period"
          label={t('promotions.editor.period')}
          className="pr-narrow"
          required
        >
          {PROMOTION_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`promotions.periods.${p}`)}
            </option>
          ))}
        </FormSelect>
      ) : null}
      {uses.includes('minValidBet') ? (
        <FormText
          name="trigger.minValidBet"
          label={withCurrency(t('promotions.editor.minValidBet'))}
          inputMode="decimal"
          className="pr-narrow"
          required
        />
      ) : null}
      {uses.includes('minLoss') ? (
        <FormText
          name="trigger.minLoss"
          label={withCurrency(t('promotions.editor.minLoss'))}
          inputMode="decimal"
          className="pr-narrow"
          required
        />
      ) : null}
      {uses.includes('tickets') ? (
        <div className="pr-pair">
          <FormText
            name="trigger.ticketPerDeposit"
            label={withCurrency(t('promotions.editor.ticketPerDeposit'))}
            hint={t('promotions.editor.ticketZeroHint')}
            inputMode="decimal"
          />
          <FormText
            name="trigger.ticketPerValidBet"
            label={withCurrency(t('promotions.editor.ticketPerValidBet'))}
            hint={t('promotions.editor.ticketZeroHint')}
            inputMode="decimal"
          />
        </div>
      ) : null}
      {uses.includes('optIn') ? (
        <FormCheckbox
          name="trigger.optIn"
          label={t('promotions.editor.optIn')}
          hint={t('promotions.editor.optInHint')}
        />
      ) : null}
      {type === 'RAFFLE' ? <p className="field__hint">{t('promotions.editor.raffleJoinHint')}</p> : null}
    </fieldset>
  );
}

/** What the member gets, with only its type's fields; the types offered are those that fit the trigger. */
export function RewardFields({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const withCurrency = useMoneyLabel(currency);
  const { setValue, getValues } = useFormContext<EditorValues>();
  const trigger = useWatch<EditorValues, 'trigger.type'>({ name: 'trigger.type' }) as PromotionTrigger;
  const type = useWatch<EditorValues, 'reward.type'>({ name: 'reward.type' }) as RewardType;
  const allowed = REWARDS_OF[trigger] ?? [];
  // Another trigger moves the reward to the first that fits it (a saved promotion loads as it is).
  const shownTrigger = useRef(trigger);
  useEffect(() => {
    if (shownTrigger.current === trigger) return;
    shownTrigger.current = trigger;
    const first = allowed[0];
    if (first && !allowed.includes(getValues('reward.type'))) setValue('reward.type', first);
  }, [trigger, allowed, getValues, setValue]);
  const offered = allowed.includes(type) ? allowed : [type, ...allowed];
  return (
    <fieldset className="pr-group">
      <legend>{t('promotions.editor.reward')}</legend>
      <FormSelect name="reward.type" label={t('promotions.editor.rewardType')} className="pr-narrow">
        {offered.map((k) => (
          <option key={k} value={k}>
            {t(`promotions.rewards.${k}`)}
          </option>
        ))}
      </FormSelect>
      {type === 'PERCENT' || type === 'CASHBACK' ? (
        <div className="pr-pair">
          <FormText
            name="reward.percentBps"
            label={t(type === 'CASHBACK' ? 'promotions.editor.cashbackRate' : 'promotions.editor.rate')}
            inputMode="decimal"
            required
          />
          <FormText
            name="reward.amount"
            label={withCurrency(t('promotions.editor.cap'))}
            hint={t('promotions.editor.capHint')}
            inputMode="decimal"
          />
        </div>
      ) : null}
      {type === 'FIXED' ? (
        <FormText
          name="reward.amount"
          label={withCurrency(t('promotions.editor.amount'))}
          inputMode="decimal"
          className="pr-narrow"
          required
        />
      ) : null}
      {type === 'RAFFLE_TICKETS' ? (
        <>
          <FormNumber
            name="reward.tickets"
            label={t('promotions.editor.tickets')}
            hint={t('promotions.editor.ticketsHint')}
            min={0}
            max={1000}
            step={1}
            className="pr-narrow"
          />
          {trigger === 'RAFFLE' ? <PrizesEditor currency={currency} /> : null}
        </>
      ) : null}
    </fieldset>
  );
}

/** The raffle's prizes by rank: one amount per row, rows added and removed. */
function PrizesEditor({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const { control, register } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'reward.prizes' });
  const { errors } = useFormState({ control });
  const listError = (
    get(errors, 'reward.prizes') as { message?: string; root?: { message?: string } } | undefined
  )?.message;
  return (
    <fieldset className="pr-rows" aria-describedby="pr-prizes-hint">
      <legend className="field__label">{t('promotions.editor.prizes')}</legend>
      <p id="pr-prizes-hint" className="field__hint">
        {t('promotions.editor.prizesHint')}
      </p>
      <ol className="pr-rows__list">
        {fields.map((field, i) => {
          const error = (get(errors, `reward.prizes.${i}.amount`) as { message?: string } | undefined)
            ?.message;
          const id = `pr-prize-${field.id}`;
          return (
            <li key={field.id} className="pr-rows__row">
              <label htmlFor={id}>
                {t('promotions.editor.prizeN', { n: i + 1 })}
                {currency ? ` (${currency})` : ''}
              </label>
              <input
                id={id}
                className="pr-input"
                inputMode="decimal"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...register(`reward.prizes.${i}.amount`)}
              />
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('promotions.editor.removePrize', { n: i + 1 })}
                onClick={() => remove(i)}
              >
                {t('common.delete')}
              </Button>
              {error ? (
                <p id={`${id}-error`} className="field__error" role="alert">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={fields.length >= 50}
        onClick={() => append({ amount: '' })}
      >
        {t('promotions.editor.addPrize')}
      </Button>
    </fieldset>
  );
}

/** The wagering terms of a money reward (0 × pays real money, then the rest does not apply). */
export function TermsFields({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const withCurrency = useMoneyLabel(currency);
  const reward = useWatch<EditorValues, 'reward.type'>({ name: 'reward.type' });
  const trigger = useWatch<EditorValues, 'trigger.type'>({ name: 'trigger.type' });
  const multiplier = Number(
    useWatch<EditorValues, 'bonusTerms.wagerMultiplier'>({ name: 'bonusTerms.wagerMultiplier' }),
  );
  if (reward === 'RAFFLE_TICKETS') return null;
  const wagered = multiplier > 0;
  return (
    <fieldset className="pr-group">
      <legend>{t('promotions.editor.terms')}</legend>
      <div className="pr-pair">
        <FormNumber
          name="bonusTerms.wagerMultiplier"
          label={t('promotions.editor.wagerMultiplier')}
          hint={t('promotions.editor.wagerMultiplierHint')}
          min={0}
          max={100}
          step={0.1}
          required
        />
        {wagered && trigger === 'DEPOSIT' ? (
          <FormSelect name="bonusTerms.wagerBase" label={t('promotions.editor.wagerBase')}>
            <option value="BONUS">{t('promotions.bases.BONUS')}</option>
            <option value="BONUS_AND_DEPOSIT">{t('promotions.bases.BONUS_AND_DEPOSIT')}</option>
          </FormSelect>
        ) : null}
      </div>
      {wagered ? (
        <>
          <FormNumber
            name="bonusTerms.expiryDays"
            label={t('promotions.editor.expiryDays')}
            hint={t('promotions.editor.expiryDaysHint')}
            min={1}
            max={365}
            step={1}
            className="pr-narrow"
            required
          />
          <div className="pr-pair">
            <FormText
              name="bonusTerms.maxBet"
              label={withCurrency(t('promotions.editor.maxBet'))}
              hint={t('promotions.editor.maxBetHint')}
              inputMode="decimal"
            />
            <FormText
              name="bonusTerms.maxConversion"
              label={withCurrency(t('promotions.editor.maxConversion'))}
              hint={t('promotions.editor.maxConversionHint')}
              inputMode="decimal"
            />
          </div>
        </>
      ) : (
        <p className="field__hint">{t('promotions.editor.realMoneyHint')}</p>
      )}
    </fieldset>
  );
}

/** How often and how much: per member, per household, the budget and the days to claim. */
export function LimitFields({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const withCurrency = useMoneyLabel(currency);
  return (
    <fieldset className="pr-group">
      <legend>{t('promotions.editor.limits')}</legend>
      <div className="pr-pair">
        <FormSelect name="limits.perMember" label={t('promotions.editor.perMember')}>
          {CLAIM_LIMITS.map((k) => (
            <option key={k} value={k}>
              {t(`promotions.limits.${k}`)}
            </option>
          ))}
        </FormSelect>
        <FormText
          name="limits.budget"
          label={withCurrency(t('promotions.editor.budget'))}
          hint={t('promotions.editor.budgetHint')}
          inputMode="decimal"
        />
        <FormNumber
          name="limits.claimDays"
          label={t('promotions.editor.claimDays')}
          hint={t('promotions.editor.claimDaysHint')}
          min={1}
          max={90}
          step={1}
          required
        />
      </div>
      <FormCheckbox
        name="limits.household"
        label={t('promotions.editor.household')}
        hint={t('promotions.editor.householdHint')}
      />
    </fieldset>
  );
}
