import { defineCatalogue } from '../../i18n/define-catalogue';

export const profileMessages = defineCatalogue({
  ar: {},
  en: {},
});
