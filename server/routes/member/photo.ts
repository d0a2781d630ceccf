import type { FastifyInstance } from 'fastify';
import { formDefinition } from '../../../schemas/registry';
import { fileFieldLimits } from '../../../schemas/validation/file-descriptor';
import { propertySchema } from '../../../schemas/validation/schema-walk';
import { notFound } from '../../lib/api-error';
import { answers, fileAnswer, operation, SIGNED_IN } from '../../lib/route-answers';
import { ownPhoto } from '../../services/accounts/current-user';

/** The types a photo may have: those the profile form accepts. */
const PHOTO_TYPES =
  fileFieldLimits(propertySchema(formDefinition('profile-edit').schema, 'personal_image'))?.types ?? [];

/** GET /me/photo: the signed-in member's own photo, never anyone else's, never from a public folder. */
export async function photoRoutes(app: FastifyInstance) {
  app.get(
    '/me/photo',
    {
      schema: {
        ...operation(
          'getMyPhoto',
          'member',
          "The signed-in member's profile photo, kept only by the browser that asked (Cache-Control: private).",
        ),
        security: SIGNED_IN,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { v: { type: 'string', maxLength: 16 } },
        },
        response: answers({ 200: fileAnswer('The photo.', PHOTO_TYPES) }, 401, 404, 422),
      },
      config: { access: 'signed-in' },
    },
    async (request, reply) => {
      const photo = await ownPhoto(app.config.uploadsDir, request.account!);
      if (!photo) throw notFound();
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Disposition', 'inline')
        .type(photo.type)
        .send(photo.bytes);
    },
  );
}
