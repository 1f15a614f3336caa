import type en from './en';

/** Mga teksto ng pahina ng VIP (isyu 19). */
const texts: typeof en = {
  vip: {
    title: 'VIP',
    subtitle: 'Mga level, benepisyo at gantimpala sa pag-akyat',
    loginTitle: 'Mag-log in para makita ang iyong VIP level',
    loginText:
      'Makikita rito ang iyong level, ang iyong pag-usad sa susunod, at ang iyong mga gantimpala kapag naka-log in ka.',
    yourLevel: 'Ang iyong VIP level',
    levelShort: 'VIP {{level}}',
    toNext: '{{percent}}% na papunta sa VIP {{level}} {{name}}',
    validBet: 'Valid na taya',
    deposits: 'Mga deposito',
    left: '{{amount}} pa',
    met: 'Tapos na',
    measuredLifetime: 'Binibilang ang lahat ng iyong laro mula nang sumali ka. Dapat maabot ang dalawa.',
    measuredRolling: 'Binibilang ang huling {{days}} araw. Dapat maabot ang dalawa.',
    topLevel: 'Nasa pinakamataas na level ka na.',
    perkPoints: 'Mga puntos na kinikita',
    perkRebate: 'Dagdag na rebate',
    perkWithdrawal: 'Araw-araw na limitasyon sa withdrawal',
    perkContact: 'Ang iyong VIP contact',
    multiplier: '×{{value}}',
    extraRate: '+{{value}}%',
    none: 'Wala',
    standardLimits: 'Karaniwang limitasyon',
    received: 'Mga natanggap na gantimpala sa pag-akyat',
    rewardCash: '{{amount}} na cash',
    rewardBonus: '{{amount}} na bonus ({{times}}× na wagering)',
    rewardPoints: '{{points}} puntos',
    notice:
      'Hindi na naaabot ng iyong kamakailang laro ang iyong level. Kung hindi pa rin ito naaabot sa pagsusuri sa {{date}}, lilipat ka sa {{level}}.',
    ladderTitle: 'Lahat ng level',
    you: 'Ikaw',
    everyone: 'Dito nagsisimula ang bawat miyembro.',
    needs: 'Kailangan ng {{validBet}} valid na taya at {{deposits}} na deposito',
    pointsPerk: 'Puntos ×{{value}}',
    rebatePerk: 'Rebate +{{value}}%',
    withdrawalPerk: 'Mag-withdraw ng hanggang {{amount}} bawat araw',
    contactPerk: 'Sariling VIP contact',
    rewardPerk: 'Gantimpala sa pag-akyat: {{reward}}',
    rulesTitle: 'Paano gumagana ang mga VIP level',
    ruleLifetime: 'Binibilang ng mga level ang iyong valid na taya at deposito mula nang sumali ka.',
    ruleRolling: 'Binibilang ng mga level ang iyong valid na taya at deposito sa huling {{days}} araw.',
    ruleUp:
      'Aakyat ka agad kapag naabot mo ang dalawang halaga ng isang level, kahit ilang level nang sabay.',
    ruleReward:
      'Isang beses lang ibinibigay ang gantimpala ng bawat level, sa unang pagkakataong maabot mo ito.',
    ruleNoDown: 'Hindi kailanman bababa ang iyong level.',
    ruleDown:
      'Sinusuri ang mga level sa katapusan ng bawat buwan. Kung hindi na naaabot ng iyong laro ang iyong level, makakatanggap ka ng mensahe {{days}} araw bago ang pagsusuri; kung hindi pa rin ito naaabot sa pagsusuri, lilipat ka sa level na naaabot ng iyong laro.',
  },
};

export default texts;
