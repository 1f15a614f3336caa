import type en from './en';

/** Texts of the missions pages (issue 19), loaded with them (lib/i18n.ts). */
const texts: typeof en = {
  missions: {
    title: 'মিশন',
  },
};

export default texts;
