import { errorMessage } from './stats';

export interface SectionError {
  error: string;
}

export type Section<T> = T | SectionError;

export function isError<T>(section: Section<T>): section is SectionError {
  return typeof section === 'object' && section !== null && 'error' in section;
}

/** Runs one bench section; a failure is recorded as { error } so the other sections still run. */
export async function measure<T>(name: string, run: () => Promise<T>): Promise<Section<T>> {
  const startedAt = performance.now();
  console.error(`▶ ${name}…`);
  try {
    const result = await run();
    console.error(`  ${name} done in ${Math.round((performance.now() - startedAt) / 1000)} s`);
    return result;
  } catch (error) {
    console.error(`  ${name} failed: ${errorMessage(error)}`);
    return { error: errorMessage(error) };
  }
}
