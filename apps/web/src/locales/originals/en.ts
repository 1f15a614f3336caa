/** Texts of the originals screens, loaded with them (loadTexts('originals')). */
export default {
  originals: {},
};
