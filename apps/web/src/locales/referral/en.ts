/** Texts of the referral pages (issue 19), loaded with them (lib/i18n.ts). */
const texts = {
  referral: {
    title: 'Invite friends',
  },
};

export default texts;
