import { api } from '../../../lib/api-client';

/**
 * Saves what an authorising route answers (a case's file, the queue's CSV) as a file: a plain link
 * could not carry the staff token. The browser holds it once, to save it.
 */
export async function saveDownload(path: string, fileName: string): Promise<void> {
  const file = URL.createObjectURL(await api.blob(path));
  const link = Object.assign(document.createElement('a'), { href: file, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(file);
}
