import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const codeSnifferSource = createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js');

interface CodeSnifferMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}

/**
 * WCAG 2 AA errors HTML_CodeSniffer (pa11y's default checker) finds on the page, a second opinion beside
 * axe: each as its code, message and the element's opening tag. The page's context must bypass CSP.
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: codeSnifferSource });
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              process(standard: string, root: Document, done: () => void): void;
              getMessages(): CodeSnifferMessage[];
            };
          }
        ).HTMLCS;
        // Type 1 is an error; warnings and notices ask a person to judge.
        const ERROR = 1;
        htmlcs.process('WCAG2AA', document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === ERROR)
              .map(
                (message) =>
                  `${message.code}: ${message.msg} (${/^<[^>]*>/.exec(message.element.outerHTML)?.[0] ?? message.element.nodeName})`,
              ),
          ),
        );
      }),
  );
}
