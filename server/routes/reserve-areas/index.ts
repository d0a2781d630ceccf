import type { FastifyInstance } from 'fastify';

export async function reserveAreaRoutes(_app: FastifyInstance) {}
