/** Texts of the vip pages (issue 19), loaded with them (lib/i18n.ts). */
const texts = {
  vip: {
    title: 'VIP',
  },
};

export default texts;
