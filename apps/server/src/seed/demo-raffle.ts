import { randomBytes } from 'node:crypto';
import { formatMoney, type TBrandSettings } from '@portal/contracts';
import { type TPromotionInput, ZPromotionInput } from '@portal/contracts/endpoints';
import { sha256Hex } from '@portal/fairness';
import type { Db } from '../db/database.ts';
import {
  ensureDraw,
  insertRafflePromotion,
  promotionIdBySlug,
} from '../modules/promotions/raffle/raffle.repository.ts';
import { rafflePeriodSpec } from '../modules/promotions/raffle/raffle.service.ts';
import { sanitizeRichText } from '../platform/html.ts';
import { periodAt } from '../platform/period-jobs/index.ts';

/**
 * The demo raffle (issue 18; ADR 0039): a published weekly raffle per demo brand, in English and
 * Bengali, so /promotions shows a real one on a fresh install: members who join earn one ticket
 * per 500 deposited and one per 2,000 of valid bets (counted from joining), and when the week ends
 * (Sunday midnight in the brand's clock) eight prizes are drawn with the published provably fair
 * scheme and paid into the main wallet. Its current week's draw is written with the seed's hash
 * committed. Written once (a brand that has it is left alone); the first time, the brand's manual
 * rebate (MANPLAYREB3) is switched on too, so the demo shows the rebate as well.
 */

const SLUG = 'weekly-raffle';
/** Prizes in whole currency units, first prize first. */
const PRIZES = [5_000, 2_000, 1_000, 500, 500, 500, 500, 500];
const PER_DEPOSIT = 500;
const PER_VALID_BET = 2_000;

const group = (n: number) => n.toLocaleString('en-US');

/** The raffle's texts in every language (exported for the catalogue test). */
export function raffleTexts(currency: string) {
  const prizes = PRIZES.map((p) => `${group(p)} ${currency}`);
  const list = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
  return {
    en: {
      title: 'Weekly raffle',
      summary: `Join, then every ${group(PER_DEPOSIT)} ${currency} deposited and every ${group(PER_VALID_BET)} ${currency} of valid bets earns a ticket. Eight prizes every week.`,
      body: sanitizeRichText(
        `<p>Press Join to take part. From then on, each deposit earns one ticket per ${group(PER_DEPOSIT)} ${currency} credited, and each settled bet earns one ticket per ${group(PER_VALID_BET)} ${currency} of valid bet.</p>` +
          `<p>When the week ends (Sunday midnight, site time) the winners are drawn and paid straight into the main wallet:</p>${list(prizes)}` +
          '<p>The draw is provably fair: the seed’s hash is shown before the week starts and the seed after the draw, so anyone can check the winners on the fairness page.</p>',
      ),
      terms: sanitizeRichText(
        list([
          'Tickets count only from the moment you join, in the week they are earned.',
          'A cancelled bet earns no ticket; each bet earns tickets once.',
          'One prize per member per draw; prizes are real money with no wagering.',
          'Tickets are numbered in the order they are earned; the draw uses HMAC-SHA256 of the revealed seed.',
        ]),
      ),
    },
    bn: {
      title: 'সাপ্তাহিক র‍্যাফেল',
      summary: `যোগ দিন, তারপর প্রতি ${group(PER_DEPOSIT)} ${currency} জমা এবং প্রতি ${group(PER_VALID_BET)} ${currency} বৈধ বাজিতে একটি টিকিট। প্রতি সপ্তাহে আটটি পুরস্কার।`,
      body: sanitizeRichText(
        `<p>অংশ নিতে "যোগ দিন" চাপুন। তখন থেকে প্রতিটি জমায় প্রতি ${group(PER_DEPOSIT)} ${currency}-এ একটি টিকিট, এবং প্রতিটি নিষ্পত্তি হওয়া বাজিতে প্রতি ${group(PER_VALID_BET)} ${currency} বৈধ বাজিতে একটি টিকিট পাবেন।</p>` +
          `<p>সপ্তাহ শেষে (রবিবার মধ্যরাত, সাইটের সময়) বিজয়ী নির্বাচন করা হয় এবং পুরস্কার সরাসরি মূল ওয়ালেটে দেওয়া হয়:</p>${list(prizes)}` +
          '<p>ড্র প্রমাণযোগ্যভাবে ন্যায্য: সপ্তাহ শুরুর আগেই সিডের হ্যাশ দেখানো হয় এবং ড্রয়ের পরে সিড প্রকাশ করা হয়, তাই যে কেউ ফেয়ারনেস পাতায় বিজয়ীদের যাচাই করতে পারেন।</p>',
      ),
      terms: sanitizeRichText(
        list([
          'যোগ দেওয়ার মুহূর্ত থেকেই টিকিট গোনা হয়, যে সপ্তাহে অর্জিত সেই সপ্তাহের ড্রয়ে।',
          'বাতিল বাজিতে টিকিট নেই; প্রতিটি বাজিতে একবারই টিকিট।',
          'প্রতি ড্রয়ে একজন সদস্য একটিই পুরস্কার পান; পুরস্কার আসল টাকা, কোনো বাজি-শর্ত নেই।',
          'টিকিট অর্জনের ক্রমে নম্বর পায়; ড্রয়ে প্রকাশিত সিডের HMAC-SHA256 ব্যবহার হয়।',
        ]),
      ),
    },
    fil: {
      title: 'Lingguhang raffle',
      summary: `Sumali, at bawat ${group(PER_DEPOSIT)} ${currency} na deposito at bawat ${group(PER_VALID_BET)} ${currency} na valid bet ay may katumbas na tiket. Walong premyo bawat linggo.`,
      body: sanitizeRichText(
        `<p>Pindutin ang Sumali para makilahok. Mula noon, bawat deposito ay may isang tiket kada ${group(PER_DEPOSIT)} ${currency} na naipasok, at bawat naayos na taya ay may isang tiket kada ${group(PER_VALID_BET)} ${currency} na valid bet.</p>` +
          `<p>Pagkatapos ng linggo (hatinggabi ng Linggo, oras ng site), binubunot ang mga nanalo at direktang ibinabayad sa main wallet:</p>${list(prizes)}` +
          '<p>Napapatunayang patas ang bunutan: ipinapakita ang hash ng seed bago magsimula ang linggo at ang seed pagkatapos ng bunutan, kaya masusuri ng kahit sino ang mga nanalo sa pahina ng fairness.</p>',
      ),
      terms: sanitizeRichText(
        list([
          'Binibilang lang ang mga tiket mula nang sumali ka, sa linggo kung kailan nakuha ang mga ito.',
          'Walang tiket ang kinanselang taya; isang beses lang nagbibigay ng tiket ang bawat taya.',
          'Isang premyo bawat miyembro bawat bunutan; totoong pera ang mga premyo, walang wagering.',
          'Binibilang ang mga tiket ayon sa pagkakasunod ng pagkakuha; gumagamit ang bunutan ng HMAC-SHA256 ng ibinunyag na seed.',
        ]),
      ),
    },
  };
}

/** The raffle, its current draw and (the first time) the manual rebate, inside the seed's transaction. */
export async function seedDemoRaffle(
  db: Db,
  brand: { id: number; currency: string; exponent: number; settings: TBrandSettings },
  now: Date,
): Promise<void> {
  if ((await promotionIdBySlug(db, brand.id, SLUG)) !== null) return;
  const offset = brand.settings.contracts?.utcOffsetMinutes ?? 360;
  const week = periodAt(rafflePeriodSpec('WEEK'), offset, now);
  const major = (n: number) => formatMoney(BigInt(n) * 10n ** BigInt(brand.exponent), brand.exponent);
  // Checked as the console checks an operator's promotion.
  const input: TPromotionInput = ZPromotionInput.parse({
    slug: SLUG,
    category: 'RAFFLE',
    content: raffleTexts(brand.currency),
    imageUrl: null,
    showsFrom: null,
    startsAt: week.start.toISOString(),
    endsAt: null,
    audience: { kind: 'ALL', newWithinDays: null, agents: [], tags: [], include: [], exclude: [] },
    trigger: {
      type: 'RAFFLE',
      nth: null,
      minDeposit: '0',
      weekdays: [],
      code: null,
      period: 'WEEK',
      minValidBet: '0',
      minLoss: '0',
      ticketPerDeposit: major(PER_DEPOSIT),
      ticketPerValidBet: major(PER_VALID_BET),
      optIn: true,
    },
    reward: { type: 'RAFFLE_TICKETS', percentBps: 0, amount: '0', tickets: 0, prizes: PRIZES.map(major) },
    bonusTerms: { wagerMultiplier: 0, wagerBase: 'BONUS', expiryDays: 7, maxBet: '0', maxConversion: '0' },
    limits: { perMember: 'UNLIMITED', household: false, budget: '0', claimDays: 7 },
    sortOrder: 50,
  });
  const id = await insertRafflePromotion(db, {
    merchant_id: brand.id,
    slug: input.slug,
    status: 'PUBLISHED',
    content: input.content,
    image_url: null,
    shows_from: null,
    starts_at: new Date(input.startsAt),
    ends_at: null,
    audience: input.audience,
    trigger: input.trigger,
    reward: input.reward,
    bonus_terms: input.bonusTerms,
    limits: input.limits,
    promo_code: null,
    budget_minor: null,
    sort_order: input.sortOrder,
    created_by: null,
    updated_by: null,
    published_at: now,
  });
  if (id === null) return;
  const serverSeed = randomBytes(32).toString('hex');
  await ensureDraw(db, {
    merchant_id: brand.id,
    promotion_id: id,
    period_key: week.key,
    opens_at: week.start,
    draws_at: week.end,
    seed_hash: sha256Hex(serverSeed),
    server_seed: serverSeed,
  });
  // The demo shows the manual rebate too (switched on once, with the raffle: a brand whose
  // operator turns it off later keeps it off on a re-seed).
  await db
    .insertInto('merchant_flags')
    .values({ merchant_id: brand.id, flag: 'MANPLAYREB3', enabled: true })
    .onConflict((oc) => oc.columns(['merchant_id', 'flag']).doUpdateSet({ enabled: true }))
    .execute();
}
