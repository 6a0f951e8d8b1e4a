import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TCall } from '@yzfk/contract/call';
import type { TNodeEnvelopeCodec } from '@yzfk/contract/envelope-codec/node-codec';
import { INVALID_INPUT_MESSAGE } from '@yzfk/contract/constants';
import { E } from '@yzfk/contract/error-codes';
import { AppError } from './app-error';
import type { TAuth, TAuthenticator } from './auth';
import { sendOk } from './envelope-reply';
import type { TInFlight } from './in-flight';

/**
 * How a call authenticates: not at all, with an access token, with a refresh token, or as an
 * operator (bearer = ADMIN_TOKEN; without ADMIN_TOKEN the operator calls do not exist).
 */
export type TCallAuth = 'none' | 'session' | 'refresh' | 'admin';

type TContext<Req extends z.ZodType, A extends TCallAuth> = {
  body: z.output<Req>;
  request: FastifyRequest;
} & (A extends 'session' ? { auth: TAuth } : A extends 'refresh' ? { bearer: string } : object);

export type TCallDefinition<Req extends z.ZodType, Data extends z.ZodType, A extends TCallAuth> = {
  call: TCall<Req, Data>;
  auth: A;
  handler: (context: TContext<Req, A>) => Promise<z.input<Data>>;
};

export type TCallDeps = {
  codec: TNodeEnvelopeCodec;
  /** Resolves a bearer access token to its session (the session module's service). */
  authenticator: TAuthenticator;
  adminToken: string | undefined;
  /** Calls being answered: the shutdown waits for them before closing the database. */
  inFlight: TInFlight;
};

/** 4004 when operator calls are off, 5015 for any bearer but the admin token. */
function checkAdmin(request: FastifyRequest, adminToken: string | undefined): object {
  if (!adminToken) throw new AppError(E.callNotFound);
  const given = Buffer.from(bearerToken(request));
  const expected = Buffer.from(adminToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError(E.tokenInvalid);
  }
  return {};
}

/** The bearer token of a request; 4010 when absent, 5015 when the header is malformed. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new AppError(E.tokenRequired);
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header);
  if (!match?.[1]) throw new AppError(E.tokenInvalid);
  return match[1];
}

/** One line a user can act on, e.g. 输入的数据不合法!（domainName：域名格式不正确） */
export function describeInvalidInput(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return INVALID_INPUT_MESSAGE;
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return `${INVALID_INPUT_MESSAGE}（请求数据必须是 JSON 对象）`;
  }
  const where = issue.path.length > 0 ? `${issue.path.join('.')}：` : '';
  return `${INVALID_INPUT_MESSAGE}（${where}${issue.message}）`;
}

/**
 * Registers one API call: POST, body decrypted by the envelope parser, then
 * authenticate → validate with the contract schema → handler → reply data shaped by the
 * contract schema (unknown fields never leave the server) → encrypted envelope.
 */
export function registerCall<Req extends z.ZodType, Data extends z.ZodType, A extends TCallAuth>(
  app: FastifyInstance,
  deps: TCallDeps,
  definition: TCallDefinition<Req, Data, A>,
): void {
  const { call, auth, handler } = definition;
  app.post(call.path, (request, reply) => deps.inFlight.track(answer(request, reply)));

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const extra =
      auth === 'session'
        ? { auth: await deps.authenticator.authenticate(bearerToken(request)) }
        : auth === 'refresh'
          ? { bearer: bearerToken(request) }
          : auth === 'admin'
            ? checkAdmin(request, deps.adminToken)
            : {};
    const parsed = call.request.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(E.invalidParams, describeInvalidInput(parsed.error));
    // The conditional context type cannot be narrowed from `auth` at run time; the branches
    // above build exactly the shape TContext<Req, A> names for each value of A.
    const context = { body: parsed.data, request, ...extra } as TContext<Req, A>;
    const data = call.data.parse(await handler(context));
    return sendOk(reply, deps.codec, data);
  }
}

/**
 * Registers a call for any session, anonymous or user (most calls): the service behind it says
 * who may do what (4106 for a call that needs a logged-in user).
 */
export function registerSessionCall<Req extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  deps: TCallDeps,
  call: TCall<Req, Data>,
  handler: TCallDefinition<Req, Data, 'session'>['handler'],
): void {
  registerCall(app, deps, { call, auth: 'session', handler });
}
