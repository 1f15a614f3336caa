/** Texts of the points pages (issue 19), loaded with them (lib/i18n.ts). */
const texts = {
  loyaltyPoints: {
    title: 'Points mall',
  },
};

export default texts;
