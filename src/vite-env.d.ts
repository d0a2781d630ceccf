/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; /api/v1 on the same host by default. */
  readonly VITE_API_BASE?: string;
}
