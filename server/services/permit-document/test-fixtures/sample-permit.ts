import { randomBytes } from 'node:crypto';
import { permitService } from '../../../../schemas/api/permits';
import { checkCodeOf, verifyUrlOf } from '../../../../schemas/permit-proof';
import { formDefinition } from '../../../../schemas/registry';
import { claimsOf, prohibitionsOf, type PermitDocumentFacts } from '../permit-document-facts';
import type { PermitProof } from '../render-permit-pdf';

/** A long name of the kind that breaks naive Arabic shaping: many words, lam-alef-free joins, "آل". */
export const LONG_ARABIC_NAME = 'عبدالرحمن بن محمد بن عبدالعزيز آل سعود';

/** The facts of a specific-area permit as the facts service makes them, without a database. */
export function sampleFacts(overrides: Partial<PermitDocumentFacts> = {}): PermitDocumentFacts {
  const facts: Omit<PermitDocumentFacts, 'claims'> = {
    reference: 'SA-2026-000123',
    type: 'specific_area',
    service: { ar: permitService('specific_area').name.ar, en: permitService('specific_area').title.en },
    holderName: LONG_ARABIC_NAME,
    idLastFour: '5678',
    firstDay: '2026-12-01',
    lastDay: '2026-12-01',
    details: [
      { key: 'region', value: { ar: 'منطقة التنهات', en: 'Al-Tanhat' } },
      { key: 'sites', value: { ar: 'روضة نورة، وادي الديسة', en: 'Rawdat Noura, وادي الديسة' } },
      { key: 'vehicles', value: { ar: 'دفع رباعي', en: 'دفع رباعي' } },
      { key: 'plates', value: { ar: 'أ ب ج 1234', en: 'أ ب ج 1234' } },
    ],
    prohibitions: prohibitionsOf(formDefinition(permitService('specific_area').formId)),
    plates: ['أ ب ج 1234'],
    ...overrides,
  };
  return { ...facts, claims: (issuedAt = new Date('2026-11-27T09:00:00Z')) => claimsOf(facts, issuedAt) };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A proof shaped like a real one: a compact JWS of these claims as long as an ES256 one (its signature is
 * random bytes: the document only prints it), its check code and verify URL.
 */
export async function sampleProof(facts: PermitDocumentFacts, signature = randomBytes(64)): Promise<PermitProof> {
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: 'Yq0R7Vw4u7bW3eJ5l8xk0Pq9y2Zr1c6sTnA4mHdE3fQ' }));
  const token = `${header}.${base64url(JSON.stringify(facts.claims()))}.${base64url(signature)}`;
  return {
    token,
    checkCode: await checkCodeOf(token),
    verifyUrl: verifyUrlOf('https://reserve.example.sa', token),
    issuedOn: '2026-11-27',
  };
}
