/** Precompiles the browser's form validators at build time (filled in by the form spine). */
export {};
