/**
 * Every text of the game pages, in the portal's three languages. `{name}` placeholders are filled
 * in the browser. Figures inside sentences stay in Latin digits, as on the portal.
 */

export const LANGUAGES = ['en', 'bn', 'fil'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `bn-BD` → bn, `tl` or `fil-PH` → fil; anything else (or nothing) is English. */
export function languageFor(value: unknown): Language {
  if (typeof value !== 'string') return 'en';
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'bn') return 'bn';
  if (primary === 'fil' || primary === 'tl') return 'fil';
  return 'en';
}

export interface Texts {
  balance: string;
  /** The balance's label when the portal launched the game for play money (ADR 0044). */
  playMoney: string;
  totalBet: string;
  win: string;
  spin: string;
  spinning: string;
  info: string;
  close: string;
  lobby: string;
  decreaseBet: string;
  increaseBet: string;
  loading: string;
  rtp: string;
  rtpNote: string;
  paytable: string;
  rules: string;
  noWin: string;
  youWon: string;
  round: string;
  insufficientFunds: string;
  sessionEnded: string;
  sessionEndedTitle: string;
  betFailed: string;
  winPending: string;
  winRefused: string;
  limitReached: string;
  accountDisabled: string;
  walletUnavailable: string;
  busy: string;
  generic: string;
  roundInProgress: string;
  errorPageTitle: string;
  invalidLaunch: string;
  unknownEngine: string;
  sessionInvalid: string;
  walletDown: string;
  unknownGame: string;
  retry: string;
  // Slot
  lines: string;
  lineWin: string;
  scatterWin: string;
  moreWins: string;
  slotRules: string;
  paylines: string;
  reels: string;
  rowNames: [string, string, string];
  symbol: string;
  perLineBet: string;
  perTotalBet: string;
  symbols: Record<'W' | 'S' | '7' | 'B' | 'L' | 'M' | 'G' | 'P' | 'O' | 'E' | 'C', string>;
  // Wheel
  chip: string;
  clear: string;
  undo: string;
  placeBets: string;
  betOn: string;
  pays: string;
  stakeOn: string;
  noStake: string;
  wheelStopped: string;
  luckyAnnounce: string;
  noLucky: string;
  luckyTitle: string;
  noMultiplier: string;
  wheelRules: string;
  number: string;
  segments: string;
  chance: string;
  multiplier: string;
  history: string;
  placeBetFirst: string;
  maxSpot: string;
}

const en: Texts = {
  balance: 'Balance',
  playMoney: 'Play money',
  totalBet: 'Total bet',
  win: 'Win',
  spin: 'Spin',
  spinning: 'Spinning…',
  info: 'Game info',
  close: 'Close',
  lobby: 'Back to lobby',
  decreaseBet: 'Lower the bet',
  increaseBet: 'Raise the bet',
  loading: 'Loading…',
  rtp: 'Return to player',
  rtpNote:
    'The theoretical return over a very large number of rounds. Every round is independent and decided by the game server.',
  paytable: 'Paytable',
  rules: 'How to play',
  noWin: 'No win this time.',
  youWon: 'You won {amount}!',
  round: 'Round',
  insufficientFunds: 'Not enough balance for this bet. Lower the bet or top up your wallet.',
  sessionEnded: 'Your game session has ended. Go back to the lobby and open the game again.',
  sessionEndedTitle: 'Session ended',
  betFailed:
    'The bet could not be confirmed, so it was cancelled. Anything taken from your balance is returned.',
  winPending: 'Your win is on its way to your balance and will show shortly.',
  winRefused: 'The casino could not settle this round. Please contact support with round {round}.',
  limitReached: 'This bet is above your limit. Choose a lower bet.',
  accountDisabled: 'Your account cannot place bets at the moment. Please contact support.',
  walletUnavailable: 'The casino wallet is not answering. Please try again in a moment.',
  busy: 'The game is busy. Please try again in a moment.',
  generic: 'Something went wrong. Please try again.',
  roundInProgress: 'Please wait for the current round to finish.',
  errorPageTitle: 'The game cannot start',
  invalidLaunch: 'This game link is incomplete or not valid.',
  unknownEngine: 'This game is not available from this provider.',
  sessionInvalid:
    'This game session is not valid or has ended. Go back to the lobby and open the game again.',
  walletDown: 'The casino wallet is not answering right now. Please try again in a moment.',
  unknownGame: 'This game is not available for your account.',
  retry: 'Try again',
  lines: 'Lines',
  lineWin: 'Line {line}: {count} × {symbol} pays {amount}',
  scatterWin: '{count} × Scatter pays {amount}',
  moreWins: 'and {count} more wins',
  slotRules:
    'Line wins pay left to right from the leftmost reel on the 10 lines shown; only the highest win on each line is paid, times the bet per line (the total bet divided by 10). Wild stands in for every symbol except Scatter. Scatters pay anywhere on the screen, times the total bet, on top of line wins.',
  paylines: 'Paylines',
  reels: 'Reels',
  rowNames: ['Top row', 'Middle row', 'Bottom row'],
  symbol: 'Symbol',
  perLineBet: '× bet per line',
  perTotalBet: '× total bet',
  symbols: {
    W: 'Wild',
    S: 'Scatter',
    '7': 'Seven',
    B: 'Bar',
    L: 'Bell',
    M: 'Melon',
    G: 'Grapes',
    P: 'Plum',
    O: 'Orange',
    E: 'Lemon',
    C: 'Cherry',
  },
  chip: 'Chip value',
  clear: 'Clear',
  undo: 'Undo',
  placeBets: 'Place your bets: choose a chip, then tap the numbers.',
  betOn: 'Bet on {number}, pays {number} to 1',
  pays: '{number}:1',
  stakeOn: '{amount} on {number}',
  noStake: 'no stake',
  wheelStopped: 'The wheel stopped on {number}.',
  luckyAnnounce: 'Lucky Multiplier ×{multiplier} on {number}!',
  noLucky: 'No Lucky Multiplier this spin.',
  luckyTitle: 'Lucky Multiplier',
  noMultiplier: 'No multiplier',
  wheelRules:
    'Choose a chip and tap one or more numbers to stake on them. The wheel has 54 equal segments. When it stops on a number, a stake on that number pays that many to one (5:1 on 5) and the stake is returned. About half the spins light a Lucky Multiplier on one number before the wheel stops: if the wheel stops on that number, its winnings are multiplied.',
  number: 'Number',
  segments: 'Segments',
  chance: 'Chance',
  multiplier: 'Multiplier',
  history: 'Recent results',
  placeBetFirst: 'Place a bet on at least one number first.',
  maxSpot: 'One number takes at most {amount}.',
};

const bn: Texts = {
  balance: 'ব্যালেন্স',
  playMoney: 'প্লে মানি',
  totalBet: 'মোট বাজি',
  win: 'জয়',
  spin: 'স্পিন',
  spinning: 'ঘুরছে…',
  info: 'গেমের তথ্য',
  close: 'বন্ধ করুন',
  lobby: 'লবিতে ফিরে যান',
  decreaseBet: 'বাজি কমান',
  increaseBet: 'বাজি বাড়ান',
  loading: 'লোড হচ্ছে…',
  rtp: 'খেলোয়াড়ের রিটার্ন (RTP)',
  rtpNote: 'অনেক বেশি সংখ্যক রাউন্ডে তাত্ত্বিক রিটার্ন। প্রতিটি রাউন্ড স্বাধীন, আর ফলাফল ঠিক করে গেম সার্ভার।',
  paytable: 'পে-টেবিল',
  rules: 'কীভাবে খেলবেন',
  noWin: 'এবার কোনো জয় নেই।',
  youWon: 'আপনি {amount} জিতেছেন!',
  round: 'রাউন্ড',
  insufficientFunds: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই। বাজি কমান অথবা ওয়ালেটে টাকা যোগ করুন।',
  sessionEnded: 'আপনার গেম সেশন শেষ হয়েছে। লবিতে ফিরে গিয়ে গেমটি আবার খুলুন।',
  sessionEndedTitle: 'সেশন শেষ',
  betFailed: 'বাজিটি নিশ্চিত করা যায়নি, তাই বাতিল করা হয়েছে। ব্যালেন্স থেকে কোনো টাকা কাটা হলে তা ফেরত দেওয়া হবে।',
  winPending: 'আপনার জয়ের টাকা ব্যালেন্সে জমা হচ্ছে, শীঘ্রই দেখা যাবে।',
  winRefused: 'ক্যাসিনো এই রাউন্ডটি নিষ্পত্তি করতে পারেনি। রাউন্ড {round} উল্লেখ করে সাপোর্টে যোগাযোগ করুন।',
  limitReached: 'এই বাজি আপনার সীমার চেয়ে বেশি। কম বাজি বেছে নিন।',
  accountDisabled: 'এই মুহূর্তে আপনার অ্যাকাউন্ট থেকে বাজি ধরা যাচ্ছে না। সাপোর্টে যোগাযোগ করুন।',
  walletUnavailable: 'ক্যাসিনোর ওয়ালেট সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
  busy: 'গেমটি এখন ব্যস্ত। একটু পরে আবার চেষ্টা করুন।',
  generic: 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  roundInProgress: 'বর্তমান রাউন্ড শেষ হওয়া পর্যন্ত অপেক্ষা করুন।',
  errorPageTitle: 'গেমটি চালু করা যাচ্ছে না',
  invalidLaunch: 'এই গেমের লিংকটি অসম্পূর্ণ বা বৈধ নয়।',
  unknownEngine: 'এই গেমটি এই প্রোভাইডারের কাছে পাওয়া যায় না।',
  sessionInvalid: 'এই গেম সেশনটি বৈধ নয় বা শেষ হয়ে গেছে। লবিতে ফিরে গিয়ে গেমটি আবার খুলুন।',
  walletDown: 'ক্যাসিনোর ওয়ালেট এই মুহূর্তে সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
  unknownGame: 'এই গেমটি আপনার অ্যাকাউন্টের জন্য উপলব্ধ নয়।',
  retry: 'আবার চেষ্টা করুন',
  lines: 'লাইন',
  lineWin: 'লাইন {line}: {count}টি {symbol}, জয় {amount}',
  scatterWin: '{count}টি স্ক্যাটার, জয় {amount}',
  moreWins: 'এবং আরও {count}টি জয়',
  slotRules:
    'দেখানো ১০টি লাইনে সবচেয়ে বাঁয়ের রিল থেকে ডান দিকে জয় গোনা হয়; প্রতিটি লাইনে শুধু সর্বোচ্চ জয়টি দেওয়া হয়, প্রতি লাইনের বাজি (মোট বাজি ÷ ১০) দিয়ে গুণ করে। ওয়াইল্ড স্ক্যাটার ছাড়া সব প্রতীকের জায়গায় বসে। স্ক্যাটার স্ক্রিনের যেকোনো জায়গা থেকে মোট বাজির গুণে জেতে, লাইনের জয়ের সঙ্গে যোগ হয়।',
  paylines: 'পে-লাইন',
  reels: 'রিল',
  rowNames: ['উপরের সারি', 'মাঝের সারি', 'নিচের সারি'],
  symbol: 'প্রতীক',
  perLineBet: '× প্রতি লাইনের বাজি',
  perTotalBet: '× মোট বাজি',
  symbols: {
    W: 'ওয়াইল্ড',
    S: 'স্ক্যাটার',
    '7': 'সাত',
    B: 'বার',
    L: 'ঘণ্টা',
    M: 'তরমুজ',
    G: 'আঙুর',
    P: 'বরই',
    O: 'কমলা',
    E: 'লেবু',
    C: 'চেরি',
  },
  chip: 'চিপের মান',
  clear: 'মুছুন',
  undo: 'শেষ চিপ সরান',
  placeBets: 'বাজি ধরুন: একটি চিপ বেছে নিয়ে সংখ্যাগুলোতে ট্যাপ করুন।',
  betOn: '{number}-এ বাজি, জয় {number}:1',
  pays: '{number}:1',
  stakeOn: '{number}-এ {amount}',
  noStake: 'কোনো বাজি নেই',
  wheelStopped: 'চাকা {number}-এ থেমেছে।',
  luckyAnnounce: 'লাকি মাল্টিপ্লায়ার: {number}-এ ×{multiplier}!',
  noLucky: 'এই স্পিনে কোনো লাকি মাল্টিপ্লায়ার নেই।',
  luckyTitle: 'লাকি মাল্টিপ্লায়ার',
  noMultiplier: 'কোনো গুণক নেই',
  wheelRules:
    'একটি চিপ বেছে নিয়ে এক বা একাধিক সংখ্যায় ট্যাপ করে বাজি ধরুন। চাকায় ৫৪টি সমান ঘর আছে। চাকা যে সংখ্যায় থামে, সেই সংখ্যার বাজি তত গুণ জেতে (৫-এ ৫:১), সঙ্গে বাজির টাকাও ফেরত আসে। প্রায় অর্ধেক স্পিনে চাকা থামার আগে একটি সংখ্যায় লাকি মাল্টিপ্লায়ার জ্বলে ওঠে: চাকা সেই সংখ্যায় থামলে তার জয় গুণ হয়।',
  number: 'সংখ্যা',
  segments: 'ঘর',
  chance: 'সম্ভাবনা',
  multiplier: 'গুণক',
  history: 'সাম্প্রতিক ফলাফল',
  placeBetFirst: 'আগে অন্তত একটি সংখ্যায় বাজি ধরুন।',
  maxSpot: 'একটি সংখ্যায় সর্বোচ্চ {amount} বাজি ধরা যায়।',
};

const fil: Texts = {
  balance: 'Balanse',
  playMoney: 'Perang panlaro',
  totalBet: 'Kabuuang taya',
  win: 'Panalo',
  spin: 'Paikutin',
  spinning: 'Umiikot…',
  info: 'Impormasyon ng laro',
  close: 'Isara',
  lobby: 'Bumalik sa lobby',
  decreaseBet: 'Ibaba ang taya',
  increaseBet: 'Itaas ang taya',
  loading: 'Naglo-load…',
  rtp: 'Balik sa manlalaro (RTP)',
  rtpNote:
    'Ang teoretikal na balik sa napakaraming round. Hiwalay ang bawat round at ang game server ang nagpapasya ng resulta.',
  paytable: 'Talaan ng bayad',
  rules: 'Paano maglaro',
  noWin: 'Walang panalo ngayon.',
  youWon: 'Nanalo ka ng {amount}!',
  round: 'Ikot',
  insufficientFunds: 'Kulang ang balanse para sa tayang ito. Ibaba ang taya o magdagdag ng pondo sa wallet.',
  sessionEnded: 'Natapos na ang iyong game session. Bumalik sa lobby at buksan muli ang laro.',
  sessionEndedTitle: 'Tapos na ang session',
  betFailed: 'Hindi makumpirma ang taya kaya kinansela ito. Ibabalik ang anumang nabawas sa iyong balanse.',
  winPending: 'Papasok na ang iyong panalo sa balanse at lalabas ito sa ilang sandali.',
  winRefused:
    'Hindi maayos ng casino ang round na ito. Makipag-ugnayan sa support at ibigay ang round {round}.',
  limitReached: 'Lampas sa iyong limit ang tayang ito. Pumili ng mas mababang taya.',
  accountDisabled: 'Hindi makakataya ang iyong account sa ngayon. Makipag-ugnayan sa support.',
  walletUnavailable: 'Hindi sumasagot ang wallet ng casino. Subukang muli maya-maya.',
  busy: 'Abala ang laro. Subukang muli maya-maya.',
  generic: 'May nangyaring mali. Subukang muli.',
  roundInProgress: 'Hintaying matapos ang kasalukuyang round.',
  errorPageTitle: 'Hindi masimulan ang laro',
  invalidLaunch: 'Kulang o hindi wasto ang link ng larong ito.',
  unknownEngine: 'Hindi available ang larong ito sa provider na ito.',
  sessionInvalid: 'Hindi wasto o tapos na ang game session na ito. Bumalik sa lobby at buksan muli ang laro.',
  walletDown: 'Hindi sumasagot ngayon ang wallet ng casino. Subukang muli maya-maya.',
  unknownGame: 'Hindi available ang larong ito para sa iyong account.',
  retry: 'Subukang muli',
  lines: 'Linya',
  lineWin: 'Linya {line}: {count} × {symbol}, panalo {amount}',
  scatterWin: '{count} × Scatter, panalo {amount}',
  moreWins: 'at {count} pang panalo',
  slotRules:
    'Binibilang ang panalo sa linya mula kaliwa pakanan, simula sa pinakakaliwang reel, sa 10 linyang ipinapakita; ang pinakamataas na panalo lang sa bawat linya ang binabayaran, beses ang taya bawat linya (ang kabuuang taya na hinati sa 10). Pumapalit ang Wild sa lahat ng simbolo maliban sa Scatter. Nagbabayad ang Scatter saanman sa screen, beses ang kabuuang taya, dagdag sa panalo sa linya.',
  paylines: 'Mga payline',
  reels: 'Mga reel',
  rowNames: ['Itaas na hanay', 'Gitnang hanay', 'Ibabang hanay'],
  symbol: 'Simbolo',
  perLineBet: '× taya bawat linya',
  perTotalBet: '× kabuuang taya',
  symbols: {
    W: 'Wild',
    S: 'Scatter',
    '7': 'Pito',
    B: 'Bar',
    L: 'Kampana',
    M: 'Pakwan',
    G: 'Ubas',
    P: 'Sirwelas',
    O: 'Dalandan',
    E: 'Limon',
    C: 'Seresa',
  },
  chip: 'Halaga ng chip',
  clear: 'Burahin',
  undo: 'Bawiin',
  placeBets: 'Tumaya: pumili ng chip, saka i-tap ang mga numero.',
  betOn: 'Tumaya sa {number}, bayad {number} sa 1',
  pays: '{number}:1',
  stakeOn: '{amount} sa {number}',
  noStake: 'walang taya',
  wheelStopped: 'Huminto ang gulong sa {number}.',
  luckyAnnounce: 'Lucky Multiplier ×{multiplier} sa {number}!',
  noLucky: 'Walang Lucky Multiplier sa ikot na ito.',
  luckyTitle: 'Lucky Multiplier',
  noMultiplier: 'Walang multiplier',
  wheelRules:
    'Pumili ng chip at i-tap ang isa o higit pang numero para tumaya. May 54 na magkakasinlaking bahagi ang gulong. Kapag huminto ito sa isang numero, ang taya sa numerong iyon ay nagbabayad nang ganoon karaming ulit sa isa (5:1 sa 5) at ibinabalik din ang taya. Sa halos kalahati ng mga ikot, may Lucky Multiplier na sisindi sa isang numero bago huminto ang gulong: kung doon ito huminto, pararamihin ang panalo ng numerong iyon.',
  number: 'Numero',
  segments: 'Mga bahagi',
  chance: 'Tsansa',
  multiplier: 'Multiplier',
  history: 'Mga huling resulta',
  placeBetFirst: 'Tumaya muna sa kahit isang numero.',
  maxSpot: 'Hanggang {amount} lang ang taya sa isang numero.',
};

export const TEXTS: Record<Language, Texts> = { en, bn, fil };
