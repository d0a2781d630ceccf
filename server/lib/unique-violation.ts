/** The unique constraint or index a failed insert ran into (PostgreSQL's 23505), if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error || (typeof cause === 'object' && cause !== null);) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    cause = (cause as { cause?: unknown }).cause;
    if (cause === undefined) break;
  }
  return undefined;
}
