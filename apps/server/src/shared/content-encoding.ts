import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A compressed encoding the server sends. */
export type ContentEncoding = 'br' | 'gzip';

/** The best encoding an Accept-Encoding header allows (brotli, then gzip), or null for identity. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** A text body with its brotli and gzip forms, compressed once. */
export interface PrecompressedBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses a body once (brotli at its best quality, gzip -9) for sendPrecompressed. */
export function precompressBody(body: string | Buffer): PrecompressedBody {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Sends the form of a precompressed body the client accepts, with Content-Encoding and Vary. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PrecompressedBody,
  contentType: string,
) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.type(contentType).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.identity);
}
