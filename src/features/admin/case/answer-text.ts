/** An answer as text: a list joined, a file by its name, a group as its values; `yes`/`no` name a boolean. */
export function answerText(value: unknown, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map((item) => answerText(item, words)).join('، ');
  if (typeof value === 'object') {
    const { name } = value as { name?: unknown };
    if (typeof name === 'string') return name;
    return Object.values(value)
      .map((item) => answerText(item, words))
      .join('، ');
  }
  return String(value);
}
