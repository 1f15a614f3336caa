import type { LanguageCode } from '../languages.ts';

/**
 * Field messages of the brand-settings screens (issue 15), kept apart from the player's field
 * messages so the player site's bundle does not carry them. A settings schema names one in a custom
 * issue's `params.fieldMessage`; the server answers it in the caller's language.
 */
export type SettingsMessageKey =
  | 'unknownFlag'
  | 'unknownPattern'
  | 'minAboveMax'
  | 'requiredNeedsEnabled'
  | 'duplicateField'
  | 'cidr'
  | 'countryCode'
  | 'colour'
  | 'endsBeforeStarts'
  | 'defaultLanguageMissing'
  | 'domain'
  | 'domainTaken'
  | 'domainExists'
  | 'primaryDomain'
  | 'slotTaken'
  | 'resourceExists';

type SettingsMessages = Record<SettingsMessageKey, string>;

const en: SettingsMessages = {
  unknownFlag: 'This feature flag does not exist.',
  unknownPattern: 'Choose one of the listed patterns.',
  minAboveMax: 'The minimum length cannot be greater than the maximum length.',
  requiredNeedsEnabled: 'A required field must also be shown on the form.',
  duplicateField: 'This field appears more than once.',
  cidr: 'Enter a network such as 203.0.113.0/24 or 2001:db8::/32.',
  countryCode: 'Enter a two-letter country code such as BD.',
  colour: 'Enter a colour such as #1a2b3c.',
  endsBeforeStarts: 'The end must be after the start.',
  defaultLanguageMissing: 'The default language must be one of the offered languages.',
  domain: 'Enter a domain name such as play.example.com.',
  domainTaken: 'Another brand already uses this domain.',
  domainExists: 'This brand already has this domain.',
  primaryDomain: 'The primary domain cannot be removed; make another domain primary first.',
  slotTaken: 'Another entry of this kind already has this position.',
  resourceExists: 'This brand already has this link for this kind of resource.',
};

const bn: SettingsMessages = {
  unknownFlag: 'এই ফিচার ফ্ল্যাগটির কোনো অস্তিত্ব নেই।',
  unknownPattern: 'তালিকার প্যাটার্নগুলোর একটি বেছে নিন।',
  minAboveMax: 'সর্বনিম্ন দৈর্ঘ্য সর্বোচ্চ দৈর্ঘ্যের চেয়ে বেশি হতে পারে না।',
  requiredNeedsEnabled: 'আবশ্যক ঘরটিকে ফর্মে দেখাতেও হবে।',
  duplicateField: 'এই ঘরটি একাধিকবার এসেছে।',
  cidr: '203.0.113.0/24 বা 2001:db8::/32 এর মতো একটি নেটওয়ার্ক লিখুন।',
  countryCode: 'BD এর মতো দুই অক্ষরের একটি দেশের কোড লিখুন।',
  colour: '#1a2b3c এর মতো একটি রং লিখুন।',
  endsBeforeStarts: 'শেষের সময় শুরুর সময়ের পরে হতে হবে।',
  defaultLanguageMissing: 'ডিফল্ট ভাষাটি চালু থাকা ভাষাগুলোর একটি হতে হবে।',
  domain: 'play.example.com এর মতো একটি ডোমেইন নাম লিখুন।',
  domainTaken: 'এই ডোমেইনটি অন্য একটি ব্র্যান্ড ব্যবহার করছে।',
  domainExists: 'এই ব্র্যান্ডে ডোমেইনটি আগে থেকেই আছে।',
  primaryDomain: 'প্রধান ডোমেইন মুছে ফেলা যায় না; আগে অন্য একটি ডোমেইনকে প্রধান করুন।',
  slotTaken: 'এই ধরনের অন্য একটি এন্ট্রি আগে থেকেই এই অবস্থানে আছে।',
  resourceExists: 'এই ধরনের রিসোর্সের জন্য এই লিংকটি ব্র্যান্ডে আগে থেকেই আছে।',
};

const fil: SettingsMessages = {
  unknownFlag: 'Walang ganitong feature flag.',
  unknownPattern: 'Pumili ng isa sa mga nakalistang pattern.',
  minAboveMax: 'Hindi puwedeng mas malaki ang pinakamaikling haba kaysa sa pinakamahaba.',
  requiredNeedsEnabled: 'Ang kailangang field ay dapat ding ipakita sa form.',
  duplicateField: 'Higit sa isang beses lumabas ang field na ito.',
  cidr: 'Maglagay ng network gaya ng 203.0.113.0/24 o 2001:db8::/32.',
  countryCode: 'Maglagay ng dalawang-titik na country code gaya ng BD.',
  colour: 'Maglagay ng kulay gaya ng #1a2b3c.',
  endsBeforeStarts: 'Dapat mas huli ang katapusan kaysa sa simula.',
  defaultLanguageMissing: 'Ang default na wika ay dapat isa sa mga inaalok na wika.',
  domain: 'Maglagay ng domain name gaya ng play.example.com.',
  domainTaken: 'Ginagamit na ng ibang brand ang domain na ito.',
  domainExists: 'Mayroon na ang brand na ito ng domain na ito.',
  primaryDomain: 'Hindi matatanggal ang pangunahing domain; gawing pangunahin muna ang ibang domain.',
  slotTaken: 'May ibang entry na ng ganitong uri sa posisyong ito.',
  resourceExists: 'Mayroon na ang brand na ito ng link na ito para sa ganitong uri ng resource.',
};

export const SETTINGS_MESSAGES: Record<LanguageCode, SettingsMessages> = { en, bn, fil };

export function isSettingsMessageKey(value: unknown): value is SettingsMessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

export function settingsMessage(language: LanguageCode, key: SettingsMessageKey): string {
  return SETTINGS_MESSAGES[language]?.[key] ?? en[key];
}
