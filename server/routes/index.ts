import type { FastifyInstance } from 'fastify';
import { appearanceRoutes } from './appearance';
import { articleRoutes } from './articles';
import { contactUsRoutes } from './contact-us';
import { reserveAreaRoutes } from './reserve-areas';

/** Every API route, registered under /api/v1. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(appearanceRoutes);
  await app.register(articleRoutes);
  await app.register(reserveAreaRoutes);
  await app.register(contactUsRoutes);
}
