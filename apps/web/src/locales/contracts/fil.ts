import type { Catalogue } from '../catalogue';
import contractsEn from './en';

const en = contractsEn.contracts;

/**
 * Filipino: the contract popup (shown anywhere on the site, where the rest of the site is in
 * Filipino) and the words it shares with the pages are translated; the agent centre's contract
 * pages keep the English texts, as the rest of the agent centre does until it has a Filipino
 * translation (locales/agent/fil.ts).
 */
const contractsFil: Catalogue<typeof contractsEn> = {
  contracts: {
    ...en,
    types: {
      DIVIDEND: 'Dibidendo',
      DAILY_SALARY: 'Arawang sahod',
      HOURLY_SALARY: 'Sahod kada oras',
      REALTIME_SALARY: 'Real-time na sahod',
    },
    periods: {
      D: 'Araw-araw',
      W: 'Lingguhan (Lunes hanggang Linggo)',
      H: 'Dalawang beses sa isang buwan (ika-1–15, ika-16–katapusan)',
      M: 'Buwanan',
      HOUR: 'Kada oras',
      '5MIN': 'Kada 5 minuto',
    },
    modes: {
      FIXED: 'Nakapirmi',
      FLOATING: 'Pabaitang',
      FIXEDText: 'Nakapirmi: ang buong halaga ay binabayaran sa rate ng pinakamataas na baitang na naabot.',
      FLOATINGText:
        'Pabaitang: ang bawat bahagi ng halaga ay binabayaran sa rate ng sarili nitong baitang, gaya ng income tax; ang bahagi lamang na lampas sa threshold ng baitang ang nakakakuha ng rate nito.',
      example: 'Halimbawa: sa {{basis}}, nagbabayad ang kontratang ito ng {{amount}}.',
      exampleSlices: 'Halimbawa: sa {{basis}}, nagbabayad ang kontratang ito ng {{slices}} = {{amount}}.',
      exampleNone: 'Halimbawa: kapag mas mababa sa {{basis}}, walang baitang na naaabot at walang bayad.',
    },
    states: {
      OFFERED: 'Inaalok',
      VALID: 'May bisa',
      REJECTED: 'Tinanggihan',
      TERMINATED: 'Natapos',
      EXPIRED: 'Nag-expire',
    },
    endReasons: {
      REPLACED: 'Pinalitan ng mas bagong kasunduan',
      TERMINATED_BY_AGENT: 'Tinapos ng agent',
      OFFER_WITHDRAWN: 'Binawi ang alok',
      UPLINE_CONTRACT_LOWERED: 'Natapos nang tanggapin ng upline ang mas mababang kasunduan',
      UPLINE_CONTRACT_ENDED: 'Natapos kasabay ng sariling kontrata ng upline',
      MOVED: 'Natapos dahil sa paglipat sa team',
      NO_LONGER_AGENT: 'Natapos: hindi na agent',
      OPERATOR: 'Tinapos ng site',
    },
    tiers: {
      caption: 'Mga baitang ng kontratang {{type}}',
      tier: 'Baitang',
      tierN: 'Baitang {{n}}',
      thresholdDividend: 'Talo ng team mula',
      thresholdSalary: 'Valid bet ng team mula',
      minValidBet: 'Pinakamababang valid bet ng team',
      activeMembers: 'Pinakamababang aktibong miyembro',
      rate: 'Rate',
      reached: 'Naabot',
    },
    party: {
      site: 'Ang site',
      siteLong: 'Ang site ang nagbabayad (ikaw ay top agent)',
    },
    page: {
      ...en.page,
      payer: 'Sino ang nagbabayad',
      period: 'Sinesettle',
      mode: 'Paano binibilang',
      effectiveFrom: 'May bisa mula',
      offeredAt: 'Inalok',
      expiresAt: 'Sumagot bago',
      endedAt: 'Natapos',
      compare: 'Kumpara sa kontrata ko ngayon',
      wouldEnd_one:
        'Kapag tinanggap, matatapos ang {{count}} kontratang ibinigay mo sa iyong downline, dahil mas malaki ang ibinabayad nito kaysa pinapayagan ng kasunduang ito:',
      wouldEnd_other:
        'Kapag tinanggap, matatapos ang {{count}} kontratang ibinigay mo sa iyong downline, dahil mas malaki ang ibinabayad ng mga ito kaysa pinapayagan ng kasunduang ito:',
      accept: 'Tanggapin',
      reject: 'Tanggihan',
      accepted: 'Tinanggap mo ang kontratang {{type}}. May bisa na ito mula ngayon.',
      rejected: 'Tinanggihan mo ang alok na {{type}}.',
    },
    answer: {
      acceptTitle: 'Tanggapin ang kontratang {{type}}?',
      acceptText:
        'Ang bagong kasunduan ay may bisa mula ngayon, para sa buong kasalukuyang panahon, at papalitan ang kontrata mo ngayon.',
      acceptTextNew: 'Ang bagong kasunduan ay may bisa mula ngayon, para sa buong kasalukuyang panahon.',
      rejectTitle: 'Tanggihan ang alok na {{type}}?',
      rejectText: 'Matatapos ang alok. Mananatili ang kontrata mo ngayon, kung mayroon ka.',
      cascadeTitle: 'Tapusin din ang mga kontrata ng iyong downline?',
      cascadeText:
        'Ang mga kontratang ito na ibinigay mo sa iyong downline ay mas malaki ang bayad kaysa pinapayagan ng kasunduang tinatanggap mo, kaya matatapos ang mga ito kapag tinanggap mo:',
      cascadeConfirm: 'Tapusin ang mga ito at tanggapin',
      cancel: 'Kanselahin',
      back: 'Bumalik',
    },
    popup: {
      title: 'Mga alok na kontrata',
      lead_one: 'May {{count}} alok na kontrata na naghihintay ng iyong sagot.',
      lead_other: 'May {{count}} alok na kontrata na naghihintay ng iyong sagot.',
      offerOf: 'Alok na {{type}}',
      terms: 'Ang inaalok na kasunduan',
      current: 'Ang kontrata ko ngayon',
      noCurrent: 'Wala kang kontratang {{type}} ngayon: magsisimula ang isa kapag tinanggap mo.',
      done: 'Nasagot na ang lahat ng alok.',
      later: 'Sasagot mamaya',
      seeAll: 'Buksan ang aking mga kontrata',
    },
  },
};

export default contractsFil;
