import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';
import { companyDocumentKinds, companyProfiles, countries, users } from '../../db/schema';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { PHONE_IN_PARTS } from '../../lib/form-wire';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import type { IdentityNumberKind } from '../../services/mail/templates';
import { cityIsInCountry } from '../../services/content/places';
import {
  accountByEmail,
  createAccount,
  normalizedEmail,
  type NewAccount,
} from '../../services/accounts/create-account';
import { registrationAnswerSchema } from '../../../schemas/api/accounts';
import { answers, FORM_REFUSALS, operation } from '../../lib/route-answers';

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

type Account = typeof users.$inferSelect;

/** What a registration claims that another account holds: its address, else its national id or CR number. */
type Clash = { claim: 'email' | IdentityNumberKind; holder: Account };

async function clashOf(app: FastifyInstance, account: NewAccount): Promise<Clash | undefined> {
  const byEmail = await accountByEmail(app.db, account.kind, account.email);
  if (byEmail) return { claim: 'email', holder: byEmail };
  if (account.individual) {
    const [holder] = await app.db
      .select()
      .from(users)
      .where(eq(users.nationalId, account.individual.nationalId))
      .limit(1);
    if (holder) return { claim: 'national_id', holder };
  }
  if (account.company) {
    const [row] = await app.db
      .select({ holder: users })
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.userId))
      .where(eq(companyProfiles.commercialRegistrationNumber, account.company.commercialRegistrationNumber))
      .limit(1);
    if (row) return { claim: 'commercial_registration_number', holder: row.holder };
  }
  return undefined;
}

/**
 * Tells by e-mail what the answer must not: the holder of an address that registered again is told
 * so; when a new address gave a number another account holds, that address learns it (with the
 * ways back into the account) and the holder learns that someone tried.
 */
async function tellByMail(
  app: FastifyInstance,
  request: FastifyRequest,
  account: NewAccount,
  { claim, holder }: Clash,
) {
  const portal = app.config.publicUrl;
  const signInLink = `${portal}${account.kind === 'company' ? '/sign-in-companies' : '/sign-in'}`;
  const resetLink = `${portal}/forget-password`;
  const contactLink = `${portal}/contact-us`;
  await app.db.transaction(async (tx) => {
    if (claim === 'email') {
      await app.mail.enqueue(tx, {
        to: holder.email,
        locale: holder.language,
        template: 'account-exists',
        params: { name: holder.name, signInLink, resetLink },
      });
      return;
    }
    await app.mail.enqueue(tx, {
      to: normalizedEmail(account.email),
      locale: request.locale,
      template: 'identity-number-registered',
      params: { name: account.name, number: claim, signInLink, resetLink, contactLink },
    });
    await app.mail.enqueue(tx, {
      to: holder.email,
      locale: holder.language,
      template: 'identity-number-attempt',
      params: { name: holder.name, number: claim, contactLink },
    });
  });
  app.mail.kick();
}

/**
 * Registration answers the same whether the account is new or its address or number is already
 * registered, so it cannot be used to find out who is registered; the people concerned are told by e-mail.
 */
async function registerOrTell(app: FastifyInstance, request: FastifyRequest, account: NewAccount) {
  const clash = await clashOf(app, account);
  if (clash) return tellByMail(app, request, account, clash);
  try {
    await createAccount(app, account);
  } catch (error) {
    // A registration racing this one took the address or the number first: as if it had come earlier.
    const raced = violatedUniqueConstraint(error) ? await clashOf(app, account) : undefined;
    if (!raced) throw error;
    await tellByMail(app, request, account, raced);
  }
}

/** The answers an idempotency fingerprint is taken of: not even a hash of a password is kept. */
const withoutPasswords = (data: Record<string, unknown>) => ({
  ...data,
  password: undefined,
  password_confirmation: undefined,
});

const answer = (email: string, success: string) => ({
  status: 201,
  body: { data: { email: normalizedEmail(email) }, message: success },
});

/** POST /register and POST /register/company (multipart), answered alike whether the address or number is new or not. */
export async function registrationRoutes(app: FastifyInstance) {
  const response = answers({ 201: registrationAnswerSchema }, ...FORM_REFUSALS, 409);
  const rateLimit = { max: 20, timeWindow: '1 hour' };

  app.post(
    '/register',
    {
      schema: {
        ...operation(
          'registerIndividual',
          'accounts',
          "A citizen's account; answered alike whether the address or number is new or not.",
        ),
        response,
      },
      config: { access: 'public', form: 'sign-up', formWires: [PHONE_IN_PARTS], idempotent: true, rateLimit },
    },
    async (request, reply) => {
      const { value, data, messages } = await readSubmission<IndividualAnswers>(request, 'sign-up');
      await app.attempts.consume('registration', `ip:${request.ip}`);
      if (isCommonPassword(value.password)) throw fieldRefused(request, 'sign-up', 'password', 'common');
      if (!(await cityIsInCountry(app.db, value.city_id, value.country_id))) {
        const countryKnown =
          (await app.db.select({ id: countries.id }).from(countries).where(eq(countries.id, value.country_id))).length >
          0;
        throw fieldRefused(request, 'sign-up', countryKnown ? 'city_id' : 'country_id', 'exists');
      }
      return app.idempotency.run(request, reply, requestFingerprint(withoutPasswords(data)), async () => {
        await registerOrTell(app, request, {
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
    },
  );

  app.post(
    '/register/company',
    {
      schema: {
        ...operation(
          'registerCompany',
          'accounts',
          "A company's account with its documents; answered alike whether the address or number is new or not.",
        ),
        response,
      },
      config: { access: 'public', form: 'sign-up-companies', formWires: [PHONE_IN_PARTS], idempotent: true, rateLimit },
    },
    async (request, reply) => {
      const { value, data, files, messages } = await readSubmission<CompanyAnswers>(request, 'sign-up-companies');
      await app.attempts.consume('registration', `ip:${request.ip}`);
      if (isCommonPassword(value.password)) throw fieldRefused(request, 'sign-up-companies', 'password', 'common');
      const documents = companyDocumentKinds.flatMap((kind) =>
        [value[kind] ?? []].flat().flatMap((descriptor) => {
          const file = files.get(descriptor);
          return file ? [{ kind, file }] : [];
        }),
      );
      return app.idempotency.run(request, reply, requestFingerprint(withoutPasswords(data), files), async () => {
        await registerOrTell(app, request, {
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
    },
  );
}
