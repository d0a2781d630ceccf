import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { faqSchema } from '../../../schemas/api/faqs';
import { listEnvelopeOf } from '../../../schemas/api/envelopes';
import { answers, NOT_MODIFIED, operation } from '../../lib/route-answers';
import { listFaqs } from '../../services/content/faqs';
import { pageQuerystring } from '../../lib/pagination';

/** GET /faqs: the frequently asked questions, one page at a time. */
export async function faqRoutes(app: FastifyInstance) {
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/faqs',
    {
      schema: {
        ...operation(
          'listFaqs',
          'content',
          'One page of the frequently asked questions, in the language asked for; each answer is sanitised HTML.',
        ),
        querystring: pageQuerystring,
        response: answers({ 200: listEnvelopeOf(faqSchema), ...NOT_MODIFIED }, 422),
      },
      config: { access: 'public' },
    },
    (request, reply) =>
      app.publicCache.reply(request, reply, { tags: ['faqs'] }, () => listFaqs(app.db, request.query, request.locale)),
  );
}
