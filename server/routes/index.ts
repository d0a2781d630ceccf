import type { FastifyInstance } from 'fastify';
import { aboutRoutes } from './about';
import { accountRoutes } from './accounts';
import { albumRoutes } from './albums';
import { activityRoutes } from './activities';
import { appearanceRoutes } from './appearance';
import { articleRoutes } from './articles';
import { likeRoutes } from './likes';
import { captchaRoutes } from './captcha';
import { contactUsRoutes } from './contact-us';
import { faqRoutes } from './faqs';
import { jobRoutes } from './jobs';
import { permitRoutes } from './permits';
import { placeRoutes } from './places';
import { memberRoutes } from './member';
import { researchRoutes } from './research';
import { reserveAreaRoutes } from './reserve-areas';
import { studiesReportsRoutes } from './studies-reports';
import { surveyRoutes } from './surveys';

/** Every API route, registered under /api/v1. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(appearanceRoutes);
  await app.register(aboutRoutes);
  await app.register(articleRoutes);
  await app.register(activityRoutes);
  await app.register(likeRoutes);
  await app.register(faqRoutes);
  await app.register(reserveAreaRoutes);
  await app.register(studiesReportsRoutes);
  await app.register(albumRoutes);
  await app.register(surveyRoutes);
  await app.register(jobRoutes);
  await app.register(contactUsRoutes);
  await app.register(placeRoutes);
  await app.register(captchaRoutes);
  await app.register(accountRoutes);
  await app.register(memberRoutes);
  await app.register(researchRoutes);
  await app.register(permitRoutes);
}
