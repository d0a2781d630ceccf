import type { FastifyInstance } from 'fastify';

export async function appearanceRoutes(_app: FastifyInstance) {}
