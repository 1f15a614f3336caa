/** Texts of the missions pages (issue 19), loaded with them (lib/i18n.ts). */
const texts = {
  missions: {
    title: 'Missions',
  },
};

export default texts;
