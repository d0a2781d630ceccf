/** PostgreSQL's error of `code` behind a failed statement (drizzle wraps it as a cause), if that is why it failed. */
function postgresError(error: unknown, code: string): { constraint?: unknown } | undefined {
  for (let cause = error; cause instanceof Error || (typeof cause === 'object' && cause !== null);) {
    if ((cause as { code?: unknown }).code === code) return cause as { constraint?: unknown };
    cause = (cause as { cause?: unknown }).cause;
    if (cause === undefined) break;
  }
  return undefined;
}

/** The unique constraint or index a failed insert ran into (PostgreSQL's 23505), if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const violation = postgresError(error, '23505');
  if (!violation) return undefined;
  return typeof violation.constraint === 'string' ? violation.constraint : '';
}

/** Whether a statement failed because a foreign key still points at the row it deleted (PostgreSQL's 23503). */
export const violatesForeignKey = (error: unknown): boolean => postgresError(error, '23503') !== undefined;
