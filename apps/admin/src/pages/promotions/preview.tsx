import { formatMoney, groupMoney, percentReward, rateText, wageringRequired } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { when } from '../../lib/forms';
import { bodyOf, type EditorValues, type TextLanguage } from './editor-model';
import { minorOf } from './shared';

/** Minor units as grouped decimal text ("1,000.00"). */
const shown = (minor: bigint, exponent: number) => groupMoney(formatMoney(minor, exponent));

/** The worked example's basis: the least qualifying amount, or 1,000 of the currency when that is less. */
function basisOf(least: string, exponent: number): bigint {
  const thousand = 1000n * 10n ** BigInt(exponent);
  const min = minorOf(least, exponent) ?? 0n;
  return min > thousand ? min : thousand;
}

/** The reward in words as the card shows it ("100 % of the deposit up to 5,000.00 · 20× wagering"). */
export function rewardText(t: TFunction, v: EditorValues, exponent: number): string {
  const body = bodyOf(v, exponent);
  const r = body.reward;
  const cap = minorOf(r.amount, exponent) ?? 0n;
  const rate = `${rateText(Number.isNaN(r.percentBps) ? 0 : r.percentBps)} %`;
  let text: string;
  switch (r.type) {
    case 'PERCENT': {
      const of = t(
        body.trigger.type === 'WAGER_VOLUME' ? 'promotions.reward.ofValidBet' : 'promotions.reward.ofDeposit',
      );
      text =
        cap > 0n
          ? t('promotions.reward.percentCapped', { rate, of, cap: shown(cap, exponent) })
          : t('promotions.reward.percent', { rate, of });
      break;
    }
    case 'FIXED':
      text = t('promotions.reward.fixed', { amount: shown(cap, exponent) });
      break;
    case 'CASHBACK':
      text =
        cap > 0n
          ? t('promotions.reward.cashbackCapped', { rate, cap: shown(cap, exponent) })
          : t('promotions.reward.cashback', { rate });
      break;
    case 'RAFFLE_TICKETS': {
      const first = minorOf(r.prizes[0] ?? '', exponent);
      return first !== null
        ? t('promotions.reward.raffle', { count: r.prizes.length, first: shown(first, exponent) })
        : t('promotions.reward.raffleNoPrizes');
    }
  }
  const multiplier = body.bonusTerms.wagerMultiplier;
  return `${text} · ${
    multiplier > 0 ? t('promotions.reward.wagering', { x: multiplier }) : t('promotions.reward.noWagering')
  }`;
}

/** The worked example under the preview, computed with the contracts' own maths. */
export function workedExample(t: TFunction, v: EditorValues, exponent: number): string[] {
  const body = bodyOf(v, exponent);
  const { trigger, reward, bonusTerms } = body;
  const lines: string[] = [];
  const m = (minor: bigint) => shown(minor, exponent);
  if (reward.type === 'RAFFLE_TICKETS') {
    const dep = minorOf(trigger.ticketPerDeposit, exponent) ?? 0n;
    const bet = minorOf(trigger.ticketPerValidBet, exponent) ?? 0n;
    if (dep > 0n) lines.push(t('promotions.example.ticketDeposit', { amount: m(dep) }));
    if (bet > 0n) lines.push(t('promotions.example.ticketBet', { amount: m(bet) }));
    const prizes = reward.prizes.map((p) => minorOf(p, exponent)).filter((p): p is bigint => p !== null);
    if (prizes.length > 0)
      lines.push(
        t('promotions.example.prizes', {
          list: prizes.map((p, i) => t('promotions.example.prize', { rank: i + 1, amount: m(p) })).join(', '),
        }),
      );
    return lines;
  }
  const bps = Number.isNaN(reward.percentBps) ? 0 : reward.percentBps;
  const cap = minorOf(reward.amount, exponent) ?? 0n;
  const multiplier = Number.isFinite(bonusTerms.wagerMultiplier) ? bonusTerms.wagerMultiplier : 0;
  let basis = 0n;
  let bonus: bigint;
  let deposit = 0n;
  if (reward.type === 'PERCENT') {
    basis = basisOf(trigger.type === 'WAGER_VOLUME' ? trigger.minValidBet : trigger.minDeposit, exponent);
    bonus = percentReward(basis, bps, cap);
    if (trigger.type === 'DEPOSIT') deposit = basis;
    lines.push(
      t(trigger.type === 'WAGER_VOLUME' ? 'promotions.example.betGets' : 'promotions.example.depositGets', {
        basis: m(basis),
        bonus: m(bonus),
      }),
    );
  } else if (reward.type === 'CASHBACK') {
    basis = basisOf(trigger.minLoss, exponent);
    bonus = percentReward(basis, bps, cap);
    lines.push(t('promotions.example.lossGets', { basis: m(basis), bonus: m(bonus) }));
  } else {
    bonus = cap;
    if (trigger.type === 'DEPOSIT') deposit = minorOf(trigger.minDeposit, exponent) ?? 0n;
    lines.push(t('promotions.example.fixedGets', { bonus: m(bonus) }));
  }
  if (multiplier <= 0) {
    lines.push(t('promotions.example.realMoney'));
    return lines;
  }
  const required = wageringRequired(bonus, deposit, multiplier, bonusTerms.wagerBase);
  lines.push(
    t(
      bonusTerms.wagerBase === 'BONUS_AND_DEPOSIT' && deposit > 0n
        ? 'promotions.example.wageringBoth'
        : 'promotions.example.wagering',
      { required: m(required), x: multiplier, days: bonusTerms.expiryDays },
    ),
  );
  const maxBet = minorOf(bonusTerms.maxBet, exponent) ?? 0n;
  lines.push(
    maxBet > 0n
      ? t('promotions.example.maxBet', { amount: m(maxBet) })
      : t('promotions.example.maxBetDefault'),
  );
  const maxConversion = minorOf(bonusTerms.maxConversion, exponent) ?? 0n;
  lines.push(
    maxConversion > 0n
      ? t('promotions.example.maxConversion', { amount: m(maxConversion) })
      : t('promotions.example.allConverts'),
  );
  return lines;
}

/**
 * The card as players will see it, beside the form: title, summary, reward, dates and its state
 * (Coming soon before the start, else Join), and the worked example of the reward's terms.
 */
export function PromotionPreview({
  values,
  exponent,
  language,
}: {
  values: EditorValues;
  exponent: number;
  language: TextLanguage;
}) {
  const { t, i18n } = useTranslation();
  const text = values.content?.[language];
  const english = values.content?.en;
  const title = text?.title?.trim() || english?.title?.trim() || t('promotions.preview.untitled');
  const summary = text?.summary?.trim() || english?.summary?.trim() || '';
  const start = values.startsAt ? new Date(values.startsAt) : null;
  const end = values.endsAt ? new Date(values.endsAt) : null;
  const at = (d: Date | null) =>
    d && !Number.isNaN(d.getTime()) ? when(d.toISOString(), i18n.language) : '—';
  const comingSoon = start !== null && !Number.isNaN(start.getTime()) && start.getTime() > Date.now();
  const example = workedExample(t, values, exponent);
  const image = values.imageUrl?.trim();
  return (
    <aside className="pr-preview" aria-labelledby="pr-preview-title">
      <h2 id="pr-preview-title" className="pr-preview__heading">
        {t('promotions.preview.heading', { language: t(`promotions.languages.${language}`) })}
      </h2>
      <article className="pr-card" lang={language}>
        {image && /^(https?:\/\/|\/)/.test(image) ? (
          <img className="pr-card__image" src={image} alt="" />
        ) : null}
        <div className="pr-card__body">
          <span className={`pr-badge pr-badge--${comingSoon ? 'wait' : 'ok'}`}>
            {comingSoon ? t('promotions.preview.comingSoon') : t(`promotions.categories.${values.category}`)}
          </span>
          <h3 className="pr-card__title">{title}</h3>
          {summary ? <p className="pr-card__summary">{summary}</p> : null}
          <p className="pr-card__reward">{rewardText(t, values, exponent)}</p>
          <p className="pr-card__dates">
            {end
              ? t('promotions.schedule.between', { from: at(start), to: at(end) })
              : t('promotions.schedule.from', { from: at(start) })}
          </p>
          <span className={`pr-card__action${comingSoon ? ' pr-card__action--off' : ''}`}>
            {comingSoon ? t('promotions.preview.comingSoon') : t('promotions.preview.join')}
          </span>
        </div>
      </article>
      <section className="pr-example" aria-labelledby="pr-example-title">
        <h3 id="pr-example-title" className="pr-example__title">
          {t('promotions.example.title')}
        </h3>
        <ul>
          {example.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
