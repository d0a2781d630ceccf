import type Ajv from 'ajv';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { formatLimitDefinition } from 'ajv-formats/dist/limit';
import { formats } from './formats';

/**
 * Our formats and keywords on RJSF's ajv instance. `formatMinimum`/`formatMaximum` (ajv-formats)
 * bound a `date` through its `compare`; RJSF also gives them to a date input as min/max.
 */
function addFormatsAndKeywords(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  // A bound is written YYYY-MM-DD: any other fails when the schema is compiled, never silently.
  ajv.addKeyword({ ...formatLimitDefinition, metaSchema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' } });
  return ajv;
}

/**
 * The one set of ajv options, used by the server's validator and by the browser's precompiled
 * one alike, so the two can never disagree.
 */
export const validatorOptions: CustomValidatorOptionsType = {
  // Only our own formats: each one has to be reachable from the precompiled browser code.
  ajvFormatOptions: false,
  extenderFn: addFormatsAndKeywords,
  ajvOptionsOverrides: {
    // No silent conversion the browser would not do: multipart strings are converted, by
    // multipartToData, before validation.
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
    // `"const": { "$data": "1/password" }`: a confirmation equals its sibling (RJSF knows not to prefill it).
    $data: true,
  },
};
