import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';
import type { MultipartEntry } from '../../../schemas/validation/multipart-to-data';
import { joinPhone } from '../../../schemas/validation/phone-parts';
import type { FormId } from '../../../schemas/registry';
import { cities, companyDocumentKinds, companyProfiles, countries, users, type AccountKind } from '../../db/schema';
import { fieldRefused, readSubmission, textEntry } from '../../lib/form-submission';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { hashPassword, isCommonPassword } from '../../services/accounts/passwords';
import { accountByEmail, createAccount, normalizedEmail, type NewAccount } from './create-account';

interface AccountAnswers {
  name: string;
  email: string;
  phone: string;
  password: string;
}

interface IndividualAnswers extends AccountAnswers {
  national_id: string;
  birth_date: string;
  gender: number;
  country_id: number;
  city_id: number;
}

type CompanyFiles = Record<(typeof companyDocumentKinds)[number], FileDescriptor | FileDescriptor[] | undefined>;

interface CompanyAnswers extends AccountAnswers, CompanyFiles {
  business_activity: string;
  target_area: string;
  commercial_registration_number: string;
  company_description: string;
  contact_email: string;
  contact_phone: string;
}

/** The phone arrives as the spec sends it, country_code and phone_number; the schema judges it whole. */
const withJoinedPhone = (data: Record<string, unknown>, entries: readonly MultipartEntry[]) => ({
  ...data,
  phone: joinPhone(textEntry(entries, 'country_code'), textEntry(entries, 'phone_number')),
});

async function cityIsInCountry(app: FastifyInstance, cityId: number, countryId: number): Promise<boolean> {
  const rows = await app.db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(cities.id, cityId), eq(countries.id, countryId)))
    .limit(1);
  return rows.length > 0;
}

async function isTaken(app: FastifyInstance, kind: AccountKind, email: string) {
  return (await accountByEmail(app.db, kind, email)) !== undefined;
}

/**
 * Registration answers the same for a new address and one that already has an account, so it
 * cannot be used to find out who is registered; the owner of an existing account is told by e-mail.
 */
async function registerOrTellOwner(app: FastifyInstance, request: FastifyRequest, formId: FormId, account: NewAccount) {
  const existing = await accountByEmail(app.db, account.kind, account.email);
  if (existing) {
    const signInPath = account.kind === 'company' ? '/sign-in-companies' : '/sign-in';
    await app.mail.enqueue(app.db, {
      to: existing.email,
      locale: existing.language,
      template: 'account-exists',
      params: { name: existing.name, signInLink: `${app.config.publicUrl}${signInPath}`, resetLink: `${app.config.publicUrl}/forget-password` },
    });
    app.mail.kick();
    return;
  }
  try {
    await createAccount(app, account);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    // Two registrations of one address at once: the second is the existing-account case.
    if (constraint === 'users_kind_email_key') return;
    if (constraint === 'users_national_id_key') throw fieldRefused(request, formId, 'national_id', 'taken');
    if (constraint === 'company_profiles_commercial_registration_number_unique') {
      throw fieldRefused(request, formId, 'commercial_registration_number', 'taken');
    }
    throw error;
  }
}

/** The answers an idempotency fingerprint is taken of: not even a hash of a password is kept. */
const withoutPasswords = (data: Record<string, unknown>) => ({ ...data, password: undefined, password_confirmation: undefined });

const answer = (email: string, success: string) => ({ status: 201, body: { data: { email: normalizedEmail(email) }, message: success } });

/** POST /register and POST /register/company (multipart), answered alike whether the address is new or not. */
export async function registrationRoutes(app: FastifyInstance) {
  const limits = { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } };

  app.post('/register', limits, async (request, reply) => {
    const { value, data, messages } = await readSubmission<IndividualAnswers>(request, 'sign-up', withJoinedPhone);
    await app.attempts.consume('registration', `ip:${request.ip}`);
    if (isCommonPassword(value.password)) throw fieldRefused(request, 'sign-up', 'password', 'common');
    if (!(await cityIsInCountry(app, value.city_id, value.country_id))) {
      const countryKnown = (await app.db.select({ id: countries.id }).from(countries).where(eq(countries.id, value.country_id))).length > 0;
      throw fieldRefused(request, 'sign-up', countryKnown ? 'city_id' : 'country_id', 'exists');
    }
    const nationalIdTaken = await app.db.select({ id: users.id }).from(users).where(eq(users.nationalId, value.national_id)).limit(1);
    if (nationalIdTaken.length > 0 && !(await isTaken(app, 'individual', value.email))) {
      throw fieldRefused(request, 'sign-up', 'national_id', 'taken');
    }
    return app.idempotency.run(request, reply, requestFingerprint(withoutPasswords(data)), async () => {
      await registerOrTellOwner(app, request, 'sign-up', {
        kind: 'individual',
        name: value.name,
        email: value.email,
        phone: value.phone,
        passwordHash: await hashPassword(value.password),
        locale: request.locale,
        individual: {
          nationalId: value.national_id,
          birthDate: value.birth_date,
          gender: value.gender,
          countryId: value.country_id,
          cityId: value.city_id,
        },
      });
      return answer(value.email, messages.success);
    });
  });

  app.post('/register/company', limits, async (request, reply) => {
    const { value, data, files, messages } = await readSubmission<CompanyAnswers>(request, 'sign-up-companies', withJoinedPhone);
    await app.attempts.consume('registration', `ip:${request.ip}`);
    if (isCommonPassword(value.password)) throw fieldRefused(request, 'sign-up-companies', 'password', 'common');
    const crTaken = await app.db
      .select({ userId: companyProfiles.userId })
      .from(companyProfiles)
      .where(eq(companyProfiles.commercialRegistrationNumber, value.commercial_registration_number))
      .limit(1);
    if (crTaken.length > 0 && !(await isTaken(app, 'company', value.email))) {
      throw fieldRefused(request, 'sign-up-companies', 'commercial_registration_number', 'taken');
    }
    const documents = companyDocumentKinds.flatMap((kind) =>
      [value[kind] ?? []].flat().flatMap((descriptor) => {
        const file = files.get(descriptor);
        return file ? [{ kind, file }] : [];
      }),
    );
    return app.idempotency.run(request, reply, requestFingerprint(withoutPasswords(data), files), async () => {
      await registerOrTellOwner(app, request, 'sign-up-companies', {
        kind: 'company',
        name: value.name,
        email: value.email,
        phone: value.phone,
        passwordHash: await hashPassword(value.password),
        locale: request.locale,
        company: {
          businessActivity: value.business_activity,
          targetArea: value.target_area,
          commercialRegistrationNumber: value.commercial_registration_number,
          companyDescription: value.company_description,
          contactEmail: normalizedEmail(value.contact_email),
          contactPhone: value.contact_phone,
        },
        documents,
      });
      return answer(value.email, messages.success);
    });
  });
}
