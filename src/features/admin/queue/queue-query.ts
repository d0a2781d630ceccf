import type { Answers } from '../../../../machines/submission.machine';

/** The query keys of GET admin/permits (and permits.csv) that the queue's address carries, page apart. */
const FILTER_KEYS = ['q', 'type', 'status', 'from', 'to', 'region', 'area', 'assignee', 'unassigned', 'overdue'];
const WHOLE_NUMBER = /^[1-9]\d{0,9}$/;

/** The filters form's answers from the address's query (`?status=pending&assignee=me`). */
export function filtersOfSearch(search: string): Answers {
  const query = new URLSearchParams(search);
  const answers: Answers = {};
  for (const key of ['q', 'type', 'status', 'from', 'to'])
    if (query.get(key)) answers[key] = query.get(key) ?? undefined;
  for (const key of ['region', 'area']) {
    const value = query.get(key) ?? '';
    if (WHOLE_NUMBER.test(value)) answers[key] = Number(value);
  }
  answers.assignee = query.get('unassigned') === '1' ? 'unassigned' : query.get('assignee') === 'me' ? 'me' : 'anyone';
  if (query.get('overdue') === '1') answers.overdue = true;
  return answers;
}

/** The query of the form's answers, in the API's words: `assignee=me`, `unassigned=1`, `overdue=1`; empty ones left out. */
export function searchOfFilters(answers: Answers): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'type', 'status', 'from', 'to', 'region', 'area']) {
    const value = answers[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') query.set(key, String(value).trim());
  }
  if (answers.assignee === 'me') query.set('assignee', 'me');
  if (answers.assignee === 'unassigned') query.set('unassigned', '1');
  if (answers.overdue === true) query.set('overdue', '1');
  return query.toString();
}

/** The API's query for the address's filters and page; the CSV export takes the same without the page. */
export function apiQueryOfSearch(search: string, { withPage = true } = {}): Record<string, string> {
  const query = new URLSearchParams(search);
  const keys = withPage ? [...FILTER_KEYS, 'page'] : FILTER_KEYS;
  return Object.fromEntries(keys.flatMap((key) => (query.get(key) ? [[key, query.get(key)!]] : [])));
}
