import type { FastifyInstance } from 'fastify';
import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';
import { fieldMessage } from '../../../schemas/validation/localize-errors';
import { multipartToData } from '../../../schemas/validation/multipart-to-data';
import { validateSubmission } from '../../../schemas/validation/validate-submission';
import { formDefinition } from '../../../schemas/registry';
import { validationFailed } from '../../lib/api-error';
import { readMultipartForm, type UploadedFile } from '../../lib/multipart-form';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { reserveAreaExists, saveContactMessage, type ContactMessageInput } from './save-contact-message';

const form = formDefinition('contact-us');

/** POST /contact-us: a complaint or suggestion, multipart, with up to five attachments; honours Idempotency-Key. */
export async function contactUsRoutes(app: FastifyInstance) {
  app.post(
    '/contact-us',
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
    async (request, reply) => {
      const { locale } = request;
      const { entries, files } = await readMultipartForm(request, form.schema);
      const data = multipartToData(form.schema, entries);
      const result = validateSubmission<ContactMessageInput & { attachments?: FileDescriptor[] }>('contact-us', data, locale);
      if (!result.ok) throw validationFailed(result.errors, result.message);
      const { attachments = [], ...input } = result.value;

      const areaId = input.is_reserve_resident ? input.reserve_area_id : undefined;
      if (areaId !== undefined && !(await reserveAreaExists(app.db, areaId))) {
        const message = fieldMessage(form, locale, 'reserve_area_id', 'exists') ?? form.messages[locale].invalid;
        throw validationFailed({ reserve_area_id: [message] }, form.messages[locale].invalid);
      }

      const uploads = attachments.map((descriptor) => files.get(descriptor)).filter((file): file is UploadedFile => !!file);
      // A repeat is the same request when its converted answers and its files' contents are.
      return app.idempotency.run(request, reply, requestFingerprint(data, files), async () => {
        const saved = await saveContactMessage(app.db, app.config.uploadsDir, input, uploads, locale);
        return { status: 201, body: { data: saved, message: form.messages[locale].success } };
      });
    },
  );
}
