import { describe, expect, it } from 'vitest';
import { apiQueryOfSearch, filtersOfSearch, searchOfFilters } from './queue-query';

describe('the queue’s address and its filters', () => {
  it('reads every filter from the address and writes it back in the API’s words', () => {
    const search =
      'q=SA-2026&type=beekeeping&status=pending&from=2026-01-01&to=2026-01-31&region=3&area=7&assignee=me&overdue=1';
    const answers = filtersOfSearch(search);
    expect(answers).toEqual({
      q: 'SA-2026',
      type: 'beekeeping',
      status: 'pending',
      from: '2026-01-01',
      to: '2026-01-31',
      region: 3,
      area: 7,
      assignee: 'me',
      overdue: true,
    });
    expect(searchOfFilters(answers)).toBe(search);
  });

  it('says unassigned as the API does, drops empty answers and numbers that are not ids', () => {
    expect(filtersOfSearch('unassigned=1&region=abc&area=0')).toEqual({ assignee: 'unassigned' });
    expect(searchOfFilters({ assignee: 'unassigned', q: '  ', overdue: false })).toBe('unassigned=1');
    expect(searchOfFilters({ assignee: 'anyone' })).toBe('');
  });

  it('gives the API only the keys it takes, and the CSV export no page', () => {
    expect(apiQueryOfSearch('status=pending&page=3&utm_source=mail')).toEqual({ status: 'pending', page: '3' });
    expect(apiQueryOfSearch('status=pending&page=3', { withPage: false })).toEqual({ status: 'pending' });
  });
});
