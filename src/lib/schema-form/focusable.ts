const FOCUSABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** The element if it takes the focus, else its first control that does (a radio group, a composite widget, a list item). */
export function focusableIn(element: Element | null | undefined): HTMLElement | null {
  if (!element) return null;
  return element.matches(FOCUSABLE) ? (element as HTMLElement) : element.querySelector<HTMLElement>(FOCUSABLE);
}
