import type en from './en';

/** Texts of the missions pages (issue 19), loaded with them (lib/i18n.ts). */
const texts: typeof en = {
  missions: {
    title: 'Mga misyon',
    tabsLabel: 'Mga misyon at leaderboard',
    tabs: { missions: 'Mga misyon', leaderboard: 'Ranggo ng mga nangunguna' },
    empty: 'Walang misyong tumatakbo ngayon',
    emptyHint: 'Lalabas dito ang mga bagong araw-araw at lingguhang misyon kapag nagsimula na.',
    period: { DAILY: 'Araw-araw', WEEKLY: 'Lingguhan', ONCE: 'Isang beses' },
    state: { IN_PROGRESS: 'Ginagawa pa', COMPLETED: 'Tapos na', CLAIMED: 'Nakuha na' },
    progress: 'Progreso',
    progressOf: '{{progress}} sa {{target}}',
    rewardLabel: 'Gantimpala',
    reward: {
      cash: '{{amount}} sa iyong main wallet',
      bonus: '{{amount}} na bonus ({{multiple}}× na taya)',
      points: '{{amount}} na puntos',
    },
    resetsIn: 'Magsisimula ulit sa loob ng',
    once: 'Isang beses na misyon',
    days: '{{days}} araw {{time}}',
    claim: 'Kunin',
    claiming: 'Kinukuha…',
    claimedNote: 'Natanggap na ang gantimpala',
    claimDone: 'Natanggap ang gantimpala: {{reward}}.',
    claimFailed: 'Hindi nakuha ang gantimpala. Pakisubukan ulit.',
    unclaimed_one: 'May {{count}} gantimpalang naghihintay na kunin mo.',
    unclaimed_other: 'May {{count}} gantimpalang naghihintay na kunin mo.',
    board: {
      none: 'Walang leaderboard na tumatakbo ngayon',
      pick: 'Pumili ng leaderboard',
      metric: {
        VALID_BET: 'Ayon sa valid bet',
        WIN_MULTIPLIER: 'Ayon sa pinakamataas na multiplier ng panalo',
      },
      minStake: 'bilang ang taya na hindi bababa sa {{amount}}',
      endsIn: 'Matatapos sa loob ng',
      myPlace: 'Ang puwesto mo',
      notRanked: 'Wala pang puwesto',
      prizes: 'Mga premyo',
      top: 'Mga nangungunang manlalaro ngayong yugto',
      rank: 'Puwesto',
      player: 'Manlalaro',
      score: 'Iskor',
      you: 'ikaw',
      multiple: '×{{value}}',
      noScores: 'Wala pang iskor ngayong yugto: ang unang taya ang mangunguna.',
      last: 'Mga huling nanalo ({{period}})',
      lastTitle: 'Mga huling nanalo',
      noLast: 'Wala pang yugtong natatapos.',
    },
  },
};

export default texts;
