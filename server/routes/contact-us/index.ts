import type { FastifyInstance } from 'fastify';
import { contactMessageAnswerSchema } from '../../../schemas/api/content';
import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import type { UploadedFile } from '../../lib/multipart-form';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, FORM_REFUSALS, operation } from '../../lib/route-answers';
import {
  reserveAreaExists,
  saveContactMessage,
  type ContactMessageInput,
} from '../../services/contact/contact-messages';

/** POST /contact-us: a complaint or suggestion, multipart, with up to five attachments; honours Idempotency-Key. */
export async function contactUsRoutes(app: FastifyInstance) {
  app.post(
    '/contact-us',
    {
      schema: {
        ...operation(
          'sendContactMessage',
          'contact',
          'A complaint or suggestion with up to five attachments; answers its reference and the thanks.',
        ),
        response: answers({ 201: contactMessageAnswerSchema }, ...FORM_REFUSALS, 409),
      },
      config: {
        access: 'public',
        form: 'contact-us',
        idempotent: true,
        rateLimit: { max: 10, timeWindow: '10 minutes' },
      },
    },
    async (request, reply) => {
      const { locale } = request;
      const { value, data, files, messages } = await readSubmission<
        ContactMessageInput & { attachments?: FileDescriptor[] }
      >(request, 'contact-us');
      const { attachments = [], ...input } = value;

      const areaId = input.is_reserve_resident ? input.reserve_area_id : undefined;
      if (areaId !== undefined && !(await reserveAreaExists(app.db, areaId))) {
        throw fieldRefused(request, 'contact-us', 'reserve_area_id', 'exists');
      }

      const uploads = attachments
        .map((descriptor) => files.get(descriptor))
        .filter((file): file is UploadedFile => !!file);
      // A repeat is the same request when its converted answers and its files' contents are.
      return app.idempotency.run(request, reply, requestFingerprint(data, files), async () => {
        const saved = await saveContactMessage(app.db, app.config.uploadsDir, input, uploads, locale);
        return { status: 201, body: { data: saved, message: messages.success } };
      });
    },
  );
}
