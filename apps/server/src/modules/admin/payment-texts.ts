import type { LanguageCode } from '@portal/contracts';

/** Field messages of the payment screens' own checks (the shared field messages cover the rest). */
const TEXTS = {
  en: {
    amount: 'Enter an amount above zero with at most {decimals} decimals.',
    minAboveMax: 'The maximum must not be below the minimum.',
    fromAfterTo: 'The end must not be before the start.',
    percent: 'Enter a whole number from 0 to 10000.',
  },
  bn: {
    amount: 'শূন্যের বেশি একটি পরিমাণ লিখুন, দশমিকের পরে সর্বোচ্চ {decimals}টি অঙ্ক।',
    minAboveMax: 'সর্বোচ্চ পরিমাণ সর্বনিম্ন পরিমাণের চেয়ে কম হতে পারবে না।',
    fromAfterTo: 'শেষের সময় শুরুর সময়ের আগে হতে পারবে না।',
    percent: '০ থেকে ১০০০০ এর মধ্যে একটি পূর্ণ সংখ্যা লিখুন।',
  },
  fil: {
    amount: 'Maglagay ng halagang higit sa zero, hanggang {decimals} decimal.',
    minAboveMax: 'Hindi puwedeng mas mababa ang maximum kaysa sa minimum.',
    fromAfterTo: 'Hindi puwedeng mas maaga ang katapusan kaysa sa simula.',
    percent: 'Maglagay ng buong numero mula 0 hanggang 10000.',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

export type PaymentTextKey = keyof (typeof TEXTS)['en'];

export function paymentText(
  language: LanguageCode,
  key: PaymentTextKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = (TEXTS[language] ?? TEXTS.en)[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
