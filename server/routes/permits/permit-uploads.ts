import type { FileDescriptor } from '../../../schemas/validation/file-descriptor';
import type { MultipartForm } from '../../lib/multipart-form';
import type { PermitUpload } from '../../services/permits/save-permit';

const isFileDescriptor = (value: unknown): value is FileDescriptor =>
  typeof value === 'object' && value !== null && 'size' in value;

/** Every file uploaded with these answers, with the field it answers (a kept file of an earlier version is not one). */
export const uploadsOf = (value: Record<string, unknown>, files: MultipartForm['files']): PermitUpload[] =>
  Object.entries(value).flatMap(([field, answer]) =>
    (Array.isArray(answer) ? answer : []).filter(isFileDescriptor).flatMap((descriptor) => {
      const file = files.get(descriptor);
      return file ? [{ field, file }] : [];
    }),
  );
