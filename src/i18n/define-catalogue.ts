/**
 * A feature's messages in both languages. Arabic is the reference: English must have exactly
 * the same keys, or type-checking fails.
 */
export function defineCatalogue<const Keys extends string>(catalogue: {
  ar: Record<Keys, string>;
  en: NoInfer<Record<Keys, string>>;
}) {
  return catalogue;
}
