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
import type { FormDefinition } from './validation/form-definition';

/** Every form of the portal by id; adding a form is adding its folder and one entry here. */
export const formRegistry = {
  'contact-us': {
    schema: contactUsSchema as RJSFSchema,
    uiSchema: contactUsUi as UiSchema,
    messages: { ar: contactUsAr, en: contactUsEn },
  },
  'sign-up': {
    schema: signUpSchema as RJSFSchema,
    uiSchema: signUpUi as UiSchema,
    messages: { ar: signUpAr, en: signUpEn },
  },
  'sign-up-companies': {
    schema: signUpCompaniesSchema as RJSFSchema,
    uiSchema: signUpCompaniesUi as UiSchema,
    messages: { ar: signUpCompaniesAr, en: signUpCompaniesEn },
  },
  'sign-in': {
    schema: signInSchema as RJSFSchema,
    uiSchema: signInUi as UiSchema,
    messages: { ar: signInAr, en: signInEn },
  },
  'sign-in-companies': {
    schema: signInCompaniesSchema as RJSFSchema,
    uiSchema: signInCompaniesUi as UiSchema,
    messages: { ar: signInCompaniesAr, en: signInCompaniesEn },
  },
  'forget-password': {
    schema: forgetPasswordSchema as RJSFSchema,
    uiSchema: forgetPasswordUi as UiSchema,
    messages: { ar: forgetPasswordAr, en: forgetPasswordEn },
  },
  'reset-password': {
    schema: resetPasswordSchema as RJSFSchema,
    uiSchema: resetPasswordUi as UiSchema,
    messages: { ar: resetPasswordAr, en: resetPasswordEn },
  },
  'otp-resend': {
    schema: otpResendSchema as RJSFSchema,
    uiSchema: otpResendUi as UiSchema,
    messages: { ar: otpResendAr, en: otpResendEn },
  },
  'otp-verify': {
    schema: otpVerifySchema as RJSFSchema,
    uiSchema: otpVerifyUi as UiSchema,
    messages: { ar: otpVerifyAr, en: otpVerifyEn },
  },
} satisfies Record<string, FormDefinition>;

export type FormId = keyof typeof formRegistry;

/** The form registered under `id`. */
export function formDefinition(id: FormId): FormDefinition {
  return formRegistry[id];
}
