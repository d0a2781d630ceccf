import type { EditableContentName } from '../../../schemas/api/content-editing';
import type { ContentType } from './content-type';
import { articleContent } from './articles';
import { faqContent } from './faqs';

/** Every content type editors manage, one for each of editableContent: each gets its editing routes and history from it. */
const contentTypeOf = { faqs: faqContent, articles: articleContent } as const satisfies Record<
  EditableContentName,
  ContentType
>;

export const contentTypes: readonly ContentType[] = Object.values(contentTypeOf);
