import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { MULTIPART_LIMITS } from '../lib/multipart-form';
import { aboutRoutes } from './about';
import { accountRoutes } from './accounts';
import { adminRoutes } from './admin';
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
  // Features that only answer GETs, outside the multipart reader's scope: its hooks run on every
  // request there (to clean up a disk mode we do not use) and cost a cached read about 5%.
  await app.register(appearanceRoutes);
  await app.register(aboutRoutes);
  await app.register(articleRoutes);
  await app.register(faqRoutes);
  await app.register(reserveAreaRoutes);
  await app.register(albumRoutes);
  await app.register(placeRoutes);
  await app.register(captchaRoutes);
  // Features that also take writes: the API's bodies are multipart forms (readMultipartForm).
  await app.register(async (forms) => {
    await forms.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
    await forms.register(studiesReportsRoutes);
    await forms.register(activityRoutes);
    await forms.register(likeRoutes);
    await forms.register(surveyRoutes);
    await forms.register(jobRoutes);
    await forms.register(contactUsRoutes);
    await forms.register(accountRoutes);
    await forms.register(memberRoutes);
    await forms.register(researchRoutes);
    await forms.register(permitRoutes);
    await forms.register(adminRoutes);
  });
}
