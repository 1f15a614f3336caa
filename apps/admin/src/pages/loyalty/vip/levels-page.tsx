import {
  LOYALTY_REWARD_KINDS,
  type LoyaltyRewardKind,
  type TVipSettings,
  VIP_BASES,
  type VipBasis,
} from '@portal/contracts';
import type { TAdminVipLevels, TVipLevelInput } from '@portal/contracts/endpoints';
import { Button, Field, QueryView, SelectField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { call } from '../../../lib/client';
import { useCan, useProblem, useVipScreen, V, VIP_KEY } from './shared';

/** The styles a level may take (the contracts' VIP_STYLES, here so the screen loads no schemas). */
export const STYLES = [
  'iron',
  'bronze',
  'silver',
  'gold',
  'platinum',
  'ruby',
  'sapphire',
  'emerald',
  'diamond',
  'crown',
] as const satisfies readonly TVipLevelInput['style'][];

type RewardChoice = 'NONE' | LoyaltyRewardKind;

/** One level as typed: text fields, the multiplier as ×, the rebate as %. */
export interface LevelDraft {
  level: number;
  members: number;
  nameEn: string;
  nameBn: string;
  nameFil: string;
  style: TVipLevelInput['style'];
  validBet: string;
  deposits: string;
  multiplier: string;
  rebate: string;
  withdrawal: string;
  contact: string;
  reward: RewardChoice;
  rewardAmount: string;
  wagerMultiple: string;
}

export function draftsOf(view: TAdminVipLevels): LevelDraft[] {
  return view.levels.map((l) => ({
    level: l.level,
    members: l.members,
    nameEn: l.names.en,
    nameBn: l.names.bn,
    nameFil: l.names.fil ?? '',
    style: l.style,
    validBet: l.validBet,
    deposits: l.deposits,
    multiplier: String(l.pointsMultiplierBps / 10_000),
    rebate: String(l.rebateExtraBps / 100),
    withdrawal: l.withdrawalDailyLimit ?? '',
    contact: l.contact ?? '',
    reward: l.reward?.kind ?? 'NONE',
    rewardAmount: l.reward?.amount ?? '',
    wagerMultiple: String(l.reward?.wagerMultiple ?? 0),
  }));
}

const NUMBER = /^\d+(\.\d+)?$/;

/**
 * The drafts as the ladder the server checks (order, thresholds, multipliers: VIP_LEVEL_INVALID
 * with the reason), or the first field that is not a number.
 */
export function inputOf(
  drafts: readonly LevelDraft[],
): { levels: TVipLevelInput[] } | { bad: { level: number; field: string } } {
  const levels: TVipLevelInput[] = [];
  for (const d of drafts) {
    for (const [field, value] of [
      ['multiplier', d.multiplier],
      ['rebate', d.rebate],
      ...(d.reward === 'BONUS' ? [['wagerMultiple', d.wagerMultiple]] : []),
    ] as const)
      if (!NUMBER.test(value.trim())) return { bad: { level: d.level, field } };
    levels.push({
      level: d.level,
      names: {
        en: d.nameEn.trim(),
        bn: d.nameBn.trim(),
        ...(d.nameFil.trim() ? { fil: d.nameFil.trim() } : {}),
      },
      style: d.style,
      validBet: d.validBet.trim() || '0',
      deposits: d.deposits.trim() || '0',
      pointsMultiplierBps: Math.round(Number(d.multiplier) * 10_000),
      rebateExtraBps: Math.round(Number(d.rebate) * 100),
      withdrawalDailyLimit: d.withdrawal.trim() ? d.withdrawal.trim() : null,
      contact: d.contact.trim() ? d.contact.trim() : null,
      reward:
        d.reward === 'NONE'
          ? null
          : {
              kind: d.reward,
              amount: d.rewardAmount.trim(),
              wagerMultiple: d.reward === 'BONUS' ? Math.round(Number(d.wagerMultiple)) : 0,
            },
    });
  }
  return { levels };
}

function LevelFields({
  draft,
  currency,
  disabled,
  onChange,
}: {
  draft: LevelDraft;
  currency: string;
  disabled: boolean;
  onChange: (next: LevelDraft) => void;
}) {
  const { t } = useVipScreen();
  const set = <K extends keyof LevelDraft>(key: K, value: LevelDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const base = draft.level === 0;
  return (
    <fieldset className={`vp-level vp-level--${draft.style}`} disabled={disabled}>
      <legend>
        {t('loyaltyVip.levels.level', { level: draft.level })}
        <span className="vp-level__count">{t('loyaltyVip.levels.members', { count: draft.members })}</span>
      </legend>
      <div className="form-grid">
        <Field
          label={t('loyaltyVip.levels.nameEn')}
          value={draft.nameEn}
          maxLength={40}
          onChange={(e) => set('nameEn', e.target.value)}
        />
        <Field
          label={t('loyaltyVip.levels.nameBn')}
          value={draft.nameBn}
          maxLength={40}
          onChange={(e) => set('nameBn', e.target.value)}
        />
        <Field
          label={t('loyaltyVip.levels.nameFil')}
          value={draft.nameFil}
          maxLength={40}
          onChange={(e) => set('nameFil', e.target.value)}
        />
        <SelectField
          label={t('loyaltyVip.levels.style')}
          value={draft.style}
          onChange={(e) => set('style', e.target.value as LevelDraft['style'])}
        >
          {STYLES.map((s) => (
            <option key={s} value={s}>
              {t(`loyaltyVip.levels.styles.${s}`)}
            </option>
          ))}
        </SelectField>
        {base ? null : (
          <>
            <Field
              label={t('loyaltyVip.levels.validBet', { currency })}
              inputMode="decimal"
              value={draft.validBet}
              onChange={(e) => set('validBet', e.target.value)}
            />
            <Field
              label={t('loyaltyVip.levels.deposits', { currency })}
              inputMode="decimal"
              value={draft.deposits}
              onChange={(e) => set('deposits', e.target.value)}
            />
          </>
        )}
        <Field
          label={t('loyaltyVip.levels.multiplier')}
          inputMode="decimal"
          value={draft.multiplier}
          onChange={(e) => set('multiplier', e.target.value)}
        />
        <Field
          label={t('loyaltyVip.levels.rebate')}
          inputMode="decimal"
          value={draft.rebate}
          onChange={(e) => set('rebate', e.target.value)}
        />
        <Field
          label={t('loyaltyVip.levels.withdrawal', { currency })}
          inputMode="decimal"
          value={draft.withdrawal}
          onChange={(e) => set('withdrawal', e.target.value)}
        />
        <Field
          label={t('loyaltyVip.levels.contact')}
          value={draft.contact}
          maxLength={200}
          onChange={(e) => set('contact', e.target.value)}
        />
        {base ? null : (
          <>
            <SelectField
              label={t('loyaltyVip.levels.reward')}
              value={draft.reward}
              onChange={(e) => set('reward', e.target.value as RewardChoice)}
            >
              {(['NONE', ...LOYALTY_REWARD_KINDS] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`loyaltyVip.levels.rewardKinds.${k}`)}
                </option>
              ))}
            </SelectField>
            {draft.reward === 'NONE' ? null : (
              <Field
                label={
                  draft.reward === 'POINTS'
                    ? t('loyaltyVip.levels.rewardPoints')
                    : t('loyaltyVip.levels.rewardAmount', { currency })
                }
                inputMode={draft.reward === 'POINTS' ? 'numeric' : 'decimal'}
                value={draft.rewardAmount}
                onChange={(e) => set('rewardAmount', e.target.value)}
              />
            )}
            {draft.reward === 'BONUS' ? (
              <Field
                label={t('loyaltyVip.levels.wagerMultiple')}
                inputMode="numeric"
                value={draft.wagerMultiple}
                onChange={(e) => set('wagerMultiple', e.target.value)}
              />
            ) : null}
          </>
        )}
      </div>
    </fieldset>
  );
}

function LevelsForm({ view }: { view: TAdminVipLevels }) {
  const { t } = useVipScreen();
  const canManage = useCan('loyalty.manage');
  const queryClient = useQueryClient();
  const problem = useProblem();
  const formId = useId();
  const [drafts, setDrafts] = useState<LevelDraft[]>(() => draftsOf(view));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (levels: TVipLevelInput[]) => call(V.saveLevels, { body: { levels } }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...VIP_KEY, 'levels'], saved);
      setDrafts(draftsOf(saved));
      setMessage({ ok: true, text: t('loyaltyVip.common.saved') });
    },
    onError: (error) => setMessage({ ok: false, text: problem(error) }),
  });
  const change = (index: number, next: LevelDraft) => {
    setMessage(null);
    setDrafts((all) => all.map((d, i) => (i === index ? next : d)));
  };
  const top = drafts.at(-1);
  return (
    <form
      id={formId}
      className="card vp-levels"
      aria-label={t('loyaltyVip.levels.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        const input = inputOf(drafts);
        if ('bad' in input) {
          setMessage({
            ok: false,
            text: t('loyaltyVip.levels.invalidNumber', {
              level: input.bad.level,
              field: t(`loyaltyVip.levels.${input.bad.field as 'multiplier' | 'rebate' | 'wagerMultiple'}`),
            }),
          });
          return;
        }
        save.mutate(input.levels);
      }}
    >
      {drafts.map((d, i) => (
        <LevelFields
          key={d.level}
          draft={d}
          currency={view.currency}
          disabled={!canManage}
          onChange={(next) => change(i, next)}
        />
      ))}
      {message ? (
        <p
          className={message.ok ? 'notice notice--ok' : 'notice notice--error'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
      {canManage ? (
        <div className="vp-actions">
          <Button
            variant="secondary"
            disabled={drafts.length >= 20}
            onClick={() =>
              setDrafts((all) => {
                const last = all.at(-1);
                return [
                  ...all,
                  {
                    ...(last as LevelDraft),
                    level: all.length,
                    members: 0,
                    nameEn: '',
                    nameBn: '',
                    nameFil: '',
                    contact: last?.contact ?? '',
                    reward: 'NONE',
                    rewardAmount: '',
                  },
                ];
              })
            }
          >
            {t('loyaltyVip.levels.add')}
          </Button>
          <Button
            variant="secondary"
            disabled={drafts.length <= 1 || (top?.members ?? 0) > 0}
            onClick={() => setDrafts((all) => all.slice(0, -1))}
          >
            {t('loyaltyVip.levels.removeTop')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('loyaltyVip.common.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function SettingsForm({ settings }: { settings: TVipSettings }) {
  const { t } = useVipScreen();
  const canManage = useCan('loyalty.manage');
  const queryClient = useQueryClient();
  const problem = useProblem();
  const formId = useId();
  const [basis, setBasis] = useState<VipBasis>(settings.basis);
  const [rollingDays, setRollingDays] = useState(String(settings.rollingDays));
  const [downgrades, setDowngrades] = useState(settings.downgrades);
  const [noticeDays, setNoticeDays] = useState(String(settings.noticeDays));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: TVipSettings) => call(V.setSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...VIP_KEY, 'settings'], saved);
      setMessage({ ok: true, text: t('loyaltyVip.common.saved') });
    },
    onError: (error) => setMessage({ ok: false, text: problem(error) }),
  });
  return (
    <section className="card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="vp-title">
        {t('loyaltyVip.settings.heading')}
      </h2>
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          const days = Number(rollingDays);
          const notice = Number(noticeDays);
          if (
            !Number.isInteger(days) ||
            days < 7 ||
            days > 365 ||
            !Number.isInteger(notice) ||
            notice < 1 ||
            notice > 28
          ) {
            setMessage({ ok: false, text: t('loyaltyVip.settings.invalid') });
            return;
          }
          save.mutate({ basis, rollingDays: days, downgrades, noticeDays: notice });
        }}
      >
        <fieldset className="vp-fieldset" disabled={!canManage}>
          <div className="form-grid">
            <SelectField
              label={t('loyaltyVip.settings.basis')}
              value={basis}
              onChange={(e) => {
                setMessage(null);
                setBasis(e.target.value as VipBasis);
              }}
            >
              {VIP_BASES.map((b) => (
                <option key={b} value={b}>
                  {t(`loyaltyVip.settings.bases.${b}`)}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('loyaltyVip.settings.rollingDays')}
              inputMode="numeric"
              value={rollingDays}
              onChange={(e) => setRollingDays(e.target.value)}
            />
            <Field
              label={t('loyaltyVip.settings.noticeDays')}
              inputMode="numeric"
              value={noticeDays}
              onChange={(e) => setNoticeDays(e.target.value)}
            />
          </div>
          <label className="vp-check">
            <input type="checkbox" checked={downgrades} onChange={(e) => setDowngrades(e.target.checked)} />
            {t('loyaltyVip.settings.downgrades')}
          </label>
        </fieldset>
        {message ? (
          <p
            className={message.ok ? 'notice notice--ok' : 'notice notice--error'}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        ) : null}
        {canManage ? (
          <Button type="submit" busy={save.isPending}>
            {t('loyaltyVip.common.save')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}

/** /loyalty/vip: settings.loyalty.vip and the ladder (loyalty.view reads, loyalty.manage writes). */
export function VipLevelsPage() {
  const { t } = useVipScreen();
  const canManage = useCan('loyalty.manage');
  const levels = useQuery({
    queryKey: [...VIP_KEY, 'levels'],
    queryFn: ({ signal }) => call(V.levels, { signal }),
  });
  const settings = useQuery({
    queryKey: [...VIP_KEY, 'settings'],
    queryFn: ({ signal }) => call(V.settings, { signal }),
  });
  return (
    <>
      <div className="page-head">
        <h1 className="page-title">{t('loyaltyVip.levels.heading')}</h1>
      </div>
      <p className="muted">{t('loyaltyVip.levels.intro', { currency: levels.data?.currency ?? '' })}</p>
      {!canManage ? <p className="muted">{t('loyaltyVip.common.noPermission')}</p> : null}
      <QueryView query={settings}>{(s) => <SettingsForm settings={s} />}</QueryView>
      <QueryView query={levels}>{(view) => <LevelsForm view={view} />}</QueryView>
    </>
  );
}
