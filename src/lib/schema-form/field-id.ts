/** The id RJSF gives a field's widget: `companions.1.name` → `root_companions_1_name`. */
export const fieldIdOf = (field: string) => ['root', ...field.split('.')].join('_');

const withoutIndices = (id: string) => id.replace(/_\d+(?=_|$)/g, '');

/**
 * Which of `paths` (keys of a form's messages, written without array indices: `companions.name`)
 * is the field a widget of this id draws; a widget is given its id, not its path.
 */
export function fieldPathOf(id: string, paths: string[]): string | undefined {
  const wanted = withoutIndices(id);
  return paths.find((path) => withoutIndices(fieldIdOf(path)) === wanted);
}
