import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { actionAnswerOf } from '../../../schemas/api/envelopes';
import { serviceLevelSettingsAnswerSchema, serviceLevelSettingsSchema } from '../../../schemas/api/service-levels';
import { translate } from '../../i18n/messages';
import { ApiError, notFound } from '../../lib/api-error';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import {
  addHoliday,
  isEditableLevel,
  readServiceLevelSettings,
  removeHoliday,
  setServiceLevel,
} from '../../services/permits/service-level-settings';
import { pathParams, PATH_TEXT } from '../../lib/route-params';

const settingsAnswer = actionAnswerOf(serviceLevelSettingsSchema);
const typeParams = pathParams({ type: PATH_TEXT });
const dayParams = pathParams({ day: PATH_TEXT });

/**
 * GET admin/service-levels (any member of staff), and for admins PUT admin/service-levels/{type}, POST
 * admin/holidays and DELETE admin/holidays/{day}: each change counts the open requests' deadlines again.
 */
export async function serviceLevelRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/admin/service-levels',
    {
      schema: {
        ...operation(
          'readServiceLevels',
          'staff',
          "Each permit type's working days to answer (research's fixed at 15) and the authority's holidays.",
        ),
        security: SIGNED_IN,
        response: answers({ 200: serviceLevelSettingsAnswerSchema }, 401, 403),
      },
      config: { access: 'staff' },
    },
    async () => ({ data: await readServiceLevelSettings(app.db) }),
  );

  typed.put(
    '/admin/service-levels/:type',
    {
      schema: {
        ...operation(
          'setServiceLevel',
          'staff',
          "Sets a permit type's working days to answer (multipart: working_days, 1–60); open requests' deadlines move.",
        ),
        security: SIGNED_IN,
        params: typeParams,
        response: answers({ 200: settingsAnswer }, 401, 403, 404, ...FORM_REFUSALS),
      },
      config: { access: 'staff:admin', form: 'admin/service-level' },
    },
    async (request) => {
      const { type } = request.params;
      if (type === 'scientific_research') throw new ApiError(422, 'service_level_fixed');
      if (!isEditableLevel(type)) throw notFound();
      const { value, messages } = await readSubmission<{ working_days: number }>(request, 'admin/service-level');
      await setServiceLevel(app.db, type, value.working_days);
      return { data: await readServiceLevelSettings(app.db), message: messages.success };
    },
  );

  typed.post(
    '/admin/holidays',
    {
      schema: {
        ...operation(
          'addHoliday',
          'staff',
          'Adds a day the authority is closed (multipart: day, name_ar, name_en); open requests’ deadlines move.',
        ),
        security: SIGNED_IN,
        response: answers({ 200: settingsAnswer }, 401, 403, ...FORM_REFUSALS),
      },
      config: { access: 'staff:admin', form: 'admin/holiday' },
    },
    async (request) => {
      const form = 'admin/holiday';
      const { value, messages } = await readSubmission<{ day: string; name_ar: string; name_en: string }>(
        request,
        form,
      );
      if (!(await addHoliday(app.db, { day: value.day, nameAr: value.name_ar, nameEn: value.name_en })))
        throw fieldRefused(request, form, 'day', 'taken');
      return { data: await readServiceLevelSettings(app.db), message: messages.success };
    },
  );

  typed.delete(
    '/admin/holidays/:day',
    {
      schema: {
        ...operation('removeHoliday', 'staff', 'Removes a holiday; open requests’ deadlines move.'),
        security: SIGNED_IN,
        params: dayParams,
        response: answers({ 200: settingsAnswer }, 401, 403, 404),
      },
      config: { access: 'staff:admin' },
    },
    async (request) => {
      if (!(await removeHoliday(app.db, request.params.day))) throw notFound();
      return { data: await readServiceLevelSettings(app.db), message: translate(request.locale, 'holiday_removed') };
    },
  );
}
