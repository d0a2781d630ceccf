import { defineCatalogue } from '../../i18n/define-catalogue';

export const researchMessages = defineCatalogue({
  ar: {},
  en: {},
});
