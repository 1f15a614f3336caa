import type { FishKind } from '../games/fish.ts';
import type { Language } from './texts.ts';

/**
 * The texts of the table games' pages (baccarat, dragon tiger, fish shooter, cockfight ring) in
 * the portal's three languages; the shell's texts (balance, errors, dialogs) come from texts.ts.
 * `{name}` placeholders are filled in the browser; figures stay in Latin digits.
 */
export interface TableTexts {
  deal: string;
  placeBets: string;
  maxSpot: string;
  dealing: string;
  result: string;
  stake: string;
  pays: string;
  returned: string;
  bet: string;
  rtpEach: string;
  // Baccarat and dragon tiger
  player: string;
  banker: string;
  tie: string;
  playerPair: string;
  bankerPair: string;
  dragon: string;
  tiger: string;
  sideWins: string;
  tieResult: string;
  natural: string;
  cardsOf: string;
  road: string;
  roadEmpty: string;
  baccaratRules: string;
  dragonTigerRules: string;
  drawingRules: string;
  playerRule: string;
  bankerTotal: string;
  bankerDrawsWhen: string;
  always: string;
  never: string;
  playerStood: string;
  ranks: Record<string, string>;
  suits: [string, string, string, string];
  // Fish
  fishRules: string;
  shotCost: string;
  fire: string;
  target: string;
  aimAt: string;
  caught: string;
  escaped: string;
  catchChance: string;
  value: string;
  sea: string;
  fish: Record<FishKind, string>;
  // Cockfight
  meron: string;
  wala: string;
  draw: string;
  fight: string;
  bettingOpen: string;
  bettingClosed: string;
  fighting: string;
  resultShown: string;
  closesIn: string;
  nextIn: string;
  winsFight: string;
  drawFight: string;
  lastResults: string;
  noResults: string;
  placeBet: string;
  addChip: string;
  addToStake: string;
  yourBets: string;
  noBets: string;
  betPlaced: string;
  statusOpen: string;
  statusWon: string;
  statusLost: string;
  statusRefunded: string;
  statusPending: string;
  odds: string;
  oddsNote: string;
  cockfightRules: string;
  bettingClosedError: string;
  chooseSide: string;
}

const en: TableTexts = {
  deal: 'Deal',
  placeBets: 'Place your bets: choose a chip, then tap a spot.',
  maxSpot: 'One spot takes at most {amount}.',
  dealing: 'Dealing…',
  result: 'Result',
  stake: 'Stake',
  pays: 'Pays',
  returned: 'Returned',
  bet: 'Bet',
  rtpEach: 'Return to player of each bet',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  playerPair: 'Player pair',
  bankerPair: 'Banker pair',
  dragon: 'Dragon',
  tiger: 'Tiger',
  sideWins: '{side} wins, {a} to {b}',
  tieResult: 'Tie, {a} to {b}',
  natural: 'Natural',
  cardsOf: '{side}: {cards}, total {total}',
  road: 'Hands in this window',
  roadEmpty: 'Your hands will show here.',
  baccaratRules:
    'Bet on the Player, the Banker or a Tie, and on pairs if you like, then press Deal. Each side gets two cards; the side closer to 9 wins. Tens and pictures count 0, aces 1, and only the last digit of a total counts (7 + 8 = 5). A third card is drawn by the fixed rules below. Every hand is dealt from a freshly shuffled eight-deck shoe by the game server.',
  dragonTigerRules:
    'Bet on the Dragon, the Tiger or a Tie, then press Deal. Each side gets one card and the higher card wins: aces are lowest, kings highest, suits do not count. On a tie, Dragon and Tiger bets lose half their stake. Every hand is dealt from a freshly shuffled eight-deck shoe by the game server.',
  drawingRules: 'Third-card rules',
  playerRule:
    'If either side has 8 or 9 with two cards (a natural), both stand. Otherwise the Player draws on 0 to 5 and stands on 6 or 7. If the Player stood, the Banker draws on 0 to 5.',
  bankerTotal: 'Banker total',
  bankerDrawsWhen: "Banker draws when the Player's third card is",
  always: 'always',
  never: 'never (stands)',
  playerStood: 'any (Player stood: draws on 0–5)',
  ranks: { '1': 'A', '11': 'J', '12': 'Q', '13': 'K' },
  suits: ['spades', 'hearts', 'diamonds', 'clubs'],
  fishRules:
    'Choose a shot cost, then tap a fish in the sea (or pick a target and press Fire). Every shot is one round: the shot cost is your bet. If the game server decides the fish is caught, you win its value times the shot cost. Bigger fish pay more and are caught less often; every fish returns the same on average.',
  shotCost: 'Shot cost',
  fire: 'Fire',
  target: 'Target',
  aimAt: 'Aim at {fish}, pays ×{value}',
  caught: '{fish} caught! You won {amount}.',
  escaped: '{fish} escaped.',
  catchChance: 'Chance to catch',
  value: 'Value',
  sea: 'The sea: tap a fish to shoot it',
  fish: {
    clownfish: 'Clownfish',
    angelfish: 'Angelfish',
    pufferfish: 'Pufferfish',
    turtle: 'Sea turtle',
    lionfish: 'Lionfish',
    octopus: 'Octopus',
    shark: 'Shark',
    whale: 'Whale',
    dragon: 'Golden dragon',
  },
  meron: 'Meron',
  wala: 'Wala',
  draw: 'Draw',
  fight: 'Fight #{number}',
  bettingOpen: 'Betting open',
  bettingClosed: 'Betting closed',
  fighting: 'Fight in progress',
  resultShown: 'Result',
  closesIn: 'Closes in {time}',
  nextIn: 'Next fight in {time}',
  winsFight: '{side} wins!',
  drawFight: 'The fight is a draw.',
  lastResults: 'Last results',
  noResults: 'Results appear after the first fight.',
  placeBet: 'Place bet',
  addChip: 'Add {amount} to the stake',
  addToStake: 'Add to the stake',
  yourBets: 'Your bets',
  noBets: 'No bets yet.',
  betPlaced: 'Bet placed: {amount} on {side}.',
  statusOpen: 'Open',
  statusWon: 'Won {amount}',
  statusLost: 'Lost',
  statusRefunded: 'Refunded {amount}',
  statusPending: 'Being paid',
  odds: 'Odds',
  oddsNote: 'Odds include the stake: 1.89 returns 1.89 for every 1.00 bet.',
  cockfightRules:
    'One fight for every player every few minutes. While betting is open, choose Meron (red corner), Wala (blue corner) or Draw and place your bet; the odds of the fight are shown on each side and fixed when you bet. When betting closes the fight starts, and its result settles every bet: the winning side is paid at its odds, a draw pays 8 to 1, and on a draw Meron and Wala bets are refunded.',
  bettingClosedError: 'Betting on this fight has closed. Wait for the next fight.',
  chooseSide: 'Choose Meron, Wala or Draw first.',
};

const bn: TableTexts = {
  deal: 'ডিল',
  placeBets: 'বাজি ধরুন: একটি চিপ বেছে নিন, তারপর একটি ঘরে ট্যাপ করুন।',
  maxSpot: 'একটি ঘরে সর্বোচ্চ {amount} রাখা যায়।',
  dealing: 'ডিল হচ্ছে…',
  result: 'ফলাফল',
  stake: 'বাজি',
  pays: 'প্রদান',
  returned: 'ফেরত',
  bet: 'বাজি',
  rtpEach: 'প্রতিটি বাজির প্লেয়ার রিটার্ন',
  player: 'প্লেয়ার',
  banker: 'ব্যাংকার',
  tie: 'টাই',
  playerPair: 'প্লেয়ার পেয়ার',
  bankerPair: 'ব্যাংকার পেয়ার',
  dragon: 'ড্রাগন',
  tiger: 'টাইগার',
  sideWins: '{side} জিতেছে, {a} বনাম {b}',
  tieResult: 'টাই, {a} বনাম {b}',
  natural: 'ন্যাচারাল',
  cardsOf: '{side}: {cards}, মোট {total}',
  road: 'এই উইন্ডোর হাতগুলো',
  roadEmpty: 'আপনার হাতগুলো এখানে দেখা যাবে।',
  baccaratRules:
    'প্লেয়ার, ব্যাংকার বা টাই-তে বাজি ধরুন, চাইলে পেয়ারেও, তারপর ডিল চাপুন। প্রতিটি পক্ষ দুটি কার্ড পায়; যে পক্ষ ৯-এর কাছাকাছি সে জেতে। দশ ও ছবির কার্ড ০, টেক্কা ১, আর মোটের শুধু শেষ অঙ্ক গোনা হয় (7 + 8 = 5)। তৃতীয় কার্ড নিচের নির্দিষ্ট নিয়মে টানা হয়। প্রতিটি হাত গেম সার্ভার নতুন করে শাফল করা আট ডেকের শু থেকে দেয়।',
  dragonTigerRules:
    'ড্রাগন, টাইগার বা টাই-তে বাজি ধরুন, তারপর ডিল চাপুন। প্রতিটি পক্ষ একটি কার্ড পায় এবং বড় কার্ড জেতে: টেক্কা সবচেয়ে ছোট, রাজা সবচেয়ে বড়, রঙ গোনা হয় না। টাই হলে ড্রাগন ও টাইগার বাজির অর্ধেক কাটা যায়। প্রতিটি হাত গেম সার্ভার নতুন করে শাফল করা আট ডেকের শু থেকে দেয়।',
  drawingRules: 'তৃতীয় কার্ডের নিয়ম',
  playerRule:
    'দুই কার্ডে কোনো পক্ষের ৮ বা ৯ হলে (ন্যাচারাল) দুই পক্ষই থামে। নইলে প্লেয়ার ০ থেকে ৫-এ কার্ড টানে এবং ৬ বা ৭-এ থামে। প্লেয়ার থামলে ব্যাংকার ০ থেকে ৫-এ টানে।',
  bankerTotal: 'ব্যাংকারের মোট',
  bankerDrawsWhen: 'প্লেয়ারের তৃতীয় কার্ড যখন এটি, ব্যাংকার টানে',
  always: 'সবসময়',
  never: 'কখনো না (থামে)',
  playerStood: 'যেকোনো (প্লেয়ার থেমেছে: ০–৫-এ টানে)',
  ranks: { '1': 'A', '11': 'J', '12': 'Q', '13': 'K' },
  suits: ['ইস্কাপন', 'হরতন', 'রুইতন', 'চিড়িতন'],
  fishRules:
    'একটি শটের দাম বেছে নিন, তারপর সাগরের কোনো মাছে ট্যাপ করুন (অথবা লক্ষ্য বেছে ফায়ার চাপুন)। প্রতিটি শট একটি রাউন্ড: শটের দামই আপনার বাজি। গেম সার্ভার যদি ঠিক করে মাছটি ধরা পড়েছে, আপনি তার মূল্য গুণ শটের দাম জেতেন। বড় মাছ বেশি দেয় কিন্তু কম ধরা পড়ে; গড়ে প্রতিটি মাছ একই ফেরত দেয়।',
  shotCost: 'শটের দাম',
  fire: 'ফায়ার',
  target: 'লক্ষ্য',
  aimAt: '{fish}-কে লক্ষ্য করুন, প্রদান ×{value}',
  caught: '{fish} ধরা পড়েছে! আপনি {amount} জিতেছেন।',
  escaped: '{fish} পালিয়ে গেছে।',
  catchChance: 'ধরার সম্ভাবনা',
  value: 'মূল্য',
  sea: 'সাগর: গুলি করতে কোনো মাছে ট্যাপ করুন',
  fish: {
    clownfish: 'ক্লাউন মাছ',
    angelfish: 'অ্যাঞ্জেল মাছ',
    pufferfish: 'পটকা মাছ',
    turtle: 'সামুদ্রিক কচ্ছপ',
    lionfish: 'লায়ন মাছ',
    octopus: 'অক্টোপাস',
    shark: 'হাঙর',
    whale: 'তিমি',
    dragon: 'সোনালী ড্রাগন',
  },
  meron: 'মেরন',
  wala: 'ওয়ালা',
  draw: 'ড্র',
  fight: 'লড়াই #{number}',
  bettingOpen: 'বাজি খোলা',
  bettingClosed: 'বাজি বন্ধ',
  fighting: 'লড়াই চলছে',
  resultShown: 'ফলাফল',
  closesIn: '{time} পরে বন্ধ হবে',
  nextIn: 'পরের লড়াই {time} পরে',
  winsFight: '{side} জিতেছে!',
  drawFight: 'লড়াই ড্র হয়েছে।',
  lastResults: 'সাম্প্রতিক ফলাফল',
  noResults: 'প্রথম লড়াইয়ের পরে ফলাফল দেখা যাবে।',
  placeBet: 'বাজি ধরুন',
  addChip: 'বাজিতে {amount} যোগ করুন',
  addToStake: 'বাজিতে যোগ করুন',
  yourBets: 'আপনার বাজি',
  noBets: 'এখনো কোনো বাজি নেই।',
  betPlaced: 'বাজি ধরা হয়েছে: {side}-এ {amount}।',
  statusOpen: 'খোলা',
  statusWon: '{amount} জিতেছেন',
  statusLost: 'হেরেছেন',
  statusRefunded: '{amount} ফেরত',
  statusPending: 'প্রদান হচ্ছে',
  odds: 'অডস',
  oddsNote: 'অডসে বাজির টাকা ধরা আছে: 1.89 মানে প্রতি 1.00 বাজিতে 1.89 ফেরত।',
  cockfightRules:
    'প্রতি কয়েক মিনিটে সব খেলোয়াড়ের জন্য একটি লড়াই। বাজি খোলা থাকার সময় মেরন (লাল কোণ), ওয়ালা (নীল কোণ) বা ড্র বেছে বাজি ধরুন; লড়াইয়ের অডস প্রতিটি পক্ষে দেখানো থাকে এবং বাজি ধরার সময় স্থির হয়। বাজি বন্ধ হলে লড়াই শুরু হয়, এবং তার ফলাফলে সব বাজি নিষ্পত্তি হয়: বিজয়ী পক্ষ তার অডসে পায়, ড্র ৮ গুণ দেয়, আর ড্র হলে মেরন ও ওয়ালা বাজি ফেরত দেওয়া হয়।',
  bettingClosedError: 'এই লড়াইয়ের বাজি বন্ধ হয়ে গেছে। পরের লড়াইয়ের জন্য অপেক্ষা করুন।',
  chooseSide: 'আগে মেরন, ওয়ালা বা ড্র বেছে নিন।',
};

const fil: TableTexts = {
  deal: 'Ibigay',
  placeBets: 'Tumaya: pumili ng chip, saka i-tap ang isang puwesto.',
  maxSpot: 'Hanggang {amount} lang ang kaya ng isang puwesto.',
  dealing: 'Ibinibigay…',
  result: 'Resulta',
  stake: 'Taya',
  pays: 'Bayad',
  returned: 'Ibinalik',
  bet: 'Taya',
  rtpEach: 'Balik sa manlalaro ng bawat taya',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tabla',
  playerPair: 'Pares ng Player',
  bankerPair: 'Pares ng Banker',
  dragon: 'Dragon',
  tiger: 'Tigre',
  sideWins: 'Panalo ang {side}, {a} laban sa {b}',
  tieResult: 'Tabla, {a} laban sa {b}',
  natural: 'Natural',
  cardsOf: '{side}: {cards}, kabuuan {total}',
  road: 'Mga kamay sa window na ito',
  roadEmpty: 'Dito lalabas ang iyong mga kamay.',
  baccaratRules:
    'Tumaya sa Player, sa Banker o sa Tabla, at sa mga pares kung gusto mo, saka pindutin ang Ibigay. Dalawang baraha ang bawat panig; ang mas malapit sa 9 ang panalo. Ang sampu at mga larawan ay 0, ang alas ay 1, at ang huling digit lang ng kabuuan ang binibilang (7 + 8 = 5). Ang ikatlong baraha ay kinukuha ayon sa nakapirming tuntunin sa ibaba. Bawat kamay ay mula sa bagong balasang sapatos na may walong deck, gawa ng game server.',
  dragonTigerRules:
    'Tumaya sa Dragon, sa Tigre o sa Tabla, saka pindutin ang Ibigay. Isang baraha ang bawat panig at ang mas mataas ang panalo: pinakamababa ang alas, pinakamataas ang hari, at hindi binibilang ang suit. Kapag tabla, kalahati ng taya sa Dragon at Tigre ang natatalo. Bawat kamay ay mula sa bagong balasang sapatos na may walong deck, gawa ng game server.',
  drawingRules: 'Mga tuntunin sa ikatlong baraha',
  playerRule:
    'Kapag 8 o 9 ang alinmang panig sa dalawang baraha (natural), parehong hihinto. Kung hindi, kukuha ang Player sa 0 hanggang 5 at hihinto sa 6 o 7. Kapag huminto ang Player, kukuha ang Banker sa 0 hanggang 5.',
  bankerTotal: 'Kabuuan ng Banker',
  bankerDrawsWhen: 'Kukuha ang Banker kapag ang ikatlong baraha ng Player ay',
  always: 'palagi',
  never: 'hindi kailanman (hihinto)',
  playerStood: 'kahit ano (huminto ang Player: kukuha sa 0–5)',
  ranks: { '1': 'A', '11': 'J', '12': 'Q', '13': 'K' },
  suits: ['espada', 'puso', 'diyamante', 'trebol'],
  fishRules:
    'Pumili ng halaga ng bawat tira, saka i-tap ang isang isda sa dagat (o pumili ng target at pindutin ang Tira). Isang round ang bawat tira: ang halaga ng tira ang iyong taya. Kapag nagpasya ang game server na nahuli ang isda, panalo ka ng halaga nito na beses ang halaga ng tira. Mas malaki ang bayad ng malalaking isda pero mas bihira silang mahuli; pareho ang karaniwang balik ng bawat isda.',
  shotCost: 'Halaga ng tira',
  fire: 'Tira',
  target: 'Target',
  aimAt: 'Asintahin ang {fish}, bayad ×{value}',
  caught: 'Nahuli ang {fish}! Nanalo ka ng {amount}.',
  escaped: 'Nakatakas ang {fish}.',
  catchChance: 'Tsansang mahuli',
  value: 'Halaga',
  sea: 'Ang dagat: i-tap ang isda para tirahin',
  fish: {
    clownfish: 'Clownfish',
    angelfish: 'Angelfish',
    pufferfish: 'Butete',
    turtle: 'Pawikan',
    lionfish: 'Lionfish',
    octopus: 'Pugita',
    shark: 'Pating',
    whale: 'Balyena',
    dragon: 'Gintong dragon',
  },
  meron: 'Meron',
  wala: 'Wala',
  draw: 'Tabla',
  fight: 'Laban #{number}',
  bettingOpen: 'Bukas ang pustahan',
  bettingClosed: 'Sarado ang pustahan',
  fighting: 'Nagaganap ang laban',
  resultShown: 'Resulta',
  closesIn: 'Magsasara sa {time}',
  nextIn: 'Susunod na laban sa {time}',
  winsFight: 'Panalo ang {side}!',
  drawFight: 'Tabla ang laban.',
  lastResults: 'Mga huling resulta',
  noResults: 'Lalabas ang mga resulta pagkatapos ng unang laban.',
  placeBet: 'Pumusta',
  addChip: 'Idagdag ang {amount} sa taya',
  addToStake: 'Idagdag sa taya',
  yourBets: 'Iyong mga pusta',
  noBets: 'Wala pang pusta.',
  betPlaced: 'Naipusta: {amount} sa {side}.',
  statusOpen: 'Bukas',
  statusWon: 'Nanalo ng {amount}',
  statusLost: 'Talo',
  statusRefunded: 'Ibinalik ang {amount}',
  statusPending: 'Binabayaran',
  odds: 'Odds',
  oddsNote: 'Kasama ang taya sa odds: ang 1.89 ay nagbabalik ng 1.89 sa bawat 1.00 na taya.',
  cockfightRules:
    'Isang laban para sa lahat ng manlalaro bawat ilang minuto. Habang bukas ang pustahan, piliin ang Meron (pulang sulok), Wala (asul na sulok) o Tabla at pumusta; nakasulat sa bawat panig ang odds ng laban at nakapirmi ito pagpusta mo. Pagsara ng pustahan, magsisimula ang laban, at ang resulta nito ang magpapasya sa lahat ng pusta: babayaran ang nanalong panig ayon sa odds nito, 8 sa 1 ang bayad sa Tabla, at kapag tabla ibinabalik ang mga pusta sa Meron at Wala.',
  bettingClosedError: 'Sarado na ang pustahan sa labang ito. Hintayin ang susunod na laban.',
  chooseSide: 'Pumili muna ng Meron, Wala o Tabla.',
};

export const TABLE_TEXTS: Record<Language, TableTexts> = { en, bn, fil };
