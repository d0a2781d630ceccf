import type { ListEnvelope } from '../../../../schemas/api/envelopes';
import type {
  ApplicationDetail,
  ApplicationSummary,
  JobWithApplications,
  SurveyResults,
  SurveyWithAnswers,
} from '../../../../schemas/api/submissions';
import { freshRead } from '../../../lib/page-data';

const page = (number: number) => ({ page: String(number) });
const id = (value: string) => encodeURIComponent(value);

/** GET admin/jobs: jobs with how many applied. */
export const jobsRead = (number: number) => freshRead('/admin/jobs', page(number));
export type JobsAnswer = ListEnvelope<JobWithApplications>;

/** GET admin/jobs/{uuid}/applications. */
export const applicationsRead = (job: string, number: number) =>
  freshRead(`/admin/jobs/${id(job)}/applications`, page(number));
export type ApplicationsAnswer = ListEnvelope<ApplicationSummary>;

/** GET admin/job-applications/{uuid}. */
export const applicationRead = (uuid: string) => freshRead(`/admin/job-applications/${id(uuid)}`);
export type ApplicationAnswer = { data: ApplicationDetail };

/** The paths saveDownload fetches with the staff token. */
export const applicationsCsvPath = (job: string) => `/admin/jobs/${id(job)}/applications.csv`;
export const applicationFilePath = (uuid: string, file: number) => `/admin/job-applications/${id(uuid)}/files/${file}`;
export const surveyCsvPath = (survey: string) => `/admin/surveys/${id(survey)}/answers.csv`;

/** GET admin/surveys: surveys with how many answered. */
export const surveysRead = (number: number) => freshRead('/admin/surveys', page(number));
export type SurveysAnswer = ListEnvelope<SurveyWithAnswers>;

/** GET admin/surveys/{uuid}/results. */
export const resultsRead = (uuid: string) => freshRead(`/admin/surveys/${id(uuid)}/results`);
export type ResultsAnswer = { data: SurveyResults };
