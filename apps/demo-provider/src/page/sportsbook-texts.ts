import type { Language } from './texts.ts';

/**
 * The book page's texts (ADR 0041), in the portal's three languages. Team, player and league names
 * are proper names and stay as they are. `{name}` placeholders are filled in the browser.
 */
export interface BookTexts {
  balance: string;
  lobby: string;
  liveAndUpcoming: string;
  myBets: string;
  sportsFilter: string;
  all: string;
  sports: Record<'football' | 'tennis' | 'moba' | 'rift' | 'shooter', string>;
  live: string;
  finished: string;
  abandoned: string;
  startsIn: string;
  startingNow: string;
  minute: string;
  game: Record<'tennis' | 'esports', string>;
  markets: Record<'1x2' | 'winner' | 'handicap' | 'total', string>;
  draw: string;
  over: string;
  under: string;
  suspended: string;
  noFixtures: string;
  loading: string;
  betSlip: string;
  openSlip: string;
  closeSlip: string;
  emptySlip: string;
  single: string;
  singles: string;
  accumulator: string;
  accumulatorNeedsTwo: string;
  remove: string;
  clearSlip: string;
  stake: string;
  stakePerBet: string;
  totalStake: string;
  odds: string;
  potentialReturn: string;
  placeBet: string;
  placeBets: string;
  placing: string;
  acceptOddsChanges: string;
  placed: string;
  placedMany: string;
  oddsChanged: string;
  selectionSuspended: string;
  returnLimit: string;
  stakeRange: string;
  maxLegs: string;
  selectOdds: string;
  noBets: string;
  open: string;
  won: string;
  lost: string;
  void: string;
  returned: string;
  paid: string;
  payoutPending: string;
  payoutRefused: string;
  placedAt: string;
  legResult: Record<'won' | 'lost' | 'void' | 'pending', string>;
  rules: string;
  rulesText: string;
  insufficientFunds: string;
  betFailed: string;
  limitReached: string;
  accountDisabled: string;
  walletUnavailable: string;
  busy: string;
  generic: string;
  sessionEnded: string;
  sessionEndedTitle: string;
}

const en: BookTexts = {
  balance: 'Balance',
  lobby: 'Back to lobby',
  liveAndUpcoming: 'Live & upcoming',
  myBets: 'My bets',
  sportsFilter: 'Show',
  all: 'All',
  sports: { football: 'Football', tennis: 'Tennis', moba: 'Ancients', rift: 'Rift', shooter: 'Strike' },
  live: 'Live',
  finished: 'Finished',
  abandoned: 'Abandoned',
  startsIn: 'Starts in {time}',
  startingNow: 'Starting',
  minute: "{minute}'",
  game: { tennis: 'Set {n}', esports: 'Map {n}' },
  markets: { '1x2': 'Match result', winner: 'Winner', handicap: 'Handicap', total: 'Total' },
  draw: 'Draw',
  over: 'Over {line}',
  under: 'Under {line}',
  suspended: 'Suspended',
  noFixtures: 'No fixtures to show right now.',
  loading: 'Loading…',
  betSlip: 'Bet slip',
  openSlip: 'Open the bet slip',
  closeSlip: 'Close the bet slip',
  emptySlip: 'Tap odds to add selections.',
  single: 'Single',
  singles: 'Singles',
  accumulator: 'Accumulator',
  accumulatorNeedsTwo: 'An accumulator needs at least two selections.',
  remove: 'Remove {name}',
  clearSlip: 'Clear',
  stake: 'Stake',
  stakePerBet: 'Stake per bet',
  totalStake: 'Total stake',
  odds: 'Odds',
  potentialReturn: 'Potential return',
  placeBet: 'Place bet',
  placeBets: 'Place {count} bets',
  placing: 'Placing…',
  acceptOddsChanges: 'Accept odds changes',
  placed: 'Bet placed.',
  placedMany: '{count} bets placed.',
  oddsChanged: 'The odds have changed. Check the slip and place again.',
  selectionSuspended: 'A selection is suspended or closed. Remove it to continue.',
  returnLimit: 'This bet would return more than {amount}. Lower the stake.',
  stakeRange: 'Enter a stake from {min} to {max}.',
  maxLegs: 'A slip holds at most {count} selections.',
  selectOdds: '{selection} at {odds}',
  noBets: 'No bets yet.',
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  returned: 'Returned',
  paid: 'Paid',
  payoutPending: 'Payment on its way',
  payoutRefused: 'Not settled: contact support with bet {id}',
  placedAt: 'Placed {time}',
  legResult: { won: 'Won', lost: 'Lost', void: 'Void', pending: 'Pending' },
  rules: 'Book rules',
  rulesText:
    'Odds include the book’s margin and move with the match. A bet is settled when every match in it has ended; an abandoned match counts at odds 1.00, and a bet whose every match is abandoned is refunded. Returns are rounded down to the cent.',
  insufficientFunds: 'Not enough balance for this stake.',
  betFailed: 'The bet could not be confirmed, so it was cancelled. Anything taken is returned.',
  limitReached: 'This stake is above your limit.',
  accountDisabled: 'Your account cannot place bets at the moment. Please contact support.',
  walletUnavailable: 'The casino wallet is not answering. Please try again in a moment.',
  busy: 'The book is busy. Please try again in a moment.',
  generic: 'Something went wrong. Please try again.',
  sessionEnded: 'Your session has ended. Go back to the lobby and open the book again.',
  sessionEndedTitle: 'Session ended',
};

const bn: BookTexts = {
  balance: 'ব্যালেন্স',
  lobby: 'লবিতে ফিরুন',
  liveAndUpcoming: 'লাইভ ও আসন্ন',
  myBets: 'আমার বাজি',
  sportsFilter: 'দেখান',
  all: 'সব',
  sports: { football: 'ফুটবল', tennis: 'টেনিস', moba: 'অ্যানসিয়েন্টস', rift: 'রিফট', shooter: 'স্ট্রাইক' },
  live: 'লাইভ',
  finished: 'শেষ',
  abandoned: 'পরিত্যক্ত',
  startsIn: '{time} পরে শুরু',
  startingNow: 'শুরু হচ্ছে',
  minute: "{minute}'",
  game: { tennis: 'সেট {n}', esports: 'ম্যাপ {n}' },
  markets: { '1x2': 'ম্যাচের ফল', winner: 'বিজয়ী', handicap: 'হ্যান্ডিক্যাপ', total: 'মোট' },
  draw: 'ড্র',
  over: '{line}-এর বেশি',
  under: '{line}-এর কম',
  suspended: 'স্থগিত',
  noFixtures: 'এই মুহূর্তে দেখানোর মতো কোনো ম্যাচ নেই।',
  loading: 'লোড হচ্ছে…',
  betSlip: 'বেট স্লিপ',
  openSlip: 'বেট স্লিপ খুলুন',
  closeSlip: 'বেট স্লিপ বন্ধ করুন',
  emptySlip: 'বাছাই যোগ করতে অডসে চাপ দিন।',
  single: 'সিঙ্গেল',
  singles: 'সিঙ্গেলস',
  accumulator: 'অ্যাকুমুলেটর',
  accumulatorNeedsTwo: 'অ্যাকুমুলেটরে অন্তত দুটি বাছাই লাগে।',
  remove: '{name} সরান',
  clearSlip: 'মুছুন',
  stake: 'বাজির পরিমাণ',
  stakePerBet: 'প্রতি বাজির পরিমাণ',
  totalStake: 'মোট বাজি',
  odds: 'অডস',
  potentialReturn: 'সম্ভাব্য ফেরত',
  placeBet: 'বাজি ধরুন',
  placeBets: '{count}টি বাজি ধরুন',
  placing: 'বাজি ধরা হচ্ছে…',
  acceptOddsChanges: 'অডসের পরিবর্তন মেনে নিন',
  placed: 'বাজি ধরা হয়েছে।',
  placedMany: '{count}টি বাজি ধরা হয়েছে।',
  oddsChanged: 'অডস বদলে গেছে। স্লিপ দেখে আবার বাজি ধরুন।',
  selectionSuspended: 'একটি বাছাই স্থগিত বা বন্ধ। এগোতে সেটি সরান।',
  returnLimit: 'এই বাজির ফেরত {amount}-এর বেশি হবে। পরিমাণ কমান।',
  stakeRange: '{min} থেকে {max}-এর মধ্যে পরিমাণ দিন।',
  maxLegs: 'একটি স্লিপে সর্বোচ্চ {count}টি বাছাই রাখা যায়।',
  selectOdds: '{selection}, অডস {odds}',
  noBets: 'এখনও কোনো বাজি নেই।',
  open: 'চলমান',
  won: 'জিতেছে',
  lost: 'হেরেছে',
  void: 'বাতিল',
  returned: 'ফেরত',
  paid: 'পরিশোধিত',
  payoutPending: 'পেমেন্ট আসছে',
  payoutRefused: 'নিষ্পত্তি হয়নি: বাজি {id} উল্লেখ করে সাপোর্টে যোগাযোগ করুন',
  placedAt: 'ধরা হয়েছে {time}',
  legResult: { won: 'জিতেছে', lost: 'হেরেছে', void: 'বাতিল', pending: 'অপেক্ষমাণ' },
  rules: 'বুকের নিয়ম',
  rulesText:
    'অডসে বুকের মার্জিন ধরা আছে এবং খেলার সঙ্গে বদলায়। বাজির প্রতিটি ম্যাচ শেষ হলে বাজির নিষ্পত্তি হয়; পরিত্যক্ত ম্যাচ 1.00 অডস ধরা হয়, আর যে বাজির সব ম্যাচ পরিত্যক্ত সেটির টাকা ফেরত দেওয়া হয়। ফেরতের অঙ্ক পয়সায় নিচের দিকে গোল করা হয়।',
  insufficientFunds: 'এই বাজির জন্য যথেষ্ট ব্যালেন্স নেই।',
  betFailed: 'বাজিটি নিশ্চিত করা যায়নি, তাই বাতিল করা হয়েছে। কাটা টাকা ফেরত দেওয়া হবে।',
  limitReached: 'এই পরিমাণ আপনার সীমার বেশি।',
  accountDisabled: 'এই মুহূর্তে আপনার অ্যাকাউন্ট থেকে বাজি ধরা যাবে না। সাপোর্টে যোগাযোগ করুন।',
  walletUnavailable: 'ক্যাসিনোর ওয়ালেট সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
  busy: 'বুক এখন ব্যস্ত। একটু পরে আবার চেষ্টা করুন।',
  generic: 'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
  sessionEnded: 'আপনার সেশন শেষ হয়েছে। লবিতে ফিরে বুকটি আবার খুলুন।',
  sessionEndedTitle: 'সেশন শেষ',
};

const fil: BookTexts = {
  balance: 'Balanse',
  lobby: 'Bumalik sa lobby',
  liveAndUpcoming: 'Live at paparating',
  myBets: 'Aking mga taya',
  sportsFilter: 'Ipakita',
  all: 'Lahat',
  sports: { football: 'Football', tennis: 'Tennis', moba: 'Ancients', rift: 'Rift', shooter: 'Strike' },
  live: 'Live',
  finished: 'Tapos na',
  abandoned: 'Itinigil',
  startsIn: 'Magsisimula sa {time}',
  startingNow: 'Nagsisimula',
  minute: "{minute}'",
  game: { tennis: 'Set {n}', esports: 'Mapa {n}' },
  markets: { '1x2': 'Resulta ng laban', winner: 'Mananalo', handicap: 'Handicap', total: 'Kabuuan' },
  draw: 'Tabla',
  over: 'Higit sa {line}',
  under: 'Kulang sa {line}',
  suspended: 'Nakasuspinde',
  noFixtures: 'Walang laban na maipapakita ngayon.',
  loading: 'Naglo-load…',
  betSlip: 'Bet slip',
  openSlip: 'Buksan ang bet slip',
  closeSlip: 'Isara ang bet slip',
  emptySlip: 'Pindutin ang odds para magdagdag ng pili.',
  single: 'Single',
  singles: 'Mga single',
  accumulator: 'Accumulator',
  accumulatorNeedsTwo: 'Kailangan ng accumulator ang hindi bababa sa dalawang pili.',
  remove: 'Alisin ang {name}',
  clearSlip: 'Burahin',
  stake: 'Taya',
  stakePerBet: 'Taya bawat bet',
  totalStake: 'Kabuuang taya',
  odds: 'Odds',
  potentialReturn: 'Posibleng balik',
  placeBet: 'Tumaya',
  placeBets: 'Ilagay ang {count} taya',
  placing: 'Inilalagay…',
  acceptOddsChanges: 'Tanggapin ang pagbabago ng odds',
  placed: 'Nailagay ang taya.',
  placedMany: 'Nailagay ang {count} taya.',
  oddsChanged: 'Nagbago ang odds. Tingnan ang slip at tumaya muli.',
  selectionSuspended: 'May piling nakasuspinde o sarado. Alisin ito para magpatuloy.',
  returnLimit: 'Lalampas sa {amount} ang balik ng tayang ito. Babaan ang taya.',
  stakeRange: 'Maglagay ng taya mula {min} hanggang {max}.',
  maxLegs: 'Hanggang {count} pili lang ang kasya sa isang slip.',
  selectOdds: '{selection} sa {odds}',
  noBets: 'Wala pang taya.',
  open: 'Bukas',
  won: 'Panalo',
  lost: 'Talo',
  void: 'Walang bisa',
  returned: 'Ibinalik',
  paid: 'Nabayaran',
  payoutPending: 'Papunta na ang bayad',
  payoutRefused: 'Hindi naayos: kontakin ang support at banggitin ang taya {id}',
  placedAt: 'Itinaya {time}',
  legResult: { won: 'Panalo', lost: 'Talo', void: 'Walang bisa', pending: 'Naghihintay' },
  rules: 'Mga patakaran ng book',
  rulesText:
    'Kasama sa odds ang margin ng book at gumagalaw ito kasabay ng laban. Inaayos ang taya kapag tapos na ang bawat laban nito; ang itinigil na laban ay binibilang sa odds na 1.00, at ibinabalik ang taya kung itinigil ang lahat ng laban nito. Ang balik ay ibinababa sa pinakamalapit na sentimo.',
  insufficientFunds: 'Kulang ang balanse para sa tayang ito.',
  betFailed: 'Hindi makumpirma ang taya kaya kinansela ito. Ibabalik ang anumang nabawas.',
  limitReached: 'Lampas sa iyong limit ang tayang ito.',
  accountDisabled: 'Hindi makakataya ang iyong account sa ngayon. Kontakin ang support.',
  walletUnavailable: 'Hindi sumasagot ang wallet ng casino. Subukan muli mamaya.',
  busy: 'Abala ang book. Subukan muli mamaya.',
  generic: 'May nangyaring mali. Subukan muli.',
  sessionEnded: 'Tapos na ang iyong session. Bumalik sa lobby at buksan muli ang book.',
  sessionEndedTitle: 'Tapos na ang session',
};

export const BOOK_TEXTS: Record<Language, BookTexts> = { en, bn, fil };
