import type { FastifyInstance } from 'fastify';
import { currentUserSchema } from '../../../schemas/api/accounts';
import { actionAnswerOf } from '../../../schemas/api/envelopes';
import { formDefinition } from '../../../schemas/registry';
import { readSubmission } from '../../lib/form-submission';
import { PHONE_IN_PARTS } from '../../lib/form-wire';
import { answers, FORM_REFUSALS, operation, SIGNED_IN } from '../../lib/route-answers';
import { presentAccount } from '../../services/accounts/current-user';
import {
  saveSettings,
  updateProfile,
  type ProfileAnswers,
  type SettingsAnswers,
} from '../../services/accounts/profile';

/** POST /profile: either the account settings (contact_method, language) or the profile itself, as docs/requirements.md §M7 sends them. */
export async function profileRoutes(app: FastifyInstance) {
  const forms = ['account-settings', 'profile-edit'] as const;
  app.post(
    '/profile',
    {
      schema: {
        ...operation(
          'updateProfile',
          'member',
          "The settings (contact method, and the language of the portal and of the account's e-mails), or the profile with its photo. " +
            'An address or national id another account holds is not taken, with the same answer; its holder is told by e-mail.',
        ),
        security: SIGNED_IN,
        response: answers({ 200: actionAnswerOf(currentUserSchema) }, 401, 403, ...FORM_REFUSALS),
      },
      // A company's profile is its registration's: its numbers and documents are not edited here.
      config: {
        access: { 'account-settings': 'signed-in', 'profile-edit': 'individual' },
        form: forms,
        formWires: [PHONE_IN_PARTS],
        rateLimit: { max: 30, timeWindow: '15 minutes' },
      },
    },
    async (request) => {
      const account = request.account!;
      const submission = await readSubmission<SettingsAnswers | ProfileAnswers>(request, forms);
      let { success } = submission.messages;
      if (submission.formId === 'account-settings') {
        const settings = submission.value as SettingsAnswers;
        await saveSettings(app.db, account.id, settings);
        // The portal switches to the chosen language as it shows this message: say it in that language.
        success = formDefinition('account-settings').messages[settings.language].success;
      } else await updateProfile(app, request, submission.value as ProfileAnswers, submission.files);
      request.log.info({ event: 'profile-updated', userId: account.id, form: submission.formId }, 'profile updated');
      return { data: await presentAccount(app.db, account.id), message: success };
    },
  );
}
