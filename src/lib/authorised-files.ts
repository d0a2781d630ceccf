import { useEffect, useState } from 'react';
import { api } from './api-client';

/**
 * Saves a file served by an authorising route under its original name: fetched with the bearer
 * token (a plain link cannot carry it), then handed to the browser as a download.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await api.blob(path));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the browser no longer needs the object URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An object URL of an image behind an authorising route (the profile photo) for an <img>; undefined until loaded, or on failure. */
export function useAuthorisedImage(path: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) return undefined;
    let objectUrl: string | undefined;
    let current = true;
    api
      .blob(path)
      .then((blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      // Without its photo the profile still shows the initials.
      .catch(() => undefined);
    return () => {
      current = false;
      setUrl(undefined);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
