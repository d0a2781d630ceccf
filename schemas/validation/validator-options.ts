import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { formats } from './formats';

/**
 * The one set of ajv options, used by the server's validator and by the browser's precompiled
 * one alike, so the two can never disagree.
 */
export const validatorOptions: CustomValidatorOptionsType = {
  customFormats: formats,
  // Only our own formats: each one has to be reachable from the precompiled browser code.
  ajvFormatOptions: false,
  ajvOptionsOverrides: {
    // No silent conversion the browser would not do: multipart strings are converted, by
    // multipartToData, before validation.
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
  },
};
