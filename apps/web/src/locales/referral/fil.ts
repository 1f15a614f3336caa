import type en from './en';

/** Texts of the referral pages (issue 19), loaded with them (lib/i18n.ts). */
const texts: typeof en = {
  referral: {
    title: 'Mag-imbita ng kaibigan',
  },
};

export default texts;
