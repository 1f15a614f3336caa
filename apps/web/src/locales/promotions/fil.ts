import type { Catalogue } from '../catalogue';
import promotionsEn from './en';

/**
 * Filipino: the promotions' texts fall back to English until they are translated (the rest of
 * the site's Filipino catalogue does the same for pages added since).
 */
const promotionsFil: Catalogue<typeof promotionsEn> = promotionsEn;

export default promotionsFil;
