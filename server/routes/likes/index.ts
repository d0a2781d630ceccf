import type { FastifyInstance } from 'fastify';
import { likeToggleAnswerSchema } from '../../../schemas/api/news';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { notFound } from '../../lib/api-error';
import { answers, FORM_REFUSALS, operation } from '../../lib/route-answers';
import { likerOf, toggleArticleLike } from '../../services/content/likes';

interface LikeToggleInput {
  likeable_type: 'article';
  likeable_id: string;
  guest_uuid?: string;
}

/** POST /likes/toggle: a signed-in account or a guest likes an article, or takes the like back. */
export async function likeRoutes(app: FastifyInstance) {
  app.post(
    '/likes/toggle',
    {
      schema: {
        ...operation(
          'toggleLike',
          'content',
          'Likes an article, or takes the like back, and answers whether it is liked now. A signed-in account likes by its ' +
            'bearer token (refused with 401 if the token is not valid); a visitor by guest_uuid, a UUID v4 their browser keeps. ' +
            'It takes no Idempotency-Key: a repeated toggle toggles again.',
        ),
        response: answers({ 200: likeToggleAnswerSchema }, ...FORM_REFUSALS, 401, 404),
      },
      // Not `idempotent`: a toggle creates no record a retry could duplicate (one like per liker is a unique
      // index) and a repeat is meant to toggle back. The page never replays one: after a failure it reads the state.
      // The limit is generous for a citizen clicking, tight enough that a script cannot pump a count.
      config: { access: 'guest-or-signed-in', form: 'like-toggle', rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { value } = await readSubmission<LikeToggleInput>(request, 'like-toggle');
      const liker = likerOf(request.account, value.guest_uuid);
      if (!liker) throw fieldRefused(request, 'like-toggle', 'guest_uuid', 'required');
      const toggled = await toggleArticleLike(app.db, value.likeable_id.toLowerCase(), liker);
      if (!toggled) throw notFound();
      app.publicCache.invalidate('articles');
      return { data: toggled };
    },
  );
}
