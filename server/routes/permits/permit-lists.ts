import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { itemEnvelopeOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import { apiaryLocationSchema, namedPlaceSchema, permitSettingsSchema } from '../../../schemas/api/permits';
import type { Locale } from '../../i18n/messages';
import { paginate, referenceListQuerystring, referenceListWindow } from '../../lib/pagination';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import {
  APIARIES_TAG,
  dayOf,
  listApiaryLocations,
  listCampingLocations,
  listPermitAreas,
  listPermitRegions,
  PERMIT_PLACES_TAG,
} from '../../services/permits/permit-places';
import { readPermitSettings } from '../../services/permits/permit-settings';

const dayQueryValue = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}( \\d{1,2}:\\d{2})?$' } as const;
const idQueryValue = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/** A whole list as one page of the reference-list window. */
const pageOf = <T>(items: readonly T[], query: { limit?: string; page?: string }, locale: Locale) =>
  paginate(referenceListWindow(query, locale), {
    count: async () => items.length,
    rows: async (limit, offset) => items.slice(offset, offset + limit),
  });

/** GET permit-settings, permit-regions, permit-areas, apiary-locations and camping-locations: public, cached. */
export async function permitListRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  const cached = { tags: [PERMIT_PLACES_TAG] };

  typed.get(
    '/permit-settings',
    {
      schema: {
        ...operation(
          'getPermitSettings',
          'permits',
          'Which permit services are open, each with its description; scientific research follows work_permit.',
        ),
        response: answers({ 200: itemEnvelopeOf(permitSettingsSchema), ...NOT_MODIFIED }),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, cached, async () => ({
        data: await readPermitSettings(app.db, request.locale),
      })),
  );

  typed.get(
    '/permit-regions',
    {
      schema: {
        ...operation('listPermitRegions', 'permits', 'The regions a specific-area or work permit is asked for.'),
        querystring: referenceListQuerystring,
        response: answers({ 200: listEnvelopeOf(namedPlaceSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, cached, async () =>
        pageOf(await listPermitRegions(app.db, request.locale), request.query, request.locale),
      ),
  );

  typed.get(
    '/permit-areas',
    {
      schema: {
        ...operation(
          'listPermitAreas',
          'permits',
          'The sites of a region open on a day; with for_work_permit=1 only those open to work permits. The browser appends "other".',
        ),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...referenceListQuerystring.properties,
            from_date: dayQueryValue,
            region_id: idQueryValue,
            for_work_permit: { type: 'string', enum: ['0', '1'] },
          },
        },
        response: answers({ 200: listEnvelopeOf(namedPlaceSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, cached, async () => {
        const { region_id, from_date, for_work_permit } = request.query;
        const filter = {
          regionId: region_id === undefined ? undefined : Number(region_id),
          day: dayOf(from_date),
          forWorkPermit: for_work_permit === '1',
        };
        return pageOf(await listPermitAreas(app.db, filter, request.locale), request.query, request.locale);
      }),
  );

  typed.get(
    '/apiary-locations',
    {
      schema: {
        ...operation(
          'listApiaryLocations',
          'permits',
          'The apiary locations with their picture and apiaries; a reserved apiary cannot be requested.',
        ),
        querystring: referenceListQuerystring,
        response: answers({ 200: listEnvelopeOf(apiaryLocationSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: [PERMIT_PLACES_TAG, APIARIES_TAG] }, async () =>
        pageOf(await listApiaryLocations(app.db, request.locale), request.query, request.locale),
      ),
  );

  typed.get(
    '/camping-locations',
    {
      schema: {
        ...operation(
          'listCampingLocations',
          'permits',
          'The free camping sites in season on free_camping_date (all of them without it).',
        ),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...referenceListQuerystring.properties, free_camping_date: dayQueryValue },
        },
        response: answers({ 200: listEnvelopeOf(namedPlaceSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, cached, async () =>
        pageOf(
          await listCampingLocations(app.db, dayOf(request.query.free_camping_date), request.locale),
          request.query,
          request.locale,
        ),
      ),
  );
}
