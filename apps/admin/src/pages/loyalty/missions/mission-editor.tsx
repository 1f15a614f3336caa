import {
  GAME_CATEGORY_CODES,
  LOYALTY_REWARD_KINDS,
  type LoyaltyRewardKind,
  MISSION_KINDS,
  MISSION_PERIODS,
  type MissionKind,
  type MissionPeriod,
  PROFILE_FIELDS,
  type ProfileField,
} from '@portal/contracts';
import {
  CATEGORY_MISSION_KINDS,
  MONEY_MISSION_KINDS,
  type TAdminMission,
  type TMissionInput,
} from '@portal/contracts/endpoints';
import { Field, QueryView, SelectField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { call } from '../../../lib/client';
import {
  EditorFooter,
  isoOf,
  localInput,
  M,
  MISSIONS_KEY,
  ScheduleFieldset,
  ScreenHead,
  useCan,
  useMissionScreen,
  useProblem,
} from './shared';

const LANGUAGES = [
  ['en', 'english'],
  ['bn', 'bengali'],
  ['fil', 'filipino'],
] as const;
type Lang = (typeof LANGUAGES)[number][0];

export interface MissionDraft {
  text: Record<Lang, { title: string; description: string }>;
  kind: MissionKind;
  target: string;
  category: string;
  field: string;
  period: MissionPeriod;
  rewardKind: LoyaltyRewardKind;
  rewardAmount: string;
  wagerMultiple: string;
  startsAt: string;
  endsAt: string;
  sortOrder: string;
}

const MONEY = /^\d{1,16}(\.\d{1,8})?$/;
const WHOLE = /^\d{1,15}$/;
const isMoney = (kind: MissionKind) => (MONEY_MISSION_KINDS as readonly string[]).includes(kind);

export function blankDraft(now = new Date()): MissionDraft {
  return {
    text: {
      en: { title: '', description: '' },
      bn: { title: '', description: '' },
      fil: { title: '', description: '' },
    },
    kind: 'BETS',
    target: '10',
    category: '',
    field: 'zalo',
    period: 'DAILY',
    rewardKind: 'CASH',
    rewardAmount: '',
    wagerMultiple: '0',
    startsAt: localInput(now.toISOString()),
    endsAt: '',
    sortOrder: '0',
  };
}

function draftOf(m: TAdminMission): MissionDraft {
  const text = (lang: Lang) => ({
    title: m.content[lang]?.title ?? '',
    description: m.content[lang]?.description ?? '',
  });
  return {
    text: { en: text('en'), bn: text('bn'), fil: text('fil') },
    kind: m.kind,
    target: m.target,
    category: m.category ?? '',
    field: m.field ?? 'zalo',
    period: m.period,
    rewardKind: m.reward.kind,
    rewardAmount: m.reward.amount,
    wagerMultiple: String(m.reward.wagerMultiple),
    startsAt: localInput(m.startsAt),
    endsAt: localInput(m.endsAt),
    sortOrder: String(m.sortOrder),
  };
}

/**
 * The draft as the endpoint's input, or the problem's key (the rules per kind, as the server
 * checks them again).
 */
export function missionInputOf(d: MissionDraft): TMissionInput | { problem: string } {
  if (!d.text.en.title.trim()) return { problem: 'title' };
  const profile = d.kind === 'PROFILE_FIELD';
  if (profile && !d.field) return { problem: 'field' };
  if (profile && d.target.trim() !== '1') return { problem: 'profileTarget' };
  if (isMoney(d.kind)) {
    if (!MONEY.test(d.target.trim()) || Number(d.target) <= 0) return { problem: 'targetMoney' };
  } else if (!WHOLE.test(d.target.trim()) || Number(d.target) < 1) return { problem: 'target' };
  const amount = d.rewardAmount.trim();
  if (d.rewardKind === 'POINTS' ? !WHOLE.test(amount) : !MONEY.test(amount)) return { problem: 'reward' };
  if (Number(amount) <= 0) return { problem: 'reward' };
  const multiple = WHOLE.test(d.wagerMultiple.trim()) ? Number(d.wagerMultiple) : -1;
  if (d.rewardKind === 'BONUS' && (multiple < 1 || multiple > 100)) return { problem: 'wager' };
  const startsAt = isoOf(d.startsAt);
  const endsAt = isoOf(d.endsAt);
  if (!startsAt || (d.endsAt && !endsAt) || (endsAt && endsAt <= startsAt)) return { problem: 'dates' };
  const content: TMissionInput['content'] = {};
  for (const [lang] of LANGUAGES) {
    const text = d.text[lang];
    if (text.title.trim()) content[lang] = { title: text.title.trim(), description: text.description.trim() };
  }
  return {
    content,
    kind: d.kind,
    target: d.target.trim(),
    category:
      d.category && (CATEGORY_MISSION_KINDS as readonly string[]).includes(d.kind) ? d.category : null,
    field: profile ? (d.field as ProfileField) : null,
    period: d.period,
    reward: { kind: d.rewardKind, amount, wagerMultiple: d.rewardKind === 'BONUS' ? multiple : 0 },
    startsAt,
    endsAt,
    sortOrder: WHOLE.test(d.sortOrder.trim()) ? Math.min(9999, Number(d.sortOrder)) : 0,
  };
}

function MissionForm({ mission }: { mission: TAdminMission | null }) {
  const { t } = useMissionScreen();
  const canManage = useCan('loyalty.manage');
  const problemOf = useProblem();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const [draft, setDraft] = useState<MissionDraft>(() => (mission ? draftOf(mission) : blankDraft()));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const running = mission?.status === 'ACTIVE';
  const save = useMutation({
    mutationFn: (input: TMissionInput) =>
      mission ? call(M.update, { params: { id: mission.id }, body: input }) : call(M.create, { body: input }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: MISSIONS_KEY });
      setMessage({ ok: true, text: t('loyaltyMissions.common.saved') });
      if (!mission) navigate(`/loyalty/missions/${saved.id}`, { replace: true });
    },
    onError: (error) => setMessage({ ok: false, text: problemOf(error) }),
  });
  const set = <K extends keyof MissionDraft>(key: K, value: MissionDraft[K]) => {
    setMessage(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const setText = (lang: Lang, part: 'title' | 'description', value: string) => {
    setMessage(null);
    setDraft((d) => ({ ...d, text: { ...d.text, [lang]: { ...d.text[lang], [part]: value } } }));
  };
  return (
    <form
      id={formId}
      className="card ms-form"
      onSubmit={(event) => {
        event.preventDefault();
        const input = missionInputOf(draft);
        if ('problem' in input) {
          setMessage({
            ok: false,
            text: t(
              `loyaltyMissions.editor.problems.${input.problem}` as 'loyaltyMissions.editor.problems.title',
            ),
          });
          return;
        }
        save.mutate(input);
      }}
    >
      {!canManage ? <p className="muted">{t('loyaltyMissions.common.noPermission')}</p> : null}
      {running ? <p className="muted">{t('loyaltyMissions.editor.running')}</p> : null}
      <fieldset className="ms-fieldset" disabled={!canManage}>
        <legend>{t('loyaltyMissions.editor.text')}</legend>
        <div className="form-grid">
          {LANGUAGES.map(([lang, name]) => (
            <div key={lang} className="ms-fieldset">
              <Field
                label={t('loyaltyMissions.editor.titleIn', { language: t(`loyaltyMissions.common.${name}`) })}
                value={draft.text[lang].title}
                maxLength={80}
                required={lang === 'en'}
                onChange={(event) => setText(lang, 'title', event.target.value)}
              />
              <Field
                label={t('loyaltyMissions.editor.descriptionIn', {
                  language: t(`loyaltyMissions.common.${name}`),
                })}
                value={draft.text[lang].description}
                maxLength={300}
                onChange={(event) => setText(lang, 'description', event.target.value)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="ms-fieldset" disabled={!canManage || running}>
        <legend>{t('loyaltyMissions.editor.rule')}</legend>
        <div className="form-grid">
          <SelectField
            label={t('loyaltyMissions.editor.kind')}
            value={draft.kind}
            onChange={(event) => {
              const kind = event.target.value as MissionKind;
              setDraft((d) => ({
                ...d,
                kind,
                ...(kind === 'PROFILE_FIELD' ? { target: '1', period: 'ONCE' as const } : {}),
              }));
            }}
          >
            {MISSION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`loyaltyMissions.common.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={
              isMoney(draft.kind)
                ? t('loyaltyMissions.editor.targetMoney')
                : t('loyaltyMissions.editor.target')
            }
            inputMode={isMoney(draft.kind) ? 'decimal' : 'numeric'}
            value={draft.target}
            onChange={(event) => set('target', event.target.value)}
          />
          {(CATEGORY_MISSION_KINDS as readonly string[]).includes(draft.kind) ? (
            <SelectField
              label={t('loyaltyMissions.editor.category')}
              value={draft.category}
              onChange={(event) => set('category', event.target.value)}
            >
              <option value="">{t('loyaltyMissions.common.anyCategory')}</option>
              {GAME_CATEGORY_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          ) : null}
          {draft.kind === 'PROFILE_FIELD' ? (
            <SelectField
              label={t('loyaltyMissions.editor.field')}
              value={draft.field}
              onChange={(event) => set('field', event.target.value)}
            >
              {PROFILE_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SelectField
            label={t('loyaltyMissions.editor.period')}
            value={draft.period}
            onChange={(event) => set('period', event.target.value as MissionPeriod)}
          >
            {MISSION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`loyaltyMissions.common.periods.${p}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
      <fieldset className="ms-fieldset" disabled={!canManage || running}>
        <legend>{t('loyaltyMissions.editor.reward')}</legend>
        <div className="form-grid">
          <SelectField
            label={t('loyaltyMissions.editor.rewardKind')}
            value={draft.rewardKind}
            onChange={(event) => set('rewardKind', event.target.value as LoyaltyRewardKind)}
          >
            {LOYALTY_REWARD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`loyaltyMissions.common.rewardKinds.${k}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={
              draft.rewardKind === 'POINTS'
                ? t('loyaltyMissions.editor.rewardPoints')
                : t('loyaltyMissions.editor.rewardAmount')
            }
            inputMode={draft.rewardKind === 'POINTS' ? 'numeric' : 'decimal'}
            value={draft.rewardAmount}
            onChange={(event) => set('rewardAmount', event.target.value)}
          />
          {draft.rewardKind === 'BONUS' ? (
            <Field
              label={t('loyaltyMissions.editor.wagerMultiple')}
              inputMode="numeric"
              value={draft.wagerMultiple}
              onChange={(event) => set('wagerMultiple', event.target.value)}
            />
          ) : null}
        </div>
      </fieldset>
      <ScheduleFieldset value={draft} onChange={set} disabled={!canManage} />
      <EditorFooter
        message={message}
        canManage={canManage}
        saving={save.isPending}
        cancelTo="/loyalty/missions"
      />
    </form>
  );
}

/** /loyalty/missions/new and /loyalty/missions/:id: a mission's editor (checked per kind). */
export function MissionEditorPage() {
  const { t } = useMissionScreen();
  const { id } = useParams();
  const existing = useQuery({
    queryKey: [...MISSIONS_KEY, 'one', id],
    queryFn: ({ signal }) => call(M.get, { params: { id: id ?? '' }, signal }),
    enabled: id !== undefined,
  });
  return (
    <>
      <ScreenHead
        title={id ? t('loyaltyMissions.editor.editHeading') : t('loyaltyMissions.editor.newHeading')}
      />
      {id ? (
        <QueryView query={existing}>{(m) => <MissionForm key={m.id} mission={m} />}</QueryView>
      ) : (
        <MissionForm mission={null} />
      )}
    </>
  );
}
