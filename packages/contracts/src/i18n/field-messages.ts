import type { LanguageCode } from '../languages.ts';
import type { PatternId } from '../register-rules.ts';

/**
 * Field-level validation messages (spec section 5), shared by the server (which validates every
 * field) and the player site (which validates as the player types), so both say the same thing.
 * {min} and {max} are filled in from the server-driven rules.
 */
export type FieldMessageKey =
  | 'required'
  | 'length'
  | `pattern.${PatternId}`
  | 'mismatch'
  | 'confirmMismatch'
  | 'weakPassword'
  | 'sameAsOld'
  | 'taken'
  | 'invalidMobile'
  | 'invalidCode'
  | 'captcha'
  | 'terms'
  | 'invitationCode'
  | 'name'
  | 'url'
  | 'absoluteUrl'
  | 'httpsUrl'
  | 'sitePath'
  | 'invalid';

export type FieldMessages = Record<FieldMessageKey, string>;

const en: FieldMessages = {
  required: 'Input cannot be empty.',
  length: 'Enter {min} to {max} characters.',
  'pattern.ANY': 'Enter {min} to {max} characters.',
  'pattern.ALNUM_LETTER_FIRST': 'Use {min} to {max} letters and digits, starting with a letter.',
  'pattern.EMAIL': 'Enter a valid e-mail address.',
  'pattern.DIGITS': 'Enter {min} to {max} digits only.',
  'pattern.UPPERCASE_REQUIRED': 'Use {min} to {max} characters including an uppercase letter.',
  'pattern.NO_SPACES': 'Use {min} to {max} characters without spaces.',
  'pattern.FULL_NAME': 'Real name format is incorrect: enter your full name with a space between the parts.',
  'pattern.DATE_YMD': 'Enter the date as yyyy-MM-dd.',
  'pattern.DATE_MDY': 'Enter the date as MM-dd-yyyy.',
  'pattern.STRONG_PASSWORD':
    'Use {min} to {max} characters with an uppercase letter, a lowercase letter, a digit and a symbol.',
  'pattern.PASSWORD': 'Use {min} to {max} characters without spaces.',
  mismatch: 'The two passwords are inconsistent.',
  confirmMismatch: 'Incorrect confirmation input.',
  weakPassword: 'This password is too common. Please choose another.',
  sameAsOld: 'The new password must be different from the old one.',
  taken: 'This is already registered.',
  invalidMobile: 'Please enter a valid mobile number.',
  invalidCode: 'Please enter a valid verification code.',
  captcha: 'Please enter the captcha.',
  terms: 'Please confirm your age and accept the terms.',
  invitationCode: 'Invalid invitation code.',
  name: 'Please enter a name.',
  url: 'Enter a web address starting with https:// or http://, or a path on this site starting with a single /.',
  absoluteUrl: 'Enter a web address starting with https:// or http://.',
  httpsUrl: 'Enter a web address starting with https://.',
  sitePath: 'Enter a path on this site starting with a single /.',
  invalid: 'This value is not valid.',
};

const bn: FieldMessages = {
  required: 'ঘরটি খালি রাখা যাবে না।',
  length: '{min} থেকে {max}টি অক্ষর লিখুন।',
  'pattern.ANY': '{min} থেকে {max}টি অক্ষর লিখুন।',
  'pattern.ALNUM_LETTER_FIRST': 'অক্ষর দিয়ে শুরু করে {min} থেকে {max}টি ইংরেজি অক্ষর ও সংখ্যা ব্যবহার করুন।',
  'pattern.EMAIL': 'একটি সঠিক ই-মেইল ঠিকানা লিখুন।',
  'pattern.DIGITS': 'শুধু {min} থেকে {max}টি সংখ্যা লিখুন।',
  'pattern.UPPERCASE_REQUIRED': 'অন্তত একটি বড় হাতের অক্ষরসহ {min} থেকে {max}টি অক্ষর ব্যবহার করুন।',
  'pattern.NO_SPACES': 'ফাঁকা জায়গা ছাড়া {min} থেকে {max}টি অক্ষর ব্যবহার করুন।',
  'pattern.FULL_NAME': 'আসল নামের ফরম্যাট সঠিক নয়: নামের অংশগুলোর মাঝে ফাঁকা রেখে পুরো নাম লিখুন।',
  'pattern.DATE_YMD': 'তারিখটি yyyy-MM-dd আকারে লিখুন।',
  'pattern.DATE_MDY': 'তারিখটি MM-dd-yyyy আকারে লিখুন।',
  'pattern.STRONG_PASSWORD': 'বড় হাতের অক্ষর, ছোট হাতের অক্ষর, সংখ্যা ও চিহ্নসহ {min} থেকে {max}টি অক্ষর ব্যবহার করুন।',
  'pattern.PASSWORD': 'ফাঁকা জায়গা ছাড়া {min} থেকে {max}টি অক্ষর ব্যবহার করুন।',
  mismatch: 'দুটি পাসওয়ার্ড মেলেনি।',
  confirmMismatch: 'নিশ্চিতকরণের তথ্য সঠিক নয়।',
  weakPassword: 'এই পাসওয়ার্ডটি খুব সাধারণ। অনুগ্রহ করে অন্য একটি বেছে নিন।',
  sameAsOld: 'নতুন পাসওয়ার্ড পুরোনোটির থেকে আলাদা হতে হবে।',
  taken: 'এটি আগেই নিবন্ধিত হয়েছে।',
  invalidMobile: 'অনুগ্রহ করে একটি সঠিক মোবাইল নম্বর লিখুন।',
  invalidCode: 'অনুগ্রহ করে একটি সঠিক যাচাইকরণ কোড লিখুন।',
  captcha: 'অনুগ্রহ করে ক্যাপচা লিখুন।',
  terms: 'অনুগ্রহ করে আপনার বয়স নিশ্চিত করুন এবং শর্তাবলিতে সম্মতি দিন।',
  invitationCode: 'আমন্ত্রণ কোডটি সঠিক নয়।',
  name: 'অনুগ্রহ করে একটি নাম লিখুন।',
  url: 'https:// বা http:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা, অথবা একটি / দিয়ে শুরু হওয়া এই সাইটের একটি পাথ লিখুন।',
  absoluteUrl: 'https:// বা http:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা লিখুন।',
  httpsUrl: 'https:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা লিখুন।',
  sitePath: 'একটি / দিয়ে শুরু হওয়া এই সাইটের একটি পাথ লিখুন।',
  invalid: 'এই মানটি সঠিক নয়।',
};

const fil: FieldMessages = {
  required: 'Hindi puwedeng walang laman.',
  length: 'Maglagay ng {min} hanggang {max} na character.',
  'pattern.ANY': 'Maglagay ng {min} hanggang {max} na character.',
  'pattern.ALNUM_LETTER_FIRST':
    'Gumamit ng {min} hanggang {max} na letra at numero, na nagsisimula sa letra.',
  'pattern.EMAIL': 'Maglagay ng wastong e-mail address.',
  'pattern.DIGITS': 'Maglagay lamang ng {min} hanggang {max} na numero.',
  'pattern.UPPERCASE_REQUIRED': 'Gumamit ng {min} hanggang {max} na character na may malaking titik.',
  'pattern.NO_SPACES': 'Gumamit ng {min} hanggang {max} na character na walang espasyo.',
  'pattern.FULL_NAME':
    'Mali ang format ng tunay na pangalan: ilagay ang buong pangalan na may espasyo sa pagitan.',
  'pattern.DATE_YMD': 'Ilagay ang petsa bilang yyyy-MM-dd.',
  'pattern.DATE_MDY': 'Ilagay ang petsa bilang MM-dd-yyyy.',
  'pattern.STRONG_PASSWORD':
    'Gumamit ng {min} hanggang {max} na character na may malaking titik, maliit na titik, numero at simbolo.',
  'pattern.PASSWORD': 'Gumamit ng {min} hanggang {max} na character na walang espasyo.',
  mismatch: 'Hindi magkatugma ang dalawang password.',
  confirmMismatch: 'Mali ang kumpirmasyon.',
  weakPassword: 'Masyadong karaniwan ang password na ito. Pumili ng iba.',
  sameAsOld: 'Dapat iba ang bagong password sa luma.',
  taken: 'Nakarehistro na ito.',
  invalidMobile: 'Maglagay ng wastong mobile number.',
  invalidCode: 'Maglagay ng wastong verification code.',
  captcha: 'Ilagay ang captcha.',
  terms: 'Kumpirmahin ang iyong edad at tanggapin ang mga tuntunin.',
  invitationCode: 'Hindi wasto ang invitation code.',
  name: 'Maglagay ng pangalan.',
  url: 'Maglagay ng web address na nagsisimula sa https:// o http://, o path sa site na ito na nagsisimula sa iisang /.',
  absoluteUrl: 'Maglagay ng web address na nagsisimula sa https:// o http://.',
  httpsUrl: 'Maglagay ng web address na nagsisimula sa https://.',
  sitePath: 'Maglagay ng path sa site na ito na nagsisimula sa iisang /.',
  invalid: 'Hindi wasto ang value na ito.',
};

export const FIELD_MESSAGES: Record<LanguageCode, FieldMessages> = { en, bn, fil };

export function fieldMessage(
  language: LanguageCode,
  key: FieldMessageKey,
  params: { min?: number; max?: number } = {},
): string {
  const template = FIELD_MESSAGES[language]?.[key] ?? en[key];
  return template.replace(/\{(min|max)\}/g, (_whole, name: 'min' | 'max') => String(params[name] ?? ''));
}
