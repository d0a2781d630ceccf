import { describe, expect, it } from 'vitest';
import { aboutMessages } from '../features/about/messages';
import { faqMessages } from '../features/faqs/messages';
import { legalMessages } from '../features/legal/messages';
import { permitMessages } from '../features/permits/messages';
import { profileMessages } from '../features/profile/messages';
import { researchMessages } from '../features/research/messages';
import { reportMessages } from '../features/studies-reports/messages';
import { albumMessages } from '../features/albums/messages';
import { schemaFormMessages } from '../lib/schema-form/messages';
import { contactUsMessages } from '../features/contact-us/messages';
import { passwordResetMessages } from '../features/password-reset/messages';
import { emailVerificationMessages } from '../features/email-verification/messages';
import { registrationMessages } from '../features/registration/messages';
import { featureCatalogues as entryCatalogues } from './catalogue';

// The pages that bring their own messages (PageMessages) are checked with the entry's.
const featureCatalogues = [
  ...entryCatalogues,
  profileMessages,
  researchMessages,
  permitMessages,
  faqMessages,
  aboutMessages,
  legalMessages,
  reportMessages,
  albumMessages,
  schemaFormMessages,
  contactUsMessages,
  passwordResetMessages,
  emailVerificationMessages,
  registrationMessages,
];

describe('the message catalogues', () => {
  it('define each key in one catalogue only', () => {
    const owners = new Map<string, number>();
    const duplicates: string[] = [];
    featureCatalogues.forEach((catalogue, index) => {
      for (const key of Object.keys(catalogue.ar)) {
        if (owners.has(key)) duplicates.push(key);
        owners.set(key, index);
      }
    });
    expect(duplicates).toEqual([]);
  });

  it.each(featureCatalogues.map((catalogue, index) => [index, catalogue] as const))(
    'catalogue %i has the same keys in Arabic and English',
    (_index, catalogue) => {
      expect(Object.keys(catalogue.en).sort()).toEqual(Object.keys(catalogue.ar).sort());
    },
  );

  it('has no empty message in either language', () => {
    const empty = featureCatalogues.flatMap((catalogue) =>
      (['ar', 'en'] as const).flatMap((locale) =>
        Object.entries(catalogue[locale])
          .filter(([, text]) => String(text).trim() === '')
          .map(([key]) => `${locale}:${key}`),
      ),
    );
    expect(empty).toEqual([]);
  });
});
