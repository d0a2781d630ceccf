/** A time as staff read it: in the reserve's zone, with the date and the minute. */
export const staffDateTime = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' } as const;
