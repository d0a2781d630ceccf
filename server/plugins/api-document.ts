import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import formExamples from '../../schemas/.generated/examples.json';
import { formDefinition, type FormId } from '../../schemas/registry';
import { fileFieldLimits, isFileSchema, type FileDescriptor } from '../../schemas/validation/file-descriptor';
import {
  questionField,
  questionsToSchema,
  QUESTION_TYPES,
  type Question,
} from '../../schemas/questions/questions-to-schema';
import { wiresOf, type FormWire } from '../lib/form-wire';
import { API_TAGS } from '../lib/route-answers';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form a route reads (readSubmission checks it): the document shows it as the request body.
     * A list names alternatives one route takes (POST profile: settings or the profile itself).
     */
    form?: FormId | readonly FormId[];
    /** Fields the route reads besides its form's, or instead of one (readSubmission takes them): the document shows them. */
    formWires?: readonly FormWire[];
    /**
     * The route reads answers to a job's or a survey's questions (readQuestionAnswers), and these
     * fields besides: the document shows the answers' wire format as the request body.
     */
    questionAnswers?: { otherFields: Record<string, Record<string, unknown>> };
    /** The route honours Idempotency-Key (app.idempotency.run checks it): the document shows the header. */
    idempotent?: true;
  }
}

/** Where the OpenAPI document is served, under the API's own prefix. */
export const API_DOCUMENT_PATH = '/api/v1/openapi.json';

const FORM_BODY_NOTE =
  'Sent as multipart/form-data: each answer a field of its name; a list as its name repeated (name[] and name[0], name[1]… are read too), ' +
  'an item with fields of its own as name[0][field]; each file a binary part (format: binary), its type judged by its content. ' +
  'A field the route does not take is refused (422). The examples give a file as its content.';

type SchemaNode = Record<string, unknown>;

const RELATIVE_DAY = /^today([+-]\d+)?$/;

/** What our own keywords say, in words: a bound relative to today, or to a sibling's answer. */
function ownKeywordsInWords(node: SchemaNode): string[] {
  const words: string[] = [];
  for (const [keyword, side] of [
    ['formatMinimum', 'Not before'],
    ['formatMaximum', 'Not after'],
  ] as const) {
    const bound = node[keyword];
    if (typeof bound === 'string' && RELATIVE_DAY.test(bound))
      words.push(`${side} ${bound.replace(/([+-])/, ' $1 ')} days (the reserve's day, Asia/Riyadh).`);
  }
  if (typeof node.notBefore === 'string') words.push(`Not before ${node.notBefore}.`);
  const reference = (node.const as SchemaNode | null | undefined)?.$data;
  if (typeof reference === 'string') words.push(`Must equal ${reference.replace(/^\d+\//, '')}.`);
  return words;
}

/** A file as the wire carries it: a binary part of the types and size its descriptor's schema allows. */
function asBinaryPart(descriptor: SchemaNode): SchemaNode {
  const { types, maxBytes } = fileFieldLimits(descriptor)!;
  return {
    type: 'string',
    format: 'binary',
    description: `A file of type ${types.join(', ')} (judged by its content), at most ${maxBytes} bytes.`,
  };
}

/**
 * A form schema as standard JSON Schema: ajv's `$data` (a confirmation equal to the password), our
 * `notBefore` and bounds relative to today are no JSON Schema, so the document says them in words;
 * a file, which the form holds as its name, type and size, is the binary part sent.
 */
function asStandardSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asStandardSchema);
  if (typeof node !== 'object' || node === null) return node;
  if (isFileSchema(node as SchemaNode)) return asBinaryPart(node as SchemaNode);
  const words = ownKeywordsInWords(node as SchemaNode);
  const standard = Object.entries(node as SchemaNode).filter(
    ([keyword, value]) =>
      keyword !== 'notBefore' &&
      !(keyword === 'const' && (value as SchemaNode | null)?.$data !== undefined) &&
      !(
        (keyword === 'formatMinimum' || keyword === 'formatMaximum') &&
        typeof value === 'string' &&
        RELATIVE_DAY.test(value)
      ),
  );
  const plain = Object.fromEntries(standard.map(([key, value]) => [key, asStandardSchema(value)]));
  return words.length > 0 ? { ...plain, description: words.join(' ') } : plain;
}

/** A form's own schema (the file the browser renders and the server validates with), as the document shows it. */
export const documentedFormSchema = (formId: FormId) => asStandardSchema(formDefinition(formId).schema) as SchemaNode;

/** The fields a route reads for one form: the form's, with those its wires replace swapped for theirs. */
export function documentedFormBody(formId: FormId, formWires: readonly FormWire[] = []): SchemaNode {
  const {
    properties = {},
    required = [],
    ...schema
  } = documentedFormSchema(formId) as { properties?: SchemaNode; required?: string[] };
  return wiresOf(formDefinition(formId).schema, formWires).reduce<SchemaNode>(
    (body, wire) => {
      const kept = Object.fromEntries(
        Object.entries(body.properties as SchemaNode).filter(([field]) => field !== wire.replaces),
      );
      const requiredFields = body.required as string[];
      const wireRequired =
        wire.replaces !== undefined && requiredFields.includes(wire.replaces) ? Object.keys(wire.fields) : [];
      return {
        ...body,
        properties: { ...kept, ...wire.fields },
        required: [...requiredFields.filter((field) => field !== wire.replaces), ...wireRequired],
      };
    },
    { ...schema, properties, required },
  );
}

/** What an example's file is sent as: a small whole file of a type every file field takes (a PDF, else a GIF), as text. */
export const exampleFileContent = (type: string) => (type === 'application/pdf' ? EXAMPLE_PDF : EXAMPLE_GIF);

/** A one-page PDF without active content. */
const EXAMPLE_PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
/** A 1×1 GIF with no colour table: every byte below 0x80, so it travels as text unchanged. */
const EXAMPLE_GIF =
  'GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000,\u0000\u0000\u0000\u0000\u0001\u0000\u0001\u0000\u0000\u0002\u0002D\u0001\u0000;';

const isFileDescriptor = (value: unknown): value is FileDescriptor =>
  typeof value === 'object' && value !== null && ['name', 'type', 'size'].every((key) => Object.hasOwn(value, key));

/** An example of the form's answers as sent: through the route's wires, each file as its content. */
function asSentExample(
  formId: FormId,
  formWires: readonly FormWire[],
  answers: Record<string, unknown>,
): Record<string, unknown> {
  const withFiles = Object.fromEntries(
    Object.entries(answers).map(([field, value]) => [
      field,
      Array.isArray(value)
        ? value.map((item) => (isFileDescriptor(item) ? exampleFileContent(item.type) : item))
        : value,
    ]),
  );
  return wiresOf(formDefinition(formId).schema, formWires).reduce(
    (example, wire) => wire.toWire?.(example) ?? example,
    withFiles,
  );
}

/** One question of each type: what questionsToSchema lets each answer hold is what `answer` or `files` may. */
const ONE_OF_EACH_TYPE: Question[] = QUESTION_TYPES.map((type, index) => ({
  id: index + 1,
  question: type,
  type,
  required: false,
}));

/** A schema without its `enum`s: a choice's values are its own question's options. */
const withoutChoices = (node: SchemaNode): SchemaNode =>
  Object.fromEntries(
    Object.entries(node)
      .filter(([keyword]) => keyword !== 'enum')
      .map(([keyword, value]) => [
        keyword,
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? withoutChoices(value as SchemaNode)
          : value,
      ]),
  );

/**
 * The questions the document's example answers, held as the demo content holds them: several of one
 * type, the options' labels apart from their values.
 */
export const EXAMPLE_QUESTIONS: Question[] = [
  { id: 1, question: 'Which city do you live in now?', type: 'text', required: true },
  { id: 2, question: 'When could you start?', type: 'text', required: false },
  {
    id: 3,
    question: 'Which sites did you visit?',
    type: 'checkbox',
    required: true,
    options: [
      { value: 'tanhat', label: 'Rawdat Al-Tanhat' },
      { value: 'shawki', label: 'Wadi Al-Shawki' },
    ],
  },
  { id: 4, question: 'Attach your CV', type: 'file', required: true },
];

/**
 * The request body of answers to runtime questions, generated from what questionsToSchema makes of
 * one question of each type: `answers[i][id]` with `answers[i][answer]` (repeated for a checkbox) or
 * `answers[i][files]` (a binary part each), and `otherFields`.
 */
function questionAnswersBody(
  otherFields: Record<string, Record<string, unknown>>,
  example: Record<string, unknown>,
): SchemaNode {
  const { schema } = questionsToSchema(ONE_OF_EACH_TYPE);
  const answerOf = (question: Question) =>
    withoutChoices(asStandardSchema(schema.properties![questionField(question.id)]) as SchemaNode);
  const file = ONE_OF_EACH_TYPE.find((question) => question.type === 'file')!;
  return {
    type: 'object',
    description: `${FORM_BODY_NOTE} The example answers questions ${JSON.stringify(EXAMPLE_QUESTIONS)}.`,
    properties: {
      answers: {
        type: 'array',
        description:
          "One item per answered question, checked against that question's type and options (422 keyed by question, `q_<id>`).",
        items: {
          type: 'object',
          required: ['id'],
          properties: {
            id: {
              type: 'integer',
              minimum: 1,
              description: 'The id of a question of this job or survey; an answer to no question of it is left out.',
            },
            answer: {
              description:
                "A text, tel, date or number answer, a radio's option value, or each of a checkbox's option values.",
              anyOf: ONE_OF_EACH_TYPE.filter((question) => question.type !== 'file').map((question) => ({
                title: question.type,
                ...answerOf(question),
              })),
            },
            files: { ...answerOf(file), description: 'The files of a file question.' },
          },
        },
      },
      ...otherFields,
    },
    examples: [example],
  };
}

/** The example's answers to EXAMPLE_QUESTIONS, as sent. */
const exampleAnswers = (otherFields: Record<string, unknown>) => ({
  answers: [
    { id: 1, answer: 'Riyadh' },
    { id: 3, answer: ['tanhat', 'shawki'] },
    { id: 4, files: [EXAMPLE_PDF] },
  ],
  ...otherFields,
});

/** The first example of each field, for the document's example of a whole body. */
const examplesOfFields = (fields: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [name, (schema.examples as unknown[] | undefined)?.[0]]),
  );

const ALTERNATIVES_NOTE =
  ' The route takes one of several forms: the one that names the most of the fields sent (the first of them on a tie).';

const examplesOf = (formId: FormId, formWires: readonly FormWire[]) =>
  Object.values((formExamples as Record<string, Record<string, Record<string, unknown>>>)[formId] ?? {}).map(
    (answers) => asSentExample(formId, formWires, answers),
  );

/** The form's schema (or its alternatives, in the order they are tried) as the request body, for the document only. */
function withFormBody(
  schema: Record<string, unknown> | undefined,
  form: FormId | readonly FormId[],
  formWires: readonly FormWire[],
) {
  const formBody = (formId: FormId) => ({
    ...documentedFormBody(formId, formWires),
    title: formId,
    examples: examplesOf(formId, formWires),
  });
  const body =
    typeof form === 'string'
      ? { ...formBody(form), description: FORM_BODY_NOTE }
      : {
          anyOf: form.map(formBody),
          description: FORM_BODY_NOTE + ALTERNATIVES_NOTE,
          examples: form.flatMap((formId) => examplesOf(formId, formWires)),
        };
  return { ...schema, consumes: ['multipart/form-data'], body };
}

/** The request headers a route reads, for the document only (Fastify does not validate them). */
function withHeaders(schema: Record<string, unknown>, idempotent: boolean) {
  const headers = {
    type: 'object',
    properties: {
      'accept-language': {
        type: 'string',
        description: 'en for answers in English; Arabic (ar) otherwise.',
        examples: ['ar', 'en'],
      },
      ...(idempotent && {
        [IDEMPOTENCY_HEADER.toLowerCase()]: {
          type: 'string',
          pattern: IDEMPOTENCY_KEY_PATTERN,
          description:
            "A key of the client's choosing: a repeat with the same key and body gets the first answer again and stores nothing more.",
        },
      }),
    },
  };
  return { ...schema, headers };
}

/**
 * The API's OpenAPI 3.1 document, generated by @fastify/swagger from the schemas every route
 * declares (registered before the routes, so it sees each of them), served at API_DOCUMENT_PATH.
 */
export const apiDocument = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Royal reserve portal API',
          version: '1',
          description:
            'The API behind the reserve portal. Answers are in the language of Accept-Language (ar unless it asks for en first); ' +
            'every refusal is the envelope { message, errors? }.',
          contact: { name: 'Contact the authority', url: `${app.config.publicUrl}/contact-us` },
        },
        servers: [{ url: '/' }],
        tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of a sign-in answer.' },
          },
        },
      },
      transform: ({ schema, url, route }) => {
        const { form, formWires = [], questionAnswers, idempotent = false } = route.config ?? {};
        const withBody = form
          ? withFormBody(schema as Record<string, unknown>, form, formWires)
          : questionAnswers
            ? {
                ...schema,
                consumes: ['multipart/form-data'],
                body: questionAnswersBody(
                  questionAnswers.otherFields,
                  exampleAnswers(examplesOfFields(questionAnswers.otherFields)),
                ),
              }
            : { ...schema };
        const described = withHeaders(withBody, idempotent);
        return { schema: described, url } as never;
      },
    });
    app.get(API_DOCUMENT_PATH, { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger());
  },
  { name: 'api-document' },
);
