import type { Catalogue } from '../catalogue';
import type en from './en';

const texts: Catalogue<typeof en> = {
  crash: {},
};
export default texts;
