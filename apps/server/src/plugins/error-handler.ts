import type { ErrorCode, ErrorResponse } from '@fairway/contract/errors.contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../shared/domain-error.ts';

const CODE_BY_CLIENT_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** Sends the error shape every 4xx and 5xx answer uses. */
function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: unknown) {
  const body: ErrorResponse = { error: details === undefined ? { code, message } : { code, message, details } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The 404 answer for a route that does not exist. */
export function replyNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${path} not found`);
}

/**
 * Turns any error into `{ error: { code, message, details? } }`: DomainErrors with their code's
 * status, schema validation as 400 VALIDATION_FAILED with the zod issues, Fastify's own client
 * errors (bad JSON, body too large, ...) with their status, and anything else as a 500 that
 * hides its internals and is logged with the request's context.
 */
function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    if (error.status >= 500) logServerError(error, request);
    return sendError(reply, error.status, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const location = error.validationContext;
    const issues = error.validation.map((issue) => ({
      location,
      path: issue.instancePath.split('/').filter(Boolean),
      code: issue.keyword,
      message: issue.message,
    }));
    return sendError(reply, 400, 'VALIDATION_FAILED', `Invalid ${location ?? 'request'}`, { issues });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if ('validation' in error && Array.isArray(error.validation)) {
    return sendError(reply, 400, 'VALIDATION_FAILED', error.message, { issues: error.validation });
  }
  if (status >= 400 && status < 500) {
    return sendError(reply, status, CODE_BY_CLIENT_STATUS[status] ?? 'BAD_REQUEST', error.message);
  }
  logServerError(error, request);
  if (status === 503 || isDatabaseUnavailable(error))
    return sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable');
  return sendError(reply, 500, 'INTERNAL', 'Something went wrong');
}

// PostgreSQL going away (restart, shutdown, too many clients, connection lost) is a 503 the client
// may retry, not a bug: SQLSTATE classes 08 (connection exception) and 57P (operator intervention).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300)$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|ECONNREFUSED|ECONNRESET|EPIPE|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/;
// The socket to PostgreSQL refused, reset, or closed under a write (EPIPE: a statement sent, in one
// write with others, after PostgreSQL closed the connection and before the driver saw it close).
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/** Whether an error (or one it wraps, as Drizzle's query errors do) says the database cannot be reached. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
  }
  return false;
}

function logServerError(error: Error, request: FastifyRequest) {
  request.log.error(
    { err: error, method: request.method, url: request.url, alias: request.bookingEngine?.alias },
    'request failed',
  );
}

/** Errors Fastify raises before routing (a URL that does not decode) answer in the same shape. */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, 'BAD_REQUEST', 'The URL is not valid');
  return sendError(reply, error.statusCode ?? 400, 'BAD_REQUEST', 'The request could not be routed');
}

const CLIENT_ERRORS: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long'],
};

/**
 * Answers a request Node's HTTP parser refused before Fastify saw it (headers or URL too large,
 * malformed request line, timeout) in the same error shape; Fastify's default answers another.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Malformed request'];
  const body = JSON.stringify({ error: { code: 'BAD_REQUEST', message } } satisfies ErrorResponse);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Installs the error handler; register it before any plugin that adds routes, so all inherit it. */
export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
