const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether two sets of answers (JSON-like form data) say the same thing: deep equality that ignores
 * key order, with a key holding undefined counted as absent, as it is when the form is sent.
 */
export function sameAnswers(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameAnswers(item, b[index]))
    );
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => sameAnswers(a[key], b[key]));
}
