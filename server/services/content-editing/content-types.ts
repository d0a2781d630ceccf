import type { ContentType } from './content-type';
import { faqContent } from './faqs';

/** Every content type editors manage: each gets its editing routes and history from its entry here. */
export const contentTypes: readonly ContentType[] = [faqContent];
