import type { Database } from '../client';
import { surveys, type StoredQuestion } from '../schema';
import { seedContent } from './content-files';

/** The demo surveys (content/surveys.json): most public, two for members only, one closed; every question type. */
export async function seedSurveys(db: Database): Promise<void> {
  await db.insert(surveys).values(
    seedContent('surveys.json').map((survey) => ({
      titleAr: survey.title_ar,
      titleEn: survey.title_en,
      descriptionAr: survey.description_ar,
      descriptionEn: survey.description_en,
      imagePath: survey.image_path,
      displayInPublic: survey.display_in_public,
      isOpen: survey.is_open,
      questions: survey.questions as StoredQuestion[],
      createdAt: new Date(survey.created_at),
    })),
  );
}
