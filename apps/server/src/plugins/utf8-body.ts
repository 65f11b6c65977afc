import { Transform, type TransformCallback } from 'node:stream';
import fp from 'fastify-plugin';
import { DomainError } from '../shared/domain-error.ts';

/**
 * Body types whose bytes are text: their parsers decode them as UTF-8, turning invalid bytes
 * silently into U+FFFD, so `golfer\xff@example.com` and `golfer\xfe@example.com` would become
 * one address. Binary uploads (images, multipart) are left alone.
 */
const TEXT_BODY = /^(?:application\/(?:[\w.+-]+\+)?json|application\/x-www-form-urlencoded|text\/plain)\s*(?:;|$)/i;

/**
 * Passes the body through unchanged while decoding it as strict UTF-8; the first invalid byte
 * (or a sequence cut off at the end) fails the stream, which Fastify answers with this 400
 * before any parser runs. Streaming keeps Fastify's body limit in charge of the size.
 */
class Utf8Check extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      done(invalidUtf8());
      return;
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      this.decoder.decode();
    } catch {
      done(invalidUtf8());
      return;
    }
    done();
  }
}

function invalidUtf8(): DomainError {
  return new DomainError('BAD_REQUEST', 'The request body is not valid UTF-8');
}

/**
 * Refuses a text body that is not valid UTF-8, as a preParsing stage in front of whatever
 * content-type parser reads it (the JSON parser stays Fastify's own, with its depth limit).
 */
export default fp(
  async (app) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      const type = request.headers['content-type'];
      if (typeof type !== 'string' || !TEXT_BODY.test(type)) return payload;
      const checked = new Utf8Check();
      payload.on('error', (error) => checked.destroy(error));
      // Fastify compares the bytes it read with Content-Length; they are the same bytes.
      return payload.pipe(checked);
    });
  },
  { name: 'utf8-body' },
);
