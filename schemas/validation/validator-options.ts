import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import type Ajv from 'ajv';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { formatLimitDefinition } from 'ajv-formats/dist/limit';
import { formats, notBefore } from './formats';
import { DAY_BOUND_PATTERN } from './reserve-day';

/**
 * Our formats and keywords on RJSF's ajv instance. `formatMinimum`/`formatMaximum` (ajv-formats)
 * bound a `date` or `day-time` through its `compare`: by a day, by `today±N` (the reserve's day) or
 * by a sibling's answer (`{ "$data": "1/from_date" }`).
 */
/**
 * `"notBefore": "from_date"`: a date (or day-time) that may not be earlier than its sibling's
 * answer (departure ≥ arrival). Generated as a call of formats.ts' `notBefore`, so the precompiled
 * browser code runs the very function the server does.
 */
const notBeforeKeyword: CodeKeywordDefinition = {
  keyword: 'notBefore',
  type: 'string',
  schemaType: 'string',
  metaSchema: { type: 'string', pattern: '^[A-Za-z_]\\w*$' },
  error: { message: 'must not be before its sibling', params: ({ schema }) => _`{ sibling: ${schema as string} }` },
  code(cxt: KeywordCxt) {
    const { gen, data, schema, it } = cxt;
    const check = gen.scopeValue('formats', {
      key: 'notBefore',
      ref: notBefore,
      code: it.opts.code.formats ? _`${it.opts.code.formats}.notBefore` : undefined,
    });
    cxt.fail(_`!${check}(${data}, ${it.parentData}[${schema as string}])`);
  },
};

function addFormatsAndKeywords(ajv: Ajv): Ajv {
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  // A bound is written YYYY-MM-DD or today±N: any other fails when the schema is compiled, never silently.
  ajv.addKeyword({ ...formatLimitDefinition, metaSchema: { type: 'string', pattern: DAY_BOUND_PATTERN } });
  ajv.addKeyword(notBeforeKeyword);
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
