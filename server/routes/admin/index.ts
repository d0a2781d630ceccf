import type { FastifyInstance } from 'fastify';
import { citizenAccountRoutes } from './citizen-accounts';
import { contactMessageRoutes } from './contact-messages';
import { contentEditingRoutes } from './content';
import { activityRegistrationRoutes } from './activity-registrations';
import { permitQueueRoutes } from './permit-queue';
import { permitDecisionRoutes } from './permit-decisions';
import { serviceLevelRoutes } from './service-levels';
import { staffSessionRoutes } from './session';
import { staffSignInRoutes } from './sign-in';
import { staffManagementRoutes } from './staff';
import { jobApplicationRoutes } from './job-applications';
import { surveyResultRoutes } from './survey-results';

/** The authority's API under /admin (docs/staff.md): staff sessions and, for admins, staff management and citizens' researcher flags. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(staffSignInRoutes);
  await app.register(staffSessionRoutes);
  await app.register(permitQueueRoutes);
  await app.register(permitDecisionRoutes);
  await app.register(staffManagementRoutes);
  await app.register(serviceLevelRoutes);
  await app.register(contactMessageRoutes);
  await app.register(contentEditingRoutes);
  await app.register(jobApplicationRoutes);
  await app.register(surveyResultRoutes);
  await app.register(activityRegistrationRoutes);
  await app.register(citizenAccountRoutes);
}
