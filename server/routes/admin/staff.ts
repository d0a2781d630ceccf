import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { actionAnswerOf, listEnvelopeOf } from '../../../schemas/api/envelopes';
import type { PermitType } from '../../../schemas/api/member';
import { staffListMemberSchema, type StaffListMember, type StaffRole } from '../../../schemas/api/staff';
import { translate, type MessageKey } from '../../i18n/messages';
import { ApiError } from '../../lib/api-error';
import { fieldRefused, readSubmission } from '../../lib/form-submission';
import { pageQuerystring, parsePage } from '../../lib/pagination';
import { requestFingerprint } from '../../lib/request-fingerprint';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import type { SignedInStaff } from '../../services/staff/signed-in-staff';
import { listStaff, STAFF_PER_PAGE } from '../../services/staff/staff-directory';
import {
  disableStaff,
  enableStaff,
  inviteStaff,
  replaceStaffRoles,
  resendInvitation,
  resetSecondFactor,
} from '../../services/staff/staff-management';
import { uuidParams } from '../../lib/route-params';

const memberAnswer = actionAnswerOf(staffListMemberSchema);
const adminOnly = { access: 'staff:admin' } as const;

interface StaffInvitation {
  email: string;
  name: string;
  role: StaffRole;
  permit_types?: PermitType[];
  language?: 'ar' | 'en';
}

/** A refusal of disabling: oneself, or the last enabled admin. */
const DISABLE_REFUSALS = { own_admin: 'staff_disable_self', last_admin: 'staff_last_admin' } as const;

/** What an admin does to one member, each a POST without a body: its path, answer message and service call. */
const memberActions: {
  path: string;
  id: string;
  description: string;
  message: MessageKey;
  /** The member as they are now, or the key of the refusal's message. */
  act: (app: FastifyInstance, actor: SignedInStaff, uuid: string) => Promise<StaffListMember | MessageKey>;
}[] = [
  {
    path: 'disable',
    id: 'disableStaff',
    description:
      'Disables the member: every session of theirs ends and they cannot sign in. 422 for the caller themselves or the last enabled admin.',
    message: 'staff_disabled',
    act: async (app, actor, uuid) => {
      const done = await disableStaff(app.db, actor, uuid);
      return typeof done === 'string' ? DISABLE_REFUSALS[done] : done;
    },
  },
  {
    path: 'enable',
    id: 'enableStaff',
    description: 'Lets a disabled member sign in again.',
    message: 'staff_enabled',
    act: (app, _actor, uuid) => enableStaff(app.db, uuid),
  },
  {
    path: 'reset-second-factor',
    id: 'resetStaffSecondFactor',
    description:
      "Forgets the member's authenticator app and recovery codes and ends their sessions: their next sign-in enrols a new app.",
    message: 'staff_second_factor_reset',
    act: (app, _actor, uuid) => resetSecondFactor(app.db, uuid),
  },
  {
    path: 'resend-invitation',
    id: 'resendStaffInvitation',
    description:
      'Mails a member who has not set a password yet a new set-password link (the earlier one stops working). 422 once they have.',
    message: 'staff_invitation_resent',
    act: async (app, _actor, uuid) => {
      const done = await resendInvitation(app, uuid);
      return done === 'password_set' ? 'staff_password_already_set' : done;
    },
  },
];

/**
 * GET and POST admin/staff, PUT admin/staff/{uuid}/roles and POST …/disable, …/enable,
 * …/reset-second-factor, …/resend-invitation: admins manage staff (docs/staff.md#managing-staff); an
 * auditor reads the list.
 */
export async function staffManagementRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();

  typed.get(
    '/admin/staff',
    {
      schema: {
        ...operation(
          'listStaff',
          'staff',
          `The members of staff, ${STAFF_PER_PAGE} a page in the order they were added: roles (a reviewer's permit types), language, whether they set a password, enrolled an authenticator app or are disabled. Admins and auditors.`,
        ),
        security: SIGNED_IN,
        querystring: pageQuerystring,
        response: answers({ 200: listEnvelopeOf(staffListMemberSchema) }, 401, 403, 422),
      },
      config: { access: 'staff:auditor' },
    },
    async (request, reply) => {
      const page = parsePage(request.query.page, request.locale);
      void reply.header('Cache-Control', 'no-store');
      return listStaff(app.db, { page, perPage: STAFF_PER_PAGE });
    },
  );

  typed.post(
    '/admin/staff',
    {
      schema: {
        ...operation(
          'inviteStaff',
          'staff',
          "Adds a member of staff with one role (a reviewer with their permit types) and mails them a one-time link to set their password, in their language (7 days). 422 for an address that is another member's.",
        ),
        security: SIGNED_IN,
        response: answers({ 201: memberAnswer }, 401, 403, 409, ...FORM_REFUSALS),
      },
      config: { ...adminOnly, form: 'admin/staff-invitation', idempotent: true },
    },
    async (request, reply) => {
      const form = 'admin/staff-invitation';
      const { value, data, files, messages } = await readSubmission<StaffInvitation>(request, form);
      return app.idempotency.run(request, reply, requestFingerprint(data, files), async () => {
        const invited = await inviteStaff(app, {
          email: value.email,
          name: value.name,
          role: value.role,
          permitTypes: value.permit_types,
          language: value.language,
        });
        if (invited === 'taken') throw fieldRefused(request, form, 'email', 'taken');
        return { status: 201, body: { data: invited, message: messages.success } };
      });
    },
  );

  typed.put(
    '/admin/staff/:uuid/roles',
    {
      schema: {
        ...operation(
          'replaceStaffRoles',
          'staff',
          "Replaces the member's roles and a reviewer's permit types. 422 when it takes the admin role from the caller or from the last enabled admin.",
        ),
        security: SIGNED_IN,
        params: uuidParams,
        response: answers({ 200: memberAnswer }, 401, 403, 404, ...FORM_REFUSALS),
      },
      config: { ...adminOnly, form: 'admin/staff-roles' },
    },
    async (request) => {
      const form = 'admin/staff-roles';
      const { value, messages } = await readSubmission<{ roles: StaffRole[]; permit_types?: PermitType[] }>(
        request,
        form,
      );
      const changed = await replaceStaffRoles(app.db, request.staff!, request.params.uuid, {
        roles: value.roles,
        permitTypes: value.permit_types ?? [],
      });
      if (typeof changed === 'string') throw fieldRefused(request, form, 'roles', changed);
      return { data: changed, message: messages.success };
    },
  );

  for (const action of memberActions) {
    typed.post(
      `/admin/staff/:uuid/${action.path}`,
      {
        schema: {
          ...operation(action.id, 'staff', action.description),
          security: SIGNED_IN,
          params: uuidParams,
          response: answers({ 200: memberAnswer }, 401, 403, 404, 422),
        },
        config: adminOnly,
      },
      async (request) => {
        const done = await action.act(app, request.staff!, request.params.uuid);
        if (typeof done === 'string') throw new ApiError(422, done);
        return { data: done, message: translate(request.locale, action.message) };
      },
    );
  }
}
