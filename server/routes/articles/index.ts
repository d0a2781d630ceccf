import type { FastifyInstance } from 'fastify';

export async function articleRoutes(_app: FastifyInstance) {}
