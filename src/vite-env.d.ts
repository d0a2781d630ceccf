/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; /api/v1 on the same host by default. */
  readonly VITE_API_BASE?: string;
  /** Set by the admin app's build only: the localStorage key of the staff token. */
  readonly VITE_TOKEN_STORAGE_KEY?: string;
}
