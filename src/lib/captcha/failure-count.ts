import type { FormId } from '../../../schemas/registry';

// Per form, in localStorage, so a reload or a new visit does not reset the road to the captcha (docs/requirements.md §P9, §M4).
const failureCountKey = (formId: FormId) => `reserve-portal.failures.${formId}`;

/** The form's stored count of failed submissions; anything unreadable counts as none (the machine checks it). */
export function readFailureCount(formId: FormId): number {
  return Number(localStorage.getItem(failureCountKey(formId)) ?? 0);
}

export function writeFailureCount(formId: FormId, failures: number): void {
  localStorage.setItem(failureCountKey(formId), String(failures));
}
