import type { City, Country } from '../../../schemas/api/accounts';
import type { ReserveArea } from '../../../schemas/api/content';
import type { ResearchCategory } from '../../../schemas/api/member';
import type { ApiaryLocation, NamedPlace } from '../../../schemas/api/permits';
import type { FormLocale } from '../../../schemas/validation/form-definition';
import { localizedField } from '../localized-field';
import type { OptionItem } from './form-context';

/** Query parameters: a field's `ui:options.params` with the answers they name read. */
export type SourceQuery = Record<string, string | number>;

/** A list a `remote-select` or `remote-multi-select` names in `ui:options.source`. */
export interface ChoiceSource {
  /** The API list it reads. */
  path: string;
  /** What every request carries (a reference list's `limit`). */
  query: SourceQuery;
  /** Whether the field's params go to the API; `apiaries` only picks from its list with them. */
  sendsParams: boolean;
  /** The choices the list's items offer for the field's params, named in `locale`. */
  choices: (items: unknown[], params: SourceQuery, locale: FormLocale) => OptionItem[];
}

// The reference lists answer 50 rows a page by default; asked for explicitly, as the server's checks read the same lists whole.
const REFERENCE_LIST: SourceQuery = { limit: 50 };

function listSource<Item>(
  path: string,
  toOption: (item: Item, locale: FormLocale) => OptionItem,
  query = REFERENCE_LIST,
): ChoiceSource {
  return {
    path,
    query,
    sendsParams: true,
    choices: (items, _params, locale) => (items as Item[]).map((item) => toOption(item, locale)),
  };
}

const namedPlace = (place: NamedPlace): OptionItem => ({ value: place.id, label: place.name });
const bilingualPlace = (place: Country | City, locale: FormLocale): OptionItem => ({
  value: place.id,
  label: localizedField(place, 'name', locale),
});

/**
 * The browser's side of server/services/permits/permit-choices.ts: the same source names, read with the
 * same params, so a list shows exactly what the server will accept. A reserved apiary is offered
 * disabled; an apiary location carries its picture.
 */
export const choiceSources: Record<string, ChoiceSource> = {
  'permit-regions': listSource('/permit-regions', namedPlace),
  'permit-areas': listSource('/permit-areas', namedPlace),
  'apiary-locations': listSource('/apiary-locations', (location: ApiaryLocation) => ({
    ...namedPlace(location),
    image: location.image.path,
  })),
  apiaries: {
    path: '/apiary-locations',
    query: REFERENCE_LIST,
    sendsParams: false,
    choices: (items, { apiary_location_id }) =>
      (items as ApiaryLocation[])
        .find((location) => String(location.id) === String(apiary_location_id))
        ?.apiaries.map((apiary) => ({ value: apiary.id, label: apiary.name, disabled: apiary.is_reserved })) ?? [],
  },
  'camping-locations': listSource('/camping-locations', namedPlace),
  'reserve-areas': listSource('/reserve-areas', (area: ReserveArea) => ({ value: area.id, label: area.name })),
  'research-categories': listSource('/research-categories', (category: ResearchCategory) => ({
    value: category.id,
    label: category.title,
  })),
  // The places lists are whole on one page and take no `limit`; cities need `params: { country_id: "country_id" }`.
  countries: listSource('/countries', bilingualPlace, {}),
  cities: listSource('/cities', bilingualPlace, {}),
};

/** The source a field names, if the browser knows it. */
export const choiceSourceOf = (name: unknown): ChoiceSource | undefined =>
  typeof name === 'string' && Object.hasOwn(choiceSources, name) ? choiceSources[name] : undefined;

/** The GET a source makes for a field's params. */
export const sourceRequest = (source: ChoiceSource, params: SourceQuery) => ({
  path: source.path,
  query: source.sendsParams ? { ...source.query, ...params } : source.query,
});
