import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';
import { companyDocumentKinds, companyProfiles, users } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import type { MultipartForm } from '../../lib/multipart-form';
import { violatedUniqueConstraint } from '../../lib/unique-violation';
import type { IdentityNumberKind } from '../mail/templates';
import type { Account } from './access-tokens';
import { accountByEmail, accountByNationalId, createAccount, normalizedEmail, type NewAccount } from './create-account';
import { hashPassword } from '../../lib/passwords';

/** What both registration forms ask (schemas/sign-up, schemas/sign-up-companies). */
interface AccountAnswers {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export interface IndividualAnswers extends AccountAnswers {
  national_id: string;
  birth_date: string;
  gender: number;
  country_id: number;
  city_id: number;
}

type CompanyFiles = Record<(typeof companyDocumentKinds)[number], FileDescriptor | FileDescriptor[] | undefined>;

export interface CompanyAnswers extends AccountAnswers, CompanyFiles {
  business_activity: string;
  target_area: string;
  commercial_registration_number: string;
  company_description: string;
  contact_email: string;
  contact_phone: string;
}

/** What a registration claims that another account holds: its address, else its national id or CR number. */
type Clash = { claim: 'email' | IdentityNumberKind; holder: Account };

async function clashOf(app: FastifyInstance, account: NewAccount): Promise<Clash | undefined> {
  const byEmail = await accountByEmail(app.db, account.kind, account.email);
  if (byEmail) return { claim: 'email', holder: byEmail };
  if (account.individual) {
    const holder = await accountByNationalId(app.db, account.individual.nationalId);
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
async function tellByMail(app: FastifyInstance, account: NewAccount, { claim, holder }: Clash) {
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
      locale: account.locale,
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
async function registerOrTell(app: FastifyInstance, account: NewAccount) {
  const clash = await clashOf(app, account);
  if (clash) return tellByMail(app, account, clash);
  try {
    await createAccount(app, account);
  } catch (error) {
    // A registration racing this one took the address or the number first: as if it had come earlier.
    const raced = violatedUniqueConstraint(error) ? await clashOf(app, account) : undefined;
    if (!raced) throw error;
    await tellByMail(app, account, raced);
  }
}

/** Registers a citizen, or tells by e-mail whoever holds the address or national id (see registerOrTell). */
export async function registerIndividual(app: FastifyInstance, value: IndividualAnswers, locale: Locale) {
  await registerOrTell(app, {
    kind: 'individual',
    name: value.name,
    email: value.email,
    phone: value.phone,
    passwordHash: await hashPassword(value.password),
    locale,
    individual: {
      nationalId: value.national_id,
      birthDate: value.birth_date,
      gender: value.gender,
      countryId: value.country_id,
      cityId: value.city_id,
    },
  });
}

/** Registers a company with its documents, or tells by e-mail whoever holds the address or CR number. */
export async function registerCompany(
  app: FastifyInstance,
  value: CompanyAnswers,
  files: MultipartForm['files'],
  locale: Locale,
) {
  const documents = companyDocumentKinds.flatMap((kind) =>
    [value[kind] ?? []].flat().flatMap((descriptor) => {
      const file = files.get(descriptor);
      return file ? [{ kind, file }] : [];
    }),
  );
  await registerOrTell(app, {
    kind: 'company',
    name: value.name,
    email: value.email,
    phone: value.phone,
    passwordHash: await hashPassword(value.password),
    locale,
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
}
