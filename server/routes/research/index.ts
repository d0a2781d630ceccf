import type { FastifyInstance } from 'fastify';

/** GET research-categories, GET researches, POST researches/submit and the attachment downloads. */
export async function researchRoutes(_app: FastifyInstance) {}
