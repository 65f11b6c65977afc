import type { FastifyRequest } from 'fastify';
import { type DestinationStream, pino } from 'pino';

// Secrets that travel in URLs (password-reset links, signed unsubscribe links, hosted card-entry
// sessions) must not reach the logs: whoever reads the logs could use them.
const SECRET_PATH = /(\/password-reset\/)[^/?#]+/g;
const SECRET_QUERY = /([?&](?:token|signature|key|verificationKey|code|state)=)[^&#]*/gi;

/** A URL with its secret path segments and query values replaced by `[redacted]`. */
function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** The app's logger: Fastify's request fields with the URL redacted, and credentials never serialised. */
export function createAppLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["x-fairway-staff-token"]',
          'headers.authorization',
          'headers.cookie',
          'headers["x-fairway-staff-token"]',
          '*.password',
          '*.credentials',
          '*.cvv',
          '*.securityCode',
          '*.number',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
