/** The agent transfers screen's texts, English and Bengali (issue 16; ADR 0036). */
export const en = {
  nav: 'Agent transfers',
  heading: 'Agent transfers',
  intro:
    'Money agents sent to their direct downline, and sub-agents to their upline, from one main wallet to the other. Read-only.',
  filters: 'Filters',
  from: 'From',
  to: 'To',
  account: 'Account (sender or recipient)',
  apply: 'Apply',
  reset: 'Last 7 days',
  summary_one: '{{count}} transfer, {{amount}} {{currency}} in total',
  summary_other: '{{count}} transfers, {{amount}} {{currency}} in total',
  none: 'No agent transfers in this period.',
  col: {
    time: 'Time',
    from: 'From',
    to: 'To',
    relation: 'Recipient is',
    amount: 'Amount',
    remark: 'Remark',
    reference: 'Reference',
  },
  relations: { DOWNLINE: 'Direct downline', UPLINE: 'Upline' },
  reference: 'Journal {{ledger}} · request {{request}}',
  noRemark: '—',
  pages: 'Agent transfer pages',
  periodTooLong: 'Choose a period of at most 92 days.',
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const bn: Texts<typeof en> = {
  nav: 'এজেন্ট ট্রান্সফার',
  heading: 'এজেন্ট ট্রান্সফার',
  intro:
    'এজেন্টরা তাদের সরাসরি ডাউনলাইনে এবং সাব-এজেন্টরা তাদের আপলাইনে এক মূল ওয়ালেট থেকে অন্যটিতে যে টাকা পাঠিয়েছে। শুধু দেখার জন্য।',
  filters: 'ফিল্টার',
  from: 'শুরু',
  to: 'শেষ',
  account: 'অ্যাকাউন্ট (প্রেরক বা প্রাপক)',
  apply: 'প্রয়োগ করুন',
  reset: 'গত ৭ দিন',
  summary_one: '{{count}}টি ট্রান্সফার, মোট {{amount}} {{currency}}',
  summary_other: '{{count}}টি ট্রান্সফার, মোট {{amount}} {{currency}}',
  none: 'এই সময়ে কোনো এজেন্ট ট্রান্সফার নেই।',
  col: {
    time: 'সময়',
    from: 'প্রেরক',
    to: 'প্রাপক',
    relation: 'প্রাপকের সম্পর্ক',
    amount: 'পরিমাণ',
    remark: 'মন্তব্য',
    reference: 'রেফারেন্স',
  },
  relations: { DOWNLINE: 'সরাসরি ডাউনলাইন', UPLINE: 'আপলাইন' },
  reference: 'জার্নাল {{ledger}} · অনুরোধ {{request}}',
  noRemark: '—',
  pages: 'এজেন্ট ট্রান্সফারের পাতা',
  periodTooLong: 'সর্বোচ্চ ৯২ দিনের একটি সময়কাল বেছে নিন।',
};
