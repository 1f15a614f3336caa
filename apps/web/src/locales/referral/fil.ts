import type en from './en';

/** Texts of the referral pages (issue 19), loaded with them (lib/i18n.ts). */
const texts: typeof en = {
  referral: {
    title: 'Mag-imbita ng kaibigan',
    invite: {
      title: 'Ang iyong imbitasyon',
      lead: 'Ibahagi ang iyong link o code. Ang kaibigang magparehistro gamit ito ay maiuugnay sa iyo.',
      code: 'Code ng nag-refer',
      link: 'Link ng imbitasyon',
      qr: 'QR code ng iyong link ng imbitasyon {{link}}',
      copyCode: 'Kopyahin ang code',
      copyLink: 'Kopyahin ang link',
      copied: 'Nakopya',
      copyFailed: 'Hindi makopya. Piliin ang teksto at kopyahin ito.',
      share: 'Ibahagi',
      shareTitle: 'Sumali ka sa akin',
      shareText: 'Magparehistro gamit ang aking referral code {{code}}',
    },
    rules: {
      title: 'Paano ito gumagana',
      condition:
        'Mag-imbita ng kaibigan: kapag nagdeposito sila ng hindi bababa sa {{deposit}} sa isang deposito at umabot sa valid bet na {{validBet}} sa loob ng {{days}} araw mula sa pagpaparehistro, makakatanggap ka ng {{reward}}.',
      conditionNoBet:
        'Mag-imbita ng kaibigan: kapag nagdeposito sila ng hindi bababa sa {{deposit}} sa isang deposito sa loob ng {{days}} araw mula sa pagpaparehistro, makakatanggap ka ng {{reward}}.',
      anyDeposit: 'anumang halaga',
      rewardCash: '{{amount}} sa iyong main wallet',
      rewardBonus: 'bonus na {{amount}} ({{multiple}}× wagering)',
      rewardBonusNoWagering: 'bonus na {{amount}} (walang wagering)',
      rewardPoints: '{{amount}} puntos',
      cap: 'Hanggang {{count}} gantimpala bawat buwan.',
      once: 'Isang gantimpala bawat kaibigan, isang beses lang ibinibigay.',
      fair: 'Ang kaibigang kapareho mo ng address o pangalan ng bank account ay susuriin muna ng aming team bago magbayad.',
    },
    stats: {
      title: 'Ang iyong mga bilang',
      invited: 'Inimbitahan',
      qualified: 'Kwalipikado',
      rewarded: 'Nagantimpalaan',
      earned: 'Kinita',
      earnedBonus: 'Kinitang bonus',
      earnedPoints: 'Kinitang puntos',
    },
    friends: {
      title: 'Mga kaibigang inimbitahan mo',
      empty: 'Wala pang kaibigan',
      emptyHint: 'Ibahagi ang iyong link: lalabas dito ang mga kaibigang magparehistro gamit ito.',
      account: 'Kaibigan',
      registered: 'Nagparehistro',
      until: 'Maging kwalipikado bago',
      state: 'Katayuan',
      progress: 'Progreso',
      deposit: 'Deposito',
      validBet: 'Valid na taya',
      met: 'tapos na',
      notMet: 'hindi pa',
      reward: 'Gantimpala',
    },
    states: {
      REGISTERED: 'Isinasagawa',
      REWARDED: 'Nagantimpalaan',
      FLAGGED: 'Sinusuri',
      EXPIRED: 'Nag-expire',
      QUALIFIED: 'Kwalipikado (naabot ang buwanang limitasyon)',
      REJECTED: 'Hindi kwalipikado',
    },
    agents: {
      title: 'Ang mga agent ay nag-iimbita sa agent centre',
      hint: 'Nasa register centre ng agent centre ang iyong invitation code at link.',
      open: 'Buksan ang register centre',
    },
  },
};

export default texts;
