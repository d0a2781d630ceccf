import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { translate } from '../i18n/messages';
import { ApiError } from '../lib/api-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Idempotency-Key handling for routes that create something; see Idempotency.run. */
    idempotency: Idempotency;
  }
}

/** What a route's work answers: stored under the key and replayed to every repeat. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

interface KeyId {
  scope: string;
  client: string;
  key: string;
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 16–128 of A–Z a–z 0–9 _ - (as the OpenAPI document says). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,128}$';
const HEADER = IDEMPOTENCY_HEADER;
const VALID_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);
// Evaluated by the database, so every process agrees on when a key expires.
const expiresIn24Hours = sql`now() + interval '24 hours'`;

/** The client a key belongs to: the signed-in account or member of staff (a phone may change address between a try and its retry), else the address. */
const clientOf = (request: FastifyRequest) =>
  request.account ? `user:${request.account.id}` : request.staff ? `staff:${request.staff.id}` : `ip:${request.ip}`;

/** The key this request names, undefined without the header; a malformed key is refused with 422. */
function keyIdOf(request: FastifyRequest): KeyId | undefined {
  const header = request.headers[HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !VALID_KEY.test(header)) {
    throw new ApiError(422, 'idempotency_key_malformed', {
      [HEADER]: [translate(request.locale, 'idempotency_key_malformed')],
    });
  }
  return {
    scope: `${request.method} ${request.routeOptions.url ?? request.url}`,
    client: clientOf(request),
    key: header,
  };
}

const sameKey = (id: KeyId) =>
  and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.client, id.client), eq(idempotencyKeys.key, id.key));

/** The body as the route's response schema for `status` serialises it, so no undeclared field is stored or sent. */
const serialised = (reply: FastifyReply, status: number, body: unknown) => String(reply.code(status).serialize(body));

// Built by us in both cases, so a replay is byte for byte the first answer.
const sendJson = (reply: FastifyReply, status: number, json: string) =>
  reply.code(status).type('application/json; charset=utf-8').send(json);

/**
 * Idempotency-Key as in the IETF httpapi draft and Stripe's API: the first request with a key
 * claims it before its work; a repeat with the same fingerprint gets the stored answer, or 409
 * while the first is still running; the same key with another fingerprint is refused with 422.
 * Keys are scoped to the route and the client and expire after 24 hours.
 */
export class Idempotency {
  constructor(private readonly db: Database) {}

  /**
   * Answers `request` once per key: call it after the request is parsed and validated, with a
   * fingerprint of what it carried. Without the header, `work` simply runs. If `work` throws,
   * the key is released so the client can retry.
   */
  async run(
    request: FastifyRequest,
    reply: FastifyReply,
    fingerprint: string,
    work: () => Promise<IdempotentAnswer>,
  ): Promise<FastifyReply> {
    // The route says so in its config, for the OpenAPI document: the two must agree.
    if (request.routeOptions.config.idempotent !== true)
      throw new Error(`${request.routeOptions.url} honours ${HEADER} but its config does not say so`);
    const id = keyIdOf(request);
    if (!id) {
      const { status, body } = await work();
      return sendJson(reply, status, serialised(reply, status, body));
    }
    if (!(await this.#claim(id, fingerprint))) return this.#answerRepeat(reply, await this.#find(id), fingerprint);

    let answer: IdempotentAnswer;
    try {
      answer = await work();
    } catch (error) {
      await this.db
        .delete(idempotencyKeys)
        .where(sameKey(id))
        .catch((releaseError: unknown) => request.log.error({ err: releaseError }, 'idempotency key not released'));
      throw error;
    }
    const json = serialised(reply, answer.status, answer.body);
    await this.#complete(request, id, answer.status, json);
    return sendJson(reply, answer.status, json);
  }

  /** Inserts the key's row; true when this request holds it. */
  async #claim(id: KeyId, fingerprint: string): Promise<boolean> {
    const claimed = await this.db
      .insert(idempotencyKeys)
      .values({ ...id, fingerprint, expiresAt: expiresIn24Hours })
      // An expired row counts as none: taken over in the same statement, so two requests cannot both claim it.
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.client, idempotencyKeys.key],
        set: {
          fingerprint,
          responseStatus: null,
          responseBody: null,
          createdAt: sql`now()`,
          expiresAt: expiresIn24Hours,
        },
        setWhere: lte(idempotencyKeys.expiresAt, sql`now()`),
      })
      .returning({ key: idempotencyKeys.key });
    return claimed.length > 0;
  }

  /** Stores the answer for repeats, then drops every client's expired keys so the table does not grow forever. */
  async #complete(request: FastifyRequest, id: KeyId, status: number, json: string) {
    // The work is done, so failures here are logged and the answer still sent: releasing the key
    // instead could let a retry store the submission twice.
    await this.db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: json })
      .where(sameKey(id))
      .catch((error: unknown) =>
        request.log.error({ err: error }, 'idempotency key not completed; repeats answer 409 until it expires'),
      );
    await this.db
      .delete(idempotencyKeys)
      .where(lte(idempotencyKeys.expiresAt, sql`now()`))
      .catch((error: unknown) => request.log.error({ err: error }, 'expired idempotency keys not removed'));
  }

  async #find(id: KeyId): Promise<KeyRow | undefined> {
    const [row] = await this.db.select().from(idempotencyKeys).where(sameKey(id)).limit(1);
    return row;
  }

  #answerRepeat(reply: FastifyReply, first: KeyRow | undefined, fingerprint: string): FastifyReply {
    if (first && first.fingerprint !== fingerprint) throw new ApiError(422, 'idempotency_key_reused');
    // No row: the first request failed and released the key a moment ago; a retry runs afresh.
    if (!first || first.responseStatus === null || first.responseBody === null)
      throw new ApiError(409, 'idempotency_key_in_progress');
    return sendJson(reply.header('idempotent-replayed', 'true'), first.responseStatus, first.responseBody);
  }
}

/** Decorates the app with `idempotency`; a route that creates something answers through `app.idempotency.run(...)`. */
export const idempotency = fp(
  async (app: FastifyInstance) => {
    app.decorate('idempotency', new Idempotency(app.db));
  },
  { name: 'idempotency' },
);
