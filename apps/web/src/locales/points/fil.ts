import type en from './en';

/** Texts of the points pages (issue 19), loaded with them (lib/i18n.ts). */
const texts: typeof en = {
  loyaltyPoints: {
    title: 'Points mall',
  },
};

export default texts;
