import type en from './en';

/** Texts of the vip pages (issue 19), loaded with them (lib/i18n.ts). */
const texts: typeof en = {
  vip: {
    title: 'ভিআইপি',
  },
};

export default texts;
