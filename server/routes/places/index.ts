import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { citySchema, countrySchema } from '../../../schemas/api/accounts';
import { listEnvelopeOf } from '../../../schemas/api/envelopes';
import { parseWholeNumber, wholeNumberQueryValue } from '../../lib/pagination';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import { listCities, listCountries } from '../../services/content/places';

/** GET /countries and GET /cities?country_id={id}: the registration form's lists, cached like all public reads. */
export async function placeRoutes(app: FastifyInstance) {
  const countriesSchema = {
    ...operation(
      'listCountries',
      'places',
      'Every country, named in Arabic and English, with its ISO code for the phone field.',
    ),
    querystring: { type: 'object', additionalProperties: false, properties: {} },
    response: answers({ 200: listEnvelopeOf(countrySchema), ...NOT_MODIFIED }, 422),
  };
  app.get('/countries', { schema: countriesSchema, config: { access: 'public' } }, (request, reply) =>
    app.publicCache.reply(request, reply, { tags: ['places'] }, () => listCountries(app.db)),
  );

  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/cities',
    {
      schema: {
        ...operation('listCities', 'places', 'The cities of one country, named in Arabic and English.'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['country_id'],
          properties: { country_id: wholeNumberQueryValue },
        },
        response: answers({ 200: listEnvelopeOf(citySchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) => {
      const countryId = parseWholeNumber(
        request.query.country_id,
        { field: 'country_id', min: 1, max: 2_147_483_647, fallback: 0 },
        request.locale,
      );
      return app.publicCache.reply(request, reply, { tags: ['places'] }, () => listCities(app.db, countryId));
    },
  );
}
