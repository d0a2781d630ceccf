import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';

/** A chosen file as it sits in form data: its descriptor plus the key of its File here. */
export interface ChosenFile extends FileDescriptor {
  ref: string;
}

// Outside the form data, because RJSF clones form data and a clone of a File is not a File.
const chosen = new Map<string, File>();
let counter = 0;

/** Keeps the File and returns the descriptor the schema validates. */
export function chooseFile(file: File): ChosenFile {
  counter += 1;
  const ref = `file-${counter}`;
  chosen.set(ref, file);
  return { name: file.name, type: file.type, size: file.size, ref };
}

/** The File a descriptor in form data stands for. */
export function chosenFile(descriptor: unknown): File | undefined {
  const ref = (descriptor as Partial<ChosenFile> | null)?.ref;
  return typeof ref === 'string' ? chosen.get(ref) : undefined;
}

/** Lets go of a File the citizen removed. */
export function forgetFile(descriptor: unknown): void {
  const ref = (descriptor as Partial<ChosenFile> | null)?.ref;
  if (typeof ref === 'string') chosen.delete(ref);
}
