import type { Locale } from '../i18n/locale';
import { permitPages } from '../../schemas/.generated/permit-pages';
import { RESERVE_TIME_ZONE } from '../../schemas/validation/reserve-day';
import type { MessageKey, VerifyMessages } from './messages';
import type { ShownPermit, Verdict } from './verdict';

/** What the verdict area shows: nothing yet, a check under way, a verdict, or a reason none could be given. */
export type VerdictShown = { kind: 'none' } | { kind: 'checking' } | { kind: 'failed'; message: MessageKey } | Verdict;

type Tone = 'good' | 'wait' | 'bad';

// Colour is never alone: each verdict has its words and an icon of its own shape.
const LOOK: Record<Verdict['kind'], { tone: Tone; title: MessageKey; detail?: MessageKey }> = {
  valid: { tone: 'good', title: 'valid' },
  not_yet_valid: { tone: 'wait', title: 'notYetValid', detail: 'notYetValidDetail' },
  expired: { tone: 'bad', title: 'expired', detail: 'expiredDetail' },
  cancelled: { tone: 'bad', title: 'cancelled', detail: 'cancelledDetail' },
  forged: { tone: 'bad', title: 'forged', detail: 'forgedDetail' },
  unknown_key: { tone: 'bad', title: 'unknownKey', detail: 'unknownKeyDetail' },
  not_found: { tone: 'bad', title: 'notFound', detail: 'notFoundDetail' },
};

// 24×24 strokes: a tick, a clock, a cross.
const ICONS: Record<Tone, string> = {
  good: 'M5 12.5l4.5 4.5L19 7.5',
  wait: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5.5l3.5 2',
  bad: 'M6 6l12 12M18 6L6 18',
};

const SVG = 'http://www.w3.org/2000/svg';

function icon(tone: Tone): SVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'verdict-icon');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', ICONS[tone]);
  svg.append(path);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** Left-to-right text (a reference, a plate, digits) kept whole inside a right-to-left line. */
const ltr = (text: string) => element('bdi', { dir: 'ltr' }, text);

/** A day in the active language, Gregorian then Umm al-Qura, on the reserve's calendar. */
export function dayText(day: string, locale: Locale): string {
  const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: RESERVE_TIME_ZONE } as const;
  const date = new Date(`${day}T00:00:00Z`);
  const gregorian = new Intl.DateTimeFormat(locale, options).format(date);
  const hijri = new Intl.DateTimeFormat(locale, { ...options, calendar: 'islamic-umalqura' }).format(date);
  return `${gregorian} (${hijri})`;
}

const typeName = (type: string, locale: Locale) =>
  permitPages.find((page) => page.type === type)?.title[locale] ?? type;

function facts(permit: ShownPermit, m: VerifyMessages, locale: Locale): HTMLDListElement {
  const rows: [string, Node | string][] = [
    [m.type, typeName(permit.type, locale)],
    [m.reference, ltr(permit.reference)],
    [m.holder, permit.initials],
  ];
  if (permit.from && permit.to)
    rows.push([m.validFrom, dayText(permit.from, locale)], [m.validTo, dayText(permit.to, locale)]);
  else rows.push([m.validTo, m.noDates]);
  if (permit.plates.length > 0) {
    const plates = element('ul', { class: 'plates' }, ...permit.plates.map((plate) => element('li', {}, ltr(plate))));
    rows.push([m.plates, plates]);
  }
  if (permit.id4) rows.push([m.idNumber, ltr(`•••• ${permit.id4}`)]);
  return element(
    'dl',
    { class: 'facts' },
    ...rows.map(([term, value]) => element('div', {}, element('dt', {}, term), element('dd', {}, value))),
  );
}

/** Draws what the verdict area shows, in the active language. */
export function drawVerdict(area: HTMLElement, shown: VerdictShown, m: VerifyMessages, locale: Locale): void {
  if (shown.kind === 'none') return area.replaceChildren();
  if (shown.kind === 'checking') return area.replaceChildren(element('p', { class: 'checking' }, m.checking));
  if (shown.kind === 'failed')
    return area.replaceChildren(element('p', { class: 'verdict verdict-bad' }, m[shown.message]));
  const look = LOOK[shown.kind];
  const section = element(
    'section',
    { class: `verdict verdict-${look.tone}`, 'aria-labelledby': 'verdict-title', 'data-verdict': shown.kind },
    element(
      'div',
      { class: 'verdict-head' },
      icon(look.tone),
      element('h2', { id: 'verdict-title', tabindex: '-1' }, m[look.title]),
    ),
  );
  if (look.detail) section.append(element('p', {}, m[look.detail]));
  if ('permit' in shown) {
    section.append(
      element('p', { class: 'checked' }, shown.checked === 'online' ? m.checkedOnline : m.checkedOffline),
      facts(shown.permit, m, locale),
      element('p', { class: 'id-card' }, m.checkIdCard),
    );
  }
  area.replaceChildren(section);
}
