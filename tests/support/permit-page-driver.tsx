import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { permitService, type PermitSettings } from '../../schemas/api/permits';
import { AppRoutes } from '../../src/app/router';
import { TOKEN_STORAGE_KEY } from '../../src/lib/api-client';
import { appearanceFixture } from './appearance-fixture';
import { renderWithProviders } from './render-with-providers';
import { stubFetch } from './stub-fetch';
import { listOf } from './stub-lists';
import { currentUser } from './current-user';

/** The reserve's today (Asia/Riyadh) in these tests: the calendars open on December 2026. */
export const TODAY = new Date('2026-12-01T09:00:00Z');
export const SOMAN_PAGE = permitService('specific_area').path;
const SOMAN_POST = '/api/v1/permits/specific-area';
/** The permit form's toast when the server's answer carries no message (the network is down). */
export const FALLBACK = 'حدث خطأ غير متوقع، حاول مرة أخرى.';
export const CAPTCHA_FIELD = 'g-recaptcha-response';
export const CAPTCHA_REQUIRED = 'يرجى التحقق من reCAPTCHA قبل المتابعة';
const CAPTCHA_LABEL = 'تحقق من أنك لست برنامجا آليا';
/** The error summary's title on the specific area form. */
const SUMMARY_TITLE = 'الرجاء تعبئة الحقول المطلوبة';
export const REQUIRED = 'هذا الحقل مطلوب';
const FAILURES_KEY = 'reserve-portal.failures.permits/specific-area';

/** What the server does with a POST: answers with a status and a JSON body, or never answers (a TypeError: the network is down). */
export type ServerAnswer = { status: number; body: unknown } | TypeError;

/** A POST the page sent, held until the test answers it. */
export interface HeldPost {
  path: string;
  /** The multipart body's text fields. */
  fields: Record<string, string>;
  answered: boolean;
  answer: (answer: ServerAnswer) => void;
}

export type ToastVariant = 'success' | 'error';

/** A toast on screen: its notistack element, kind and text. */
interface ShownToast {
  element: Element;
  variant: ToastVariant | 'other';
  message: string;
}

const sara = currentUser();
const open = (description: string) => ({ enabled: true, description });
const settings: PermitSettings = {
  specific_area_permit: open('تصريح لزيارة مواقع محددة داخل المحمية بمركبة خاصة.'),
  beekeeping_permit: open('تصريح لوضع المناحل في مواقع المحمية المخصصة.'),
  free_camping_permit: open('تصريح للتخييم المجاني في المواقع المخصصة.'),
  work_permit: open('تصريح للعمل داخل المحمية خارج ساعات الدوام الرسمي.'),
};

/** What a citizen fills in beyond the profile's answers. */
export const request = { vehicleType: 'دفع رباعي', plate: 'أ ب ج 1234', region: 'المنطقة الشمالية' };

/** Signed in as Sara, with the API at fetch; each POST is held until the test answers it. */
function stubPermitApi() {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify('token-of-sara'));
  const fetch = stubFetch({
    'GET /me': { data: sara },
    'GET /permit-settings': { data: settings },
    'GET /appearance': { data: appearanceFixture },
    'GET /captcha': { data: { provider: 'altcha', challenge_url: 'captcha/challenge' } },
    'GET /permit-regions': listOf([{ id: 1, name: request.region }]),
    'GET /permit-areas': listOf([{ id: 3, name: 'روضة نورة' }]),
  });
  const answerGet = fetch.getMockImplementation()!;
  const posts: HeldPost[] = [];
  fetch.mockImplementation(async (input, init) => {
    if (init?.method?.toUpperCase() !== 'POST') return answerGet(input, init);
    return new Promise<Response>((resolve, reject) => {
      const post: HeldPost = {
        path: new URL(String(input), 'http://localhost').pathname,
        fields: Object.fromEntries(
          [...(init.body as FormData).entries()].filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
        answered: false,
        answer: (answer) => {
          expect(post.answered, 'a POST is answered once').toBe(false);
          post.answered = true;
          // fetch rejects with a TypeError when the network is down.
          if (answer instanceof TypeError) reject(answer);
          else
            resolve(
              new Response(JSON.stringify(answer.body), {
                status: answer.status,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        },
      };
      posts.push(post);
    });
  });
  return posts;
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) }) as HTMLInputElement;

/**
 * The specific area permit page (/services/soman) as a signed-in citizen uses it, with the API stubbed
 * at fetch: what the citizen does (fill in, type, submit, solve the captcha), what the server answers,
 * and what the page shows. Every wait turns the real event loop, so it works with a faked clock too.
 */
export class PermitPageDriver {
  readonly posts: HeldPost[];
  private readonly user = userEvent.setup({ delay: null });
  private toastsBefore = new Set<Element>();

  private constructor() {
    this.posts = stubPermitApi();
  }

  /** Opens /services/soman through the app's router, and waits for its form. */
  static async open(): Promise<PermitPageDriver> {
    const page = new PermitPageDriver();
    history.replaceState(null, '', SOMAN_PAGE);
    renderWithProviders(<AppRoutes />);
    await page.until(() => expect(textbox('الاسم الكامل').value).toBe(sara.name));
    return page;
  }

  /** Retries `check` on real turns of the event loop until it passes, while the faked clock (if any) stands still. */
  async until<T>(check: () => T, timeout = 10_000): Promise<T> {
    const giveUpAt = performance.now() + timeout;
    for (;;) {
      try {
        return check();
      } catch (error) {
        if (performance.now() > giveUpAt) throw error;
      }
      await this.turn();
    }
  }

  /** A few turns of the event loop: time for a wrong request or render to show before a check that nothing happened. */
  async settle(turns = 20): Promise<void> {
    for (let turn = 0; turn < turns; turn += 1) await this.turn();
  }

  private turn() {
    return act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }

  /** The submit button; its name includes the spinner's label while it sends. */
  submitButton(): HTMLButtonElement {
    return screen.getByRole('button', { name: /تقديم الطلب/ });
  }

  formShown(): boolean {
    return screen.queryByRole('button', { name: /تقديم الطلب/ }) !== null;
  }

  plateField(): HTMLInputElement {
    return textbox('رقم اللوحة');
  }

  vehicleTypeField(): HTMLInputElement {
    return textbox('نوع المركبة');
  }

  /**
   * Fills in what the request still lacks, as the citizen would: the arrival day, region, vehicle and
   * consent. Returns the fields it changed: each change is an edit the page tells its machine of.
   */
  async fillIn(): Promise<string[]> {
    const changed: string[] = [];
    if (!document.getElementById('root_from_date__hijri')) {
      // The calendar's code arrives in a chunk of its own.
      const field = await this.until(() => screen.getByRole('group', { name: /تاريخ الوصول/ }));
      await this.user.click(within(field.parentElement!).getByRole('button', { name: /^اختيار التاريخ/ }));
      await this.user.click(within(screen.getByRole('grid')).getByRole('gridcell', { name: '10' }));
      changed.push('from_date');
    }
    const region = screen.getByRole('combobox', { name: /المنطقة/ }) as HTMLSelectElement;
    if (region.value === '') {
      await this.until(() => within(region).getByRole('option', { name: request.region }));
      await this.user.selectOptions(region, request.region);
      changed.push('region_id');
    }
    if (this.vehicleTypeField().value === '') {
      await this.typeInto(this.vehicleTypeField(), request.vehicleType);
      changed.push('vehicle_type');
    }
    if (this.plateField().value === '') {
      await this.typeInto(this.plateField(), request.plate);
      changed.push('vehicle_plate_number');
    }
    const terms = screen.getByRole('checkbox', { name: /أوافق على/ }) as HTMLInputElement;
    if (!terms.checked) {
      await this.user.click(terms);
      changed.push('terms');
    }
    return changed;
  }

  /** Adds text to a field, as a citizen correcting it (pasted: one change, where typing would make one per letter). */
  async typeInto(field: HTMLInputElement, text: string): Promise<void> {
    await this.user.click(field);
    await this.user.paste(text);
  }

  async clear(field: HTMLInputElement): Promise<void> {
    await this.user.clear(field);
  }

  async pressSubmit(): Promise<void> {
    await this.user.click(this.submitButton());
  }

  /** The one POST sent and not yet answered. */
  async pendingPost(): Promise<HeldPost> {
    const pending = await this.until(() => {
      const waiting = this.posts.filter((post) => !post.answered);
      expect(waiting, 'one POST awaits its answer').toHaveLength(1);
      return waiting[0]!;
    });
    expect(pending.path).toBe(SOMAN_POST);
    return pending;
  }

  /** The captcha's labelled group, or null when the page asks for none. */
  captcha(): HTMLElement | null {
    return screen.queryByRole('group', { name: CAPTCHA_LABEL });
  }

  /** The captcha's labelled group; throws when the page shows none. */
  shownCaptcha(): HTMLElement {
    return screen.getByRole('group', { name: CAPTCHA_LABEL });
  }

  /** The ALTCHA widget, once its (stubbed) runtime has loaded. */
  async captchaWidget(): Promise<HTMLElement> {
    return this.until(() => {
      const widget = this.captcha()?.querySelector('altcha-widget');
      expect(widget, 'the captcha widget is drawn').toBeTruthy();
      return widget as HTMLElement;
    });
  }

  /** The widget tells the page of its state as ALTCHA does: `verified` with the payload to send, `expired`, … */
  async captchaReports(state: 'verified' | 'expired', payload?: string): Promise<void> {
    const widget = await this.captchaWidget();
    fireEvent(widget, new CustomEvent('statechange', { detail: { state, payload } }));
  }

  /** The error summary's messages, in order; none without a summary. */
  summaryMessages(): string[] {
    const summary = screen.queryByRole('alert', { name: SUMMARY_TITLE });
    return summary
      ? within(summary)
          .queryAllByRole('link')
          .map((link) => link.textContent ?? '')
      : [];
  }

  /** The submit button shows the sending spinner. */
  spinnerShown(): boolean {
    return within(this.submitButton()).queryByRole('progressbar', { name: 'جار الإرسال' }) !== null;
  }

  private toasts(): ShownToast[] {
    return [...document.querySelectorAll('[aria-describedby="notistack-snackbar"]')].map((element) => ({
      element,
      variant: element.classList.contains('notistack-MuiContent-success')
        ? 'success'
        : element.classList.contains('notistack-MuiContent-error')
          ? 'error'
          : 'other',
      message: element.textContent ?? '',
    }));
  }

  /** Remembers the toasts on screen, so `newToasts` tells the ones that come after. */
  markToasts(): void {
    this.toastsBefore = new Set(this.toasts().map(({ element }) => element));
  }

  /** The toasts shown since `markToasts`, as [variant, message]. */
  newToasts(): [ToastVariant | 'other', string][] {
    return this.toasts()
      .filter(({ element }) => !this.toastsBefore.has(element))
      .map(({ variant, message }) => [variant, message]);
  }

  /** The failure count the page keeps for the form, as stored. */
  storedFailures(): string | null {
    return localStorage.getItem(FAILURES_KEY);
  }
}
