/** Texts of the crash screens, loaded with them (loadTexts('crash')). */
export default {
  crash: {},
};
