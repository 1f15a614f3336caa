/** Texts of the lotto screens, loaded with them (loadTexts('lotto')). */
export default {
  lotto: {},
};
