import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import contactUsSchema from './contact-us/schema.json';
import contactUsUi from './contact-us/ui.json';
import contactUsAr from './contact-us/messages.ar.json';
import contactUsEn from './contact-us/messages.en.json';
import signUpSchema from './sign-up/schema.json';
import signUpUi from './sign-up/ui.json';
import signUpAr from './sign-up/messages.ar.json';
import signUpEn from './sign-up/messages.en.json';
import signUpCompaniesSchema from './sign-up-companies/schema.json';
import signUpCompaniesUi from './sign-up-companies/ui.json';
import signUpCompaniesAr from './sign-up-companies/messages.ar.json';
import signUpCompaniesEn from './sign-up-companies/messages.en.json';
import signInSchema from './sign-in/schema.json';
import signInUi from './sign-in/ui.json';
import signInAr from './sign-in/messages.ar.json';
import signInEn from './sign-in/messages.en.json';
import signInCompaniesSchema from './sign-in-companies/schema.json';
import signInCompaniesUi from './sign-in-companies/ui.json';
import signInCompaniesAr from './sign-in-companies/messages.ar.json';
import signInCompaniesEn from './sign-in-companies/messages.en.json';
import forgetPasswordSchema from './forget-password/schema.json';
import forgetPasswordUi from './forget-password/ui.json';
import forgetPasswordAr from './forget-password/messages.ar.json';
import forgetPasswordEn from './forget-password/messages.en.json';
import resetPasswordSchema from './reset-password/schema.json';
import resetPasswordUi from './reset-password/ui.json';
import resetPasswordAr from './reset-password/messages.ar.json';
import resetPasswordEn from './reset-password/messages.en.json';
import otpResendSchema from './otp-resend/schema.json';
import otpResendUi from './otp-resend/ui.json';
import otpResendAr from './otp-resend/messages.ar.json';
import otpResendEn from './otp-resend/messages.en.json';
import otpVerifySchema from './otp-verify/schema.json';
import otpVerifyUi from './otp-verify/ui.json';
import otpVerifyAr from './otp-verify/messages.ar.json';
import otpVerifyEn from './otp-verify/messages.en.json';
import profileEditSchema from './profile-edit/schema.json';
import profileEditUi from './profile-edit/ui.json';
import profileEditAr from './profile-edit/messages.ar.json';
import profileEditEn from './profile-edit/messages.en.json';
import accountSettingsSchema from './account-settings/schema.json';
import accountSettingsUi from './account-settings/ui.json';
import accountSettingsAr from './account-settings/messages.ar.json';
import accountSettingsEn from './account-settings/messages.en.json';
import changePasswordSchema from './change-password/schema.json';
import changePasswordUi from './change-password/ui.json';
import changePasswordAr from './change-password/messages.ar.json';
import changePasswordEn from './change-password/messages.en.json';
import deleteAccountSchema from './delete-account/schema.json';
import deleteAccountUi from './delete-account/ui.json';
import deleteAccountAr from './delete-account/messages.ar.json';
import deleteAccountEn from './delete-account/messages.en.json';
import researchSubmitSchema from './research-submit/schema.json';
import researchSubmitUi from './research-submit/ui.json';
import researchSubmitAr from './research-submit/messages.ar.json';
import researchSubmitEn from './research-submit/messages.en.json';
import likeToggleSchema from './like-toggle/schema.json';
import likeToggleUi from './like-toggle/ui.json';
import likeToggleAr from './like-toggle/messages.ar.json';
import likeToggleEn from './like-toggle/messages.en.json';
import activityJoinSchema from './activity-join/schema.json';
import activityJoinUi from './activity-join/ui.json';
import activityJoinAr from './activity-join/messages.ar.json';
import activityJoinEn from './activity-join/messages.en.json';
import staffSignInSchema from './admin/staff-sign-in/schema.json';
import staffSignInUi from './admin/staff-sign-in/ui.json';
import staffSignInAr from './admin/staff-sign-in/messages.ar.json';
import staffSignInEn from './admin/staff-sign-in/messages.en.json';
import staffSignInCodeSchema from './admin/staff-sign-in-code/schema.json';
import staffSignInCodeUi from './admin/staff-sign-in-code/ui.json';
import staffSignInCodeAr from './admin/staff-sign-in-code/messages.ar.json';
import staffSignInCodeEn from './admin/staff-sign-in-code/messages.en.json';
import staffSetPasswordSchema from './admin/set-password/schema.json';
import staffSetPasswordUi from './admin/set-password/ui.json';
import staffSetPasswordAr from './admin/set-password/messages.ar.json';
import staffSetPasswordEn from './admin/set-password/messages.en.json';
import queueFiltersSchema from './admin/queue-filters/schema.json';
import queueFiltersUi from './admin/queue-filters/ui.json';
import queueFiltersAr from './admin/queue-filters/messages.ar.json';
import queueFiltersEn from './admin/queue-filters/messages.en.json';
import decisionReasonSchema from './admin/decision-reason/schema.json';
import decisionReasonUi from './admin/decision-reason/ui.json';
import decisionReasonAr from './admin/decision-reason/messages.ar.json';
import decisionReasonEn from './admin/decision-reason/messages.en.json';
import caseNoteSchema from './admin/case-note/schema.json';
import caseNoteUi from './admin/case-note/ui.json';
import caseNoteAr from './admin/case-note/messages.ar.json';
import caseNoteEn from './admin/case-note/messages.en.json';
import staffInvitationSchema from './admin/staff-invitation/schema.json';
import staffInvitationUi from './admin/staff-invitation/ui.json';
import staffInvitationAr from './admin/staff-invitation/messages.ar.json';
import staffInvitationEn from './admin/staff-invitation/messages.en.json';
import staffRolesSchema from './admin/staff-roles/schema.json';
import staffRolesUi from './admin/staff-roles/ui.json';
import staffRolesAr from './admin/staff-roles/messages.ar.json';
import staffRolesEn from './admin/staff-roles/messages.en.json';
import serviceLevelSchema from './admin/service-level/schema.json';
import serviceLevelUi from './admin/service-level/ui.json';
import serviceLevelAr from './admin/service-level/messages.ar.json';
import serviceLevelEn from './admin/service-level/messages.en.json';
import holidaySchema from './admin/holiday/schema.json';
import holidayUi from './admin/holiday/ui.json';
import holidayAr from './admin/holiday/messages.ar.json';
import holidayEn from './admin/holiday/messages.en.json';
import contactStatusSchema from './admin/contact-status/schema.json';
import contactStatusUi from './admin/contact-status/ui.json';
import contactStatusAr from './admin/contact-status/messages.ar.json';
import contactStatusEn from './admin/contact-status/messages.en.json';
import contactNoteSchema from './admin/contact-note/schema.json';
import contactNoteUi from './admin/contact-note/ui.json';
import contactNoteAr from './admin/contact-note/messages.ar.json';
import contactNoteEn from './admin/contact-note/messages.en.json';
import contactReplySchema from './admin/contact-reply/schema.json';
import contactReplyUi from './admin/contact-reply/ui.json';
import contactReplyAr from './admin/contact-reply/messages.ar.json';
import contactReplyEn from './admin/contact-reply/messages.en.json';
import contentFaqSchema from './admin/content-faq/schema.json';
import contentFaqUi from './admin/content-faq/ui.json';
import contentFaqAr from './admin/content-faq/messages.ar.json';
import contentFaqEn from './admin/content-faq/messages.en.json';
import contentArticleSchema from './admin/content-article/schema.json';
import contentArticleUi from './admin/content-article/ui.json';
import contentArticleAr from './admin/content-article/messages.ar.json';
import contentArticleEn from './admin/content-article/messages.en.json';
import contentCampingLocationSchema from './admin/content-camping-location/schema.json';
import contentCampingLocationUi from './admin/content-camping-location/ui.json';
import contentCampingLocationAr from './admin/content-camping-location/messages.ar.json';
import contentCampingLocationEn from './admin/content-camping-location/messages.en.json';
import contentPermitAreaSchema from './admin/content-permit-area/schema.json';
import contentPermitAreaUi from './admin/content-permit-area/ui.json';
import contentPermitAreaAr from './admin/content-permit-area/messages.ar.json';
import contentPermitAreaEn from './admin/content-permit-area/messages.en.json';
import contentJobSchema from './admin/content-job/schema.json';
import contentJobUi from './admin/content-job/ui.json';
import contentJobAr from './admin/content-job/messages.ar.json';
import contentJobEn from './admin/content-job/messages.en.json';
import contentSurveySchema from './admin/content-survey/schema.json';
import contentSurveyUi from './admin/content-survey/ui.json';
import contentSurveyAr from './admin/content-survey/messages.ar.json';
import contentSurveyEn from './admin/content-survey/messages.en.json';
import contentPermitRegionSchema from './admin/content-permit-region/schema.json';
import contentPermitRegionUi from './admin/content-permit-region/ui.json';
import contentPermitRegionAr from './admin/content-permit-region/messages.ar.json';
import contentPermitRegionEn from './admin/content-permit-region/messages.en.json';
import contentApiarySchema from './admin/content-apiary/schema.json';
import contentApiaryUi from './admin/content-apiary/ui.json';
import contentApiaryAr from './admin/content-apiary/messages.ar.json';
import contentApiaryEn from './admin/content-apiary/messages.en.json';
import contentApiaryLocationSchema from './admin/content-apiary-location/schema.json';
import contentApiaryLocationUi from './admin/content-apiary-location/ui.json';
import contentApiaryLocationAr from './admin/content-apiary-location/messages.ar.json';
import contentApiaryLocationEn from './admin/content-apiary-location/messages.en.json';
import contentPageHeaderSchema from './admin/content-page-header/schema.json';
import contentPageHeaderUi from './admin/content-page-header/ui.json';
import contentPageHeaderAr from './admin/content-page-header/messages.ar.json';
import contentPageHeaderEn from './admin/content-page-header/messages.en.json';
import contentResearchCategorySchema from './admin/content-research-category/schema.json';
import contentResearchCategoryUi from './admin/content-research-category/ui.json';
import contentResearchCategoryAr from './admin/content-research-category/messages.ar.json';
import contentResearchCategoryEn from './admin/content-research-category/messages.en.json';
import contentReserveAreaSchema from './admin/content-reserve-area/schema.json';
import contentReserveAreaUi from './admin/content-reserve-area/ui.json';
import contentReserveAreaAr from './admin/content-reserve-area/messages.ar.json';
import contentReserveAreaEn from './admin/content-reserve-area/messages.en.json';
import contentPermitSettingSchema from './admin/content-permit-setting/schema.json';
import contentPermitSettingUi from './admin/content-permit-setting/ui.json';
import contentPermitSettingAr from './admin/content-permit-setting/messages.ar.json';
import contentPermitSettingEn from './admin/content-permit-setting/messages.en.json';
import contentActivitySchema from './admin/content-activity/schema.json';
import contentActivityUi from './admin/content-activity/ui.json';
import contentActivityAr from './admin/content-activity/messages.ar.json';
import contentActivityEn from './admin/content-activity/messages.en.json';
import contentTopBarItemSchema from './admin/content-top-bar-item/schema.json';
import contentTopBarItemUi from './admin/content-top-bar-item/ui.json';
import contentTopBarItemAr from './admin/content-top-bar-item/messages.ar.json';
import contentTopBarItemEn from './admin/content-top-bar-item/messages.en.json';
import contentFooterLinkSchema from './admin/content-footer-link/schema.json';
import contentFooterLinkUi from './admin/content-footer-link/ui.json';
import contentFooterLinkAr from './admin/content-footer-link/messages.ar.json';
import contentFooterLinkEn from './admin/content-footer-link/messages.en.json';
import contentAboutTaskSchema from './admin/content-about-task/schema.json';
import contentAboutTaskUi from './admin/content-about-task/ui.json';
import contentAboutTaskAr from './admin/content-about-task/messages.ar.json';
import contentAboutTaskEn from './admin/content-about-task/messages.en.json';
import contentAboutStatisticSchema from './admin/content-about-statistic/schema.json';
import contentAboutStatisticUi from './admin/content-about-statistic/ui.json';
import contentAboutStatisticAr from './admin/content-about-statistic/messages.ar.json';
import contentAboutStatisticEn from './admin/content-about-statistic/messages.en.json';
import contentAboutStrategyItemSchema from './admin/content-about-strategy-item/schema.json';
import contentAboutStrategyItemUi from './admin/content-about-strategy-item/ui.json';
import contentAboutStrategyItemAr from './admin/content-about-strategy-item/messages.ar.json';
import contentAboutStrategyItemEn from './admin/content-about-strategy-item/messages.en.json';
import contentShowcaseLinkSchema from './admin/content-showcase-link/schema.json';
import contentShowcaseLinkUi from './admin/content-showcase-link/ui.json';
import contentShowcaseLinkAr from './admin/content-showcase-link/messages.ar.json';
import contentShowcaseLinkEn from './admin/content-showcase-link/messages.en.json';
import contentQuickLinkSchema from './admin/content-quick-link/schema.json';
import contentQuickLinkUi from './admin/content-quick-link/ui.json';
import contentQuickLinkAr from './admin/content-quick-link/messages.ar.json';
import contentQuickLinkEn from './admin/content-quick-link/messages.en.json';
import contentAlbumSchema from './admin/content-album/schema.json';
import contentAlbumUi from './admin/content-album/ui.json';
import contentAlbumAr from './admin/content-album/messages.ar.json';
import contentAlbumEn from './admin/content-album/messages.en.json';
import contentStudyReportSchema from './admin/content-study-report/schema.json';
import contentStudyReportUi from './admin/content-study-report/ui.json';
import contentStudyReportAr from './admin/content-study-report/messages.ar.json';
import contentStudyReportEn from './admin/content-study-report/messages.en.json';
import registrationDecisionSchema from './admin/registration-decision/schema.json';
import registrationDecisionUi from './admin/registration-decision/ui.json';
import registrationDecisionAr from './admin/registration-decision/messages.ar.json';
import registrationDecisionEn from './admin/registration-decision/messages.en.json';
import citizenAccountLookupSchema from './admin/citizen-account-lookup/schema.json';
import citizenAccountLookupUi from './admin/citizen-account-lookup/ui.json';
import citizenAccountLookupAr from './admin/citizen-account-lookup/messages.ar.json';
import citizenAccountLookupEn from './admin/citizen-account-lookup/messages.en.json';
import researcherFlagSchema from './admin/researcher-flag/schema.json';
import researcherFlagUi from './admin/researcher-flag/ui.json';
import researcherFlagAr from './admin/researcher-flag/messages.ar.json';
import researcherFlagEn from './admin/researcher-flag/messages.en.json';
import { permitForms } from './.generated/permit-forms';
import { withQuestionEditor } from './questions/question-editor';
import type { FormDefinition, FormMessages } from './validation/form-definition';

/** A form's four files as one definition. */
const form = (schema: object, uiSchema: object, ar: FormMessages, en: FormMessages): FormDefinition => ({
  schema: schema as RJSFSchema,
  uiSchema: uiSchema as UiSchema,
  messages: { ar, en },
});

// A permit's form is listed by its folder (schemas/permits/<slug>/), through the index build-validators.ts writes.
const permitFormDefinitions = Object.fromEntries(
  Object.entries(permitForms).map(([id, files]) => [id, form(files.schema, files.uiSchema, files.ar, files.en)]),
) as Record<keyof typeof permitForms, FormDefinition>;

/** Every form of the portal by id, which is its folder; adding a form is adding its folder and one entry here. */
export const formRegistry = {
  'contact-us': form(contactUsSchema, contactUsUi, contactUsAr, contactUsEn),
  'sign-up': form(signUpSchema, signUpUi, signUpAr, signUpEn),
  'sign-up-companies': form(signUpCompaniesSchema, signUpCompaniesUi, signUpCompaniesAr, signUpCompaniesEn),
  'sign-in': form(signInSchema, signInUi, signInAr, signInEn),
  'sign-in-companies': form(signInCompaniesSchema, signInCompaniesUi, signInCompaniesAr, signInCompaniesEn),
  'forget-password': form(forgetPasswordSchema, forgetPasswordUi, forgetPasswordAr, forgetPasswordEn),
  'reset-password': form(resetPasswordSchema, resetPasswordUi, resetPasswordAr, resetPasswordEn),
  'otp-resend': form(otpResendSchema, otpResendUi, otpResendAr, otpResendEn),
  'otp-verify': form(otpVerifySchema, otpVerifyUi, otpVerifyAr, otpVerifyEn),
  'profile-edit': form(profileEditSchema, profileEditUi, profileEditAr, profileEditEn),
  'account-settings': form(accountSettingsSchema, accountSettingsUi, accountSettingsAr, accountSettingsEn),
  'change-password': form(changePasswordSchema, changePasswordUi, changePasswordAr, changePasswordEn),
  'delete-account': form(deleteAccountSchema, deleteAccountUi, deleteAccountAr, deleteAccountEn),
  'research-submit': form(researchSubmitSchema, researchSubmitUi, researchSubmitAr, researchSubmitEn),
  'like-toggle': form(likeToggleSchema, likeToggleUi, likeToggleAr, likeToggleEn),
  'activity-join': form(activityJoinSchema, activityJoinUi, activityJoinAr, activityJoinEn),
  // The staff's forms (/admin), drawn by the admin app only.
  'admin/staff-sign-in': form(staffSignInSchema, staffSignInUi, staffSignInAr, staffSignInEn),
  'admin/staff-sign-in-code': form(staffSignInCodeSchema, staffSignInCodeUi, staffSignInCodeAr, staffSignInCodeEn),
  'admin/set-password': form(staffSetPasswordSchema, staffSetPasswordUi, staffSetPasswordAr, staffSetPasswordEn),
  'admin/queue-filters': form(queueFiltersSchema, queueFiltersUi, queueFiltersAr, queueFiltersEn),
  'admin/decision-reason': form(decisionReasonSchema, decisionReasonUi, decisionReasonAr, decisionReasonEn),
  'admin/case-note': form(caseNoteSchema, caseNoteUi, caseNoteAr, caseNoteEn),
  'admin/staff-invitation': form(staffInvitationSchema, staffInvitationUi, staffInvitationAr, staffInvitationEn),
  'admin/staff-roles': form(staffRolesSchema, staffRolesUi, staffRolesAr, staffRolesEn),
  'admin/service-level': form(serviceLevelSchema, serviceLevelUi, serviceLevelAr, serviceLevelEn),
  'admin/holiday': form(holidaySchema, holidayUi, holidayAr, holidayEn),
  'admin/contact-status': form(contactStatusSchema, contactStatusUi, contactStatusAr, contactStatusEn),
  'admin/contact-note': form(contactNoteSchema, contactNoteUi, contactNoteAr, contactNoteEn),
  'admin/contact-reply': form(contactReplySchema, contactReplyUi, contactReplyAr, contactReplyEn),
  'admin/content-faq': form(contentFaqSchema, contentFaqUi, contentFaqAr, contentFaqEn),
  'admin/content-article': form(contentArticleSchema, contentArticleUi, contentArticleAr, contentArticleEn),
  'admin/content-camping-location': form(
    contentCampingLocationSchema,
    contentCampingLocationUi,
    contentCampingLocationAr,
    contentCampingLocationEn,
  ),
  'admin/content-permit-area': form(
    contentPermitAreaSchema,
    contentPermitAreaUi,
    contentPermitAreaAr,
    contentPermitAreaEn,
  ),
  'admin/content-job': withQuestionEditor(form(contentJobSchema, contentJobUi, contentJobAr, contentJobEn)),
  'admin/content-survey': withQuestionEditor(
    form(contentSurveySchema, contentSurveyUi, contentSurveyAr, contentSurveyEn),
  ),
  'admin/content-permit-region': form(
    contentPermitRegionSchema,
    contentPermitRegionUi,
    contentPermitRegionAr,
    contentPermitRegionEn,
  ),
  'admin/content-apiary': form(contentApiarySchema, contentApiaryUi, contentApiaryAr, contentApiaryEn),
  'admin/content-apiary-location': form(
    contentApiaryLocationSchema,
    contentApiaryLocationUi,
    contentApiaryLocationAr,
    contentApiaryLocationEn,
  ),
  'admin/content-page-header': form(
    contentPageHeaderSchema,
    contentPageHeaderUi,
    contentPageHeaderAr,
    contentPageHeaderEn,
  ),
  'admin/content-research-category': form(
    contentResearchCategorySchema,
    contentResearchCategoryUi,
    contentResearchCategoryAr,
    contentResearchCategoryEn,
  ),
  'admin/content-reserve-area': form(
    contentReserveAreaSchema,
    contentReserveAreaUi,
    contentReserveAreaAr,
    contentReserveAreaEn,
  ),
  'admin/content-permit-setting': form(
    contentPermitSettingSchema,
    contentPermitSettingUi,
    contentPermitSettingAr,
    contentPermitSettingEn,
  ),
  'admin/content-activity': form(contentActivitySchema, contentActivityUi, contentActivityAr, contentActivityEn),
  'admin/content-top-bar-item': form(
    contentTopBarItemSchema,
    contentTopBarItemUi,
    contentTopBarItemAr,
    contentTopBarItemEn,
  ),
  'admin/content-footer-link': form(
    contentFooterLinkSchema,
    contentFooterLinkUi,
    contentFooterLinkAr,
    contentFooterLinkEn,
  ),
  'admin/content-about-task': form(contentAboutTaskSchema, contentAboutTaskUi, contentAboutTaskAr, contentAboutTaskEn),
  'admin/content-about-statistic': form(
    contentAboutStatisticSchema,
    contentAboutStatisticUi,
    contentAboutStatisticAr,
    contentAboutStatisticEn,
  ),
  'admin/content-about-strategy-item': form(
    contentAboutStrategyItemSchema,
    contentAboutStrategyItemUi,
    contentAboutStrategyItemAr,
    contentAboutStrategyItemEn,
  ),
  'admin/content-showcase-link': form(
    contentShowcaseLinkSchema,
    contentShowcaseLinkUi,
    contentShowcaseLinkAr,
    contentShowcaseLinkEn,
  ),
  'admin/content-quick-link': form(contentQuickLinkSchema, contentQuickLinkUi, contentQuickLinkAr, contentQuickLinkEn),
  'admin/content-album': form(contentAlbumSchema, contentAlbumUi, contentAlbumAr, contentAlbumEn),
  'admin/content-study-report': form(
    contentStudyReportSchema,
    contentStudyReportUi,
    contentStudyReportAr,
    contentStudyReportEn,
  ),
  'admin/registration-decision': form(
    registrationDecisionSchema,
    registrationDecisionUi,
    registrationDecisionAr,
    registrationDecisionEn,
  ),
  'admin/citizen-account-lookup': form(
    citizenAccountLookupSchema,
    citizenAccountLookupUi,
    citizenAccountLookupAr,
    citizenAccountLookupEn,
  ),
  'admin/researcher-flag': form(researcherFlagSchema, researcherFlagUi, researcherFlagAr, researcherFlagEn),
  ...permitFormDefinitions,
} satisfies Record<string, FormDefinition>;

export type FormId = keyof typeof formRegistry;

/** The form registered under `id`. */
export function formDefinition(id: FormId): FormDefinition {
  return formRegistry[id];
}
