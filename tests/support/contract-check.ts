import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { API_DOCUMENT_PATH } from '../../server/plugins/api-document';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new WeakMap<object, ValidateFunction>();
const violations: string[] = [];

function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

function bodyOf(payload: unknown): unknown {
  if (payload === null || payload === undefined || payload === '') return undefined;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return JSON.parse(payload.toString());
  return payload;
}

/**
 * Checks every answer of the API, as it goes on the wire, against the schema its route declares
 * for that status (the one the OpenAPI document publishes). An undocumented status or a body
 * outside its schema is recorded, and the test that caused it fails (contract-setup.ts).
 */
export function checkAnswersAgainstContract(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    // Test-only routes (added by a test to provoke a failure) are not part of the API.
    if (!route?.startsWith('/api/v1/') || route.startsWith('/api/v1/test-only/') || route === API_DOCUMENT_PATH)
      return done(null, payload);
    const where = `${request.method} ${route} answered ${reply.statusCode}`;
    const responses = request.routeOptions.schema?.response as Record<string, object> | undefined;
    const schema = responses?.[reply.statusCode] as { content?: Record<string, unknown> } | undefined;
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
    if (!schema) {
      violations.push(`${where}, a status its schema does not document`);
    } else if (schema.content) {
      // A file answer (fileAnswer): its bytes are the file, of a type the route declares.
      if (!Object.hasOwn(schema.content, type)) violations.push(`${where} with the undeclared type ${type}`);
    } else if (reply.statusCode !== 304) {
      try {
        const validate = validatorOf(schema);
        if (!validate(bodyOf(payload))) violations.push(`${where}: ${ajv.errorsText(validate.errors)}`);
      } catch (error) {
        violations.push(`${where}: a body that is not JSON (${(error as Error).message})`);
      }
    }
    done(null, payload);
  });
}

/** The violations recorded since the last call. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}
