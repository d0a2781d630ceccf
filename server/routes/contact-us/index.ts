import type { FastifyInstance } from 'fastify';

export async function contactUsRoutes(_app: FastifyInstance) {}
