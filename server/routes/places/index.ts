import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { citySchema, countrySchema, type City, type Country } from '../../../schemas/api/accounts';
import { listEnvelopeOf } from '../../../schemas/api/envelopes';
import { cities, countries } from '../../db/schema';
import { paginate, parseWholeNumber, wholeNumberQueryValue } from '../../lib/pagination';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';

/** Every country and every city of one fit on one page: there are fewer than 250 of either. */
const ONE_PAGE = { page: 1, perPage: 250 };

/** GET /countries and GET /cities?country_id={id}: the registration form's lists, cached like all public reads. */
export async function placeRoutes(app: FastifyInstance) {
  const countriesSchema = {
    ...operation('listCountries', 'places', 'Every country, named in Arabic and English, with its ISO code for the phone field.'),
    querystring: { type: 'object', additionalProperties: false, properties: {} }, response: answers({ 200: listEnvelopeOf(countrySchema), ...NOT_MODIFIED }, 422) };
  app.get('/countries', { schema: countriesSchema }, (request, reply) =>
    app.publicCache.reply(request, reply, { tags: ['places'] }, () =>
      paginate<Country>(ONE_PAGE, {
        count: () => app.db.$count(countries),
        rows: (limit, offset) =>
          app.db
            .select({ id: countries.id, name_ar: countries.nameAr, name_en: countries.nameEn, iso2: countries.iso2 })
            .from(countries)
            .orderBy(asc(countries.id))
            .limit(limit)
            .offset(offset),
      }),
    ),
  );

  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/cities',
    {
      schema: {
        ...operation('listCities', 'places', 'The cities of one country, named in Arabic and English.'),
        querystring: { type: 'object', additionalProperties: false, required: ['country_id'], properties: { country_id: wholeNumberQueryValue } },
        response: answers({ 200: listEnvelopeOf(citySchema), ...NOT_MODIFIED }, 422),
      },
    },
    (request, reply) => {
      const countryId = parseWholeNumber(request.query.country_id, { field: 'country_id', min: 1, max: 2_147_483_647, fallback: 0 }, request.locale);
      return app.publicCache.reply(request, reply, { tags: ['places'] }, () =>
        paginate<City>(ONE_PAGE, {
          count: () => app.db.$count(cities, eq(cities.countryId, countryId)),
          rows: (limit, offset) =>
            app.db
              .select({ id: cities.id, name_ar: cities.nameAr, name_en: cities.nameEn })
              .from(cities)
              .where(eq(cities.countryId, countryId))
              .orderBy(asc(cities.id))
              .limit(limit)
              .offset(offset),
        }),
      );
    },
  );
}
