import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard';
import { deleteAccountRoutes } from './delete-account';
import { photoRoutes } from './photo';
import { profileRoutes } from './profile';

/** The signed-in member's own area (docs/requirements.md §M7): dashboard lists, photo, profile and settings, deletion. */
export async function memberRoutes(app: FastifyInstance) {
  await app.register(dashboardRoutes);
  await app.register(photoRoutes);
  await app.register(profileRoutes);
  await app.register(deleteAccountRoutes);
}
