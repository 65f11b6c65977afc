import type { ErrorCode, ErrorResponse } from '@fairway/contract/errors.contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, details?: unknown) {
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
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
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
  if (status === 503) return sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable');
  return sendError(reply, 500, 'INTERNAL', 'Something went wrong');
}

function logServerError(error: Error, request: FastifyRequest) {
  request.log.error(
    { err: error, method: request.method, url: request.url, alias: request.bookingEngine?.alias },
    'request failed',
  );
}

/** Installs the error handler; register it before any plugin that adds routes, so all inherit it. */
export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
