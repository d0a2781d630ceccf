import type { PermitStatus, PermitType } from '../../../../schemas/api/member';
import filtersAr from '../../../../schemas/admin/queue-filters/messages.ar.json';
import filtersEn from '../../../../schemas/admin/queue-filters/messages.en.json';
import type { Locale } from '../../../i18n/locale';

// The names of types and states are the queue filters' choices (schemas/admin/queue-filters/): one wording everywhere.
const names = { ar: filtersAr.fields, en: filtersEn.fields };

/** A permit type's name in `locale`. */
export const permitTypeName = (type: PermitType, locale: Locale): string =>
  (names[locale].type.enumNames as Record<string, string>)[type] ?? type;

/** A request's state in `locale`. */
export const permitStatusName = (status: PermitStatus, locale: Locale): string =>
  (names[locale].status.enumNames as Record<string, string>)[status] ?? status;
