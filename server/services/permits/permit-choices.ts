import type { FastifyRequest } from 'fastify';
import type { UiSchema } from '@rjsf/utils';
import { formDefinition, type FormId } from '../../../schemas/registry';
import type { FieldErrors } from '../../../schemas/api/envelopes';
import { fieldMessage } from '../../../schemas/validation/localize-errors';
import type { Database } from '../../db/client';
import { validationFailed } from '../../lib/api-error';
import { dayOf, listApiaryLocations, listCampingLocations, listPermitAreas, listPermitRegions } from './permit-places';

/** A choice a list offers; a reserved one is shown but cannot be taken. */
interface Choice {
  id: number;
  is_reserved?: boolean;
}

const wholeNumber = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);

/**
 * The lists a `remote-select` may name in its `ui:options.source`, as the server reads them: the
 * same queries the list endpoints answer, given the parameters the field names, so a choice is
 * accepted only if the list the browser was shown (for the same answers) offered it.
 */
const choiceSources: Record<string, (db: Database, params: Record<string, unknown>) => Promise<Choice[]>> = {
  'permit-regions': (db) => listPermitRegions(db, 'ar'),
  'permit-areas': (db, params) =>
    listPermitAreas(
      db,
      {
        regionId: wholeNumber(params.region_id) ?? 0,
        day: dayOf(params.from_date),
        forWorkPermit: params.for_work_permit === 1,
      },
      'ar',
    ),
  'apiary-locations': (db) => listApiaryLocations(db, 'ar'),
  apiaries: async (db, params) =>
    (await listApiaryLocations(db, 'ar')).find((location) => location.id === wholeNumber(params.apiary_location_id))
      ?.apiaries ?? [],
  'camping-locations': (db, params) => listCampingLocations(db, dayOf(params.free_camping_date), 'ar'),
};

interface ChoiceField {
  field: string;
  source: string;
  /** Query parameter → the answer it is taken from (a string) or a fixed value. */
  params: Record<string, unknown>;
  /** A choice that is not in the list ('other', which reveals a free text). */
  otherOption?: string;
}

/** The fields of a form whose choices come from a list, as its ui.json declares them. */
export function choiceFields(uiSchema: UiSchema): ChoiceField[] {
  return Object.entries(uiSchema).flatMap(([field, ui]) => {
    const options = (ui as UiSchema | undefined)?.['ui:options'];
    if (field.startsWith('ui:') || typeof options?.source !== 'string') return [];
    return [
      {
        field,
        source: options.source,
        params: (options.params ?? {}) as Record<string, unknown>,
        otherOption: options.otherOption as string | undefined,
      },
    ];
  });
}

/** Whether every list source a form names is one the server knows: checked for every form at start-up by a test. */
export const knowsChoiceSource = (source: string) => Object.hasOwn(choiceSources, source);

/**
 * Refuses (422, each field with its form's `exists` or `reserved` message) a choice its list would
 * not have offered for these answers: a region that is not there, a site of another region or
 * closed that day, an apiary of another location or already held. Given `changed` (a resubmission's
 * changed fields), only the choices that changed or whose list depends on a changed answer are judged:
 * a request's own apiary is held by the request itself.
 */
export async function checkChoices(
  db: Database,
  request: FastifyRequest,
  formId: FormId,
  answers: Record<string, unknown>,
  changed?: readonly string[],
): Promise<void> {
  const form = formDefinition(formId);
  const errors: FieldErrors = {};
  for (const { field, source, params, otherOption } of choiceFields(form.uiSchema)) {
    const dependsOn = [field, ...Object.values(params).filter((from) => typeof from === 'string')];
    if (changed && !dependsOn.some((name) => changed.includes(name))) continue;
    const answer = answers[field];
    const chosen = (Array.isArray(answer) ? answer : [answer])
      .filter((value) => value !== undefined && value !== otherOption)
      .map(Number);
    if (chosen.length === 0 || !knowsChoiceSource(source)) continue;
    const query = Object.fromEntries(
      Object.entries(params).map(([name, from]) => [name, typeof from === 'string' ? answers[from] : from]),
    );
    const offered = await choiceSources[source]!(db, query);
    const refusal = chosen
      .map((id) => offered.find((choice) => choice.id === id))
      .reduce<string | undefined>(
        (keyword, choice) => keyword ?? (!choice ? 'exists' : choice.is_reserved ? 'reserved' : undefined),
        undefined,
      );
    if (refusal)
      errors[field] = [fieldMessage(form, request.locale, field, refusal) ?? form.messages[request.locale].invalid];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors, form.messages[request.locale].invalid);
}
