import { describe, expect, it } from 'vitest';
import { durationInDays, groupByType, headerKeyOf, joinMessageId } from './activity-facts';
import { thumbnailScrollDelta } from './components/activity-gallery';

describe('durationInDays', () => {
  it.each([
    ['2027-01-08T05:00:00Z', '2027-01-08T10:00:00Z', 1],
    ['2027-01-08T05:00:00Z', '2027-01-09T05:00:00Z', 1],
    ['2027-01-08T05:00:00Z', '2027-01-09T05:00:01Z', 2],
    ['2027-02-25T13:00:00Z', '2027-02-26T18:00:00Z', 2],
    ['2027-03-04T05:00:00Z', '2027-03-06T10:00:00Z', 3],
    ['2027-01-08T05:00:00Z', '2027-01-08T05:00:00Z', 1],
    ['not a date', '2027-01-08T05:00:00Z', 1],
  ])('from %s to %s is %i days (the rounded-up difference, at least 1)', (from, to, days) => {
    expect(durationInDays(from, to)).toBe(days);
  });
});

describe('groupByType', () => {
  it('keeps the order of the four types and of the activities within each, leaving out empty types', () => {
    const list = [
      { type: 'workshop', id: 1 },
      { type: 'event', id: 2 },
      { type: 'workshop', id: 3 },
      { type: 'environmental_tourism', id: 4 },
    ] as const;
    expect(groupByType(list)).toEqual([
      { type: 'event', activities: [list[1]] },
      { type: 'workshop', activities: [list[0], list[2]] },
      { type: 'environmental_tourism', activities: [list[3]] },
    ]);
    expect(groupByType([])).toEqual([]);
  });
});

describe('the join message and the hero', () => {
  it('says approved only when the answer is approved', () => {
    expect(joinMessageId({ status: 'approved' })).toBe('activities.joinApproved');
    expect(joinMessageId({ status: 'pending' })).toBe('activities.joinPending');
  });

  it("takes an event's hero from the events header and the others from their own", () => {
    expect(headerKeyOf('event')).toBe('events');
    expect(headerKeyOf('workshop')).toBe('workshop');
    expect(headerKeyOf('volunteer_opportunity')).toBe('volunteer_opportunity');
    expect(headerKeyOf('environmental_tourism')).toBe('environmental_tourism');
  });

  it('scrolls the thumbnails 100 px, towards the left going forward in Arabic', () => {
    expect(thumbnailScrollDelta(true, 'ltr')).toBe(100);
    expect(thumbnailScrollDelta(false, 'ltr')).toBe(-100);
    expect(thumbnailScrollDelta(true, 'rtl')).toBe(-100);
    expect(thumbnailScrollDelta(false, 'rtl')).toBe(100);
  });
});
