// What cannot be an id never reaches SQL: a route answers 404 for it at once.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Letters (any script), digits and single hyphens, as the editors' slugs are written.
const slugPattern = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;
const SLUG_MAX_LENGTH = 100;

/** Whether `value` is a uuid (any letter case). */
export const isUuid = (value: string): boolean => uuidPattern.test(value);

/** Whether `value` could be the slug of an article, an activity or an album. */
export const isSlug = (value: string): boolean => value.length <= SLUG_MAX_LENGTH && slugPattern.test(value);
