import type { Browser, Page } from 'playwright-core';
import { round } from './stats';

/** A phone's CPU, as Lighthouse's mobile preset slows it. */
export const CPU_SLOWDOWN = 4;
// Sixty keystrokes, so the 95th percentile is not one unlucky key.
const TYPED_TEXT = 'ممر الظل على درب روضة نورة يحتاج مقاعد أكثر قرب نقطة الماء';
const KEY_DELAY_MS = 120;
/** Event Timing reports interactions from 16 ms; one not reported took less. */
const DURATION_THRESHOLD_MS = 16;

export interface TypingResult {
  url: string;
  field: string;
  keystrokes: number;
  p95_ms: number;
  max_ms: number;
}

declare global {
  interface Window {
    benchInteractions?: Record<number, number>;
  }
}

/** The 95th percentile of the values (nearest rank). */
function percentile95(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
}

/**
 * Types a sentence into one field at a human pace with the CPU slowed 4×, and reads each keystroke's
 * interaction duration from the Event Timing API (what INP is made of): how long until the next frame
 * showed the key, the field's re-render included.
 */
export async function measureTyping(
  browser: Browser,
  url: string,
  field: string,
  { token, prepare }: { token?: string; prepare?: (page: Page) => Promise<void> } = {},
): Promise<TypingResult> {
  const context = await browser.newContext();
  // A member form is typed into by a signed-in citizen, after filling what the measured state needs.
  if (token)
    await context.addInitScript((value) => localStorage.setItem('reserve-portal.token', JSON.stringify(value)), token);
  const page = await context.newPage();
  try {
    await page.goto(url);
    await prepare?.(page);
    const input = page.locator(field);
    await input.waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate((threshold) => {
      const longest: Record<number, number> = {};
      window.benchInteractions = longest;
      new PerformanceObserver((list) => {
        // interactionId is newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          const id = entry.interactionId;
          if (id) longest[id] = Math.max(longest[id] ?? 0, entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
    }, DURATION_THRESHOLD_MS);
    await input.click();
    await input.pressSequentially(TYPED_TEXT, { delay: KEY_DELAY_MS });
    // Let the last entries arrive.
    await page.waitForTimeout(1000);
    const reported = Object.values((await page.evaluate(() => window.benchInteractions)) ?? {});
    const keystrokes = [...TYPED_TEXT].length;
    // The click is an interaction too; the keystrokes not reported count as the threshold (an upper bound).
    const durations = [
      ...reported,
      ...Array(Math.max(0, keystrokes + 1 - reported.length)).fill(DURATION_THRESHOLD_MS),
    ];
    return { url, field, keystrokes, p95_ms: round(percentile95(durations)), max_ms: round(Math.max(...durations)) };
  } finally {
    await context.close();
  }
}
