import type { FastifyInstance } from 'fastify';

/** The signed-in member's own area (spec 001 §7): dashboard lists, photo, profile, settings, password, deletion. */
export async function memberRoutes(_app: FastifyInstance) {}
