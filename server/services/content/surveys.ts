import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { SurveyDetail, SurveySummary } from '../../../schemas/api/surveys';
import type { Database } from '../../db/client';
import { surveyAnswers, surveys } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import type { Liker } from './likes';
import { DEFAULT_PER_PAGE, paginate, parsePage, wholeNumberQueryValue } from '../../lib/pagination';
import { questionIn } from './stored-questions';
import { isUuid } from '../../lib/identifiers';

/** A guest's id, as POST /likes/toggle and POST /surveys/{uuid}/answer take it: a UUID v4. */
export const GUEST_UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$';

/**
 * The query of GET /surveys. `locale` is what the original portal sends (docs/requirements.md §P7): when given it
 * chooses the language of the answer, before Accept-Language.
 */
export const surveyListQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: { page: wholeNumberQueryValue, locale: { type: 'string', enum: ['ar', 'en'] } },
} as const satisfies JSONSchema;
export type SurveyListQuery = FromSchema<typeof surveyListQuerystring>;

export const surveyDetailQuerystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    guest_uuid: { type: 'string', pattern: GUEST_UUID_PATTERN, description: "A guest's UUID v4, for `answered`." },
    locale: { type: 'string', enum: ['ar', 'en'] },
  },
} as const satisfies JSONSchema;

export type StoredSurvey = typeof surveys.$inferSelect;

/** Who answers: a signed-in account, or a guest by the UUID v4 their browser keeps (as who likes). */
export type Respondent = Liker;

function summaryOf(survey: StoredSurvey, locale: Locale): SurveySummary {
  const english = locale === 'en';
  return {
    uuid: survey.uuid,
    title: english ? survey.titleEn : survey.titleAr,
    description: english ? survey.descriptionEn : survey.descriptionAr,
    created_at: survey.createdAt.toISOString(),
    image: survey.imagePath ? { path: survey.imagePath } : null,
    display_in_public: survey.displayInPublic,
    is_open: survey.isOpen,
  };
}

/** One page of surveys, newest first, in `locale`; non-public ones are listed too, marked, since their page asks for sign-in. */
export async function listSurveys(
  db: Database,
  query: SurveyListQuery,
  locale: Locale,
): Promise<ListEnvelope<SurveySummary>> {
  const page = parsePage(query.page, locale);
  const list = await paginate(
    { page, perPage: DEFAULT_PER_PAGE },
    {
      count: () => db.$count(surveys),
      // The id breaks ties, so a survey never shows on two pages or on none.
      rows: (limit, offset) =>
        db.select().from(surveys).orderBy(desc(surveys.createdAt), desc(surveys.id)).limit(limit).offset(offset),
    },
  );
  return { data: list.data.map((survey) => summaryOf(survey, locale)), meta: list.meta };
}

/** The survey with this uuid (any letter case); undefined for anything else, which never reaches SQL unless it is a uuid. */
export async function findSurvey(db: Database, uuid: string): Promise<StoredSurvey | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [survey] = await db.select().from(surveys).where(eq(surveys.uuid, uuid.toLowerCase())).limit(1);
  return survey;
}

/** The condition on `survey_answers` of this respondent's answer to one survey. */
function answerOf(surveyId: number, respondent: Respondent): SQL {
  const who =
    'userId' in respondent
      ? eq(surveyAnswers.userId, respondent.userId)
      : eq(surveyAnswers.guestUuid, respondent.guestUuid);
  return and(eq(surveyAnswers.surveyId, surveyId), who)!;
}

/** Whether this respondent has answered the survey. */
export async function hasAnswered(db: Database, surveyId: number, respondent: Respondent): Promise<boolean> {
  return (await db.$count(surveyAnswers, answerOf(surveyId, respondent))) > 0;
}

/** The survey as GET /surveys/{uuid} answers it, with `answered` when a respondent is named. */
export async function surveyDetail(
  db: Database,
  survey: StoredSurvey,
  locale: Locale,
  respondent?: Respondent,
): Promise<{ data: SurveyDetail }> {
  const detail: SurveyDetail = {
    ...summaryOf(survey, locale),
    questions: survey.questions.map((question) => questionIn(question, locale)),
  };
  if (respondent) detail.answered = await hasAnswered(db, survey.id, respondent);
  return { data: detail };
}
