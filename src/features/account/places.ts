import { useEffect, useMemo, useState } from 'react';
import type { Answers } from '../../../machines/submission.machine';
import type { City, Country } from '../../../schemas/api/accounts';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { Locale } from '../../i18n/locale';
import { api } from '../../lib/api-client';
import type { OptionItem } from '../../lib/schema-form/form-context';
import type { SchemaFormProps } from '../../lib/schema-form/schema-form';
import { localizedField } from '../../lib/localized-field';
import { useLocale } from '../../lib/use-locale';

// One empty list for every render, so the choices are not rebuilt while nothing has loaded.
const NO_PLACES: readonly never[] = [];

/** A list the API serves at `path` (null: none yet); empty until it answers, or if it fails. */
function usePlaceList<Place extends Country | City>(path: string | null): readonly Place[] {
  const [loaded, setLoaded] = useState<{ path: string; places: Place[] } | null>(null);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    api
      .get<ListEnvelope<Place>>(path)
      .then(({ data }) => {
        if (current) setLoaded({ path, places: data });
      })
      // The form still works without the list: its field then says a choice is required.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [path]);
  // Tagged with its path, so the cities of the previous country are never offered for the new one.
  return loaded?.path === path ? loaded.places : NO_PLACES;
}

const toOptions = (places: readonly (Country | City)[], locale: Locale): OptionItem[] =>
  places.map((place) => ({ value: place.id, label: localizedField(place, 'name', locale) }));

type EditHandler = SchemaFormProps['onEdit'];

/**
 * The sign-up form's country and city choices, named in the page's language: the cities are
 * those of the chosen country, and choosing another country clears the city.
 */
export function useCountryAndCityChoices(values: Answers, onEdit: EditHandler) {
  const locale = useLocale();
  const countryId = typeof values.country_id === 'number' ? values.country_id : null;
  const countries = usePlaceList<Country>('/countries');
  const cities = usePlaceList<City>(countryId === null ? null : `/cities?country_id=${countryId}`);
  const optionSources = useMemo(
    () => ({ countries: toOptions(countries, locale), cities: toOptions(cities, locale) }),
    [countries, cities, locale],
  );

  const onEditClearingCity: EditHandler = (next, fields) => {
    if (!fields.includes('country_id')) return onEdit(next, fields);
    const withoutCity = { ...next };
    delete withoutCity.city_id;
    onEdit(withoutCity, [...fields, 'city_id']);
  };
  return { optionSources, onEdit: onEditClearingCity };
}
