import { sign, verify } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import {
  type GolfIdIdentity,
  type GolfIdProvider,
  type SharedKeyPair,
  sharedKeyPair,
} from '../session/session.public.ts';

const KEY_ID = 'golf-id-sandbox';
const ISSUER = 'fairway-sandbox-golf-id';
/** How long a sandbox token is valid. */
const GOLF_ID_TOKEN_TTL_SECONDS = 120;

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The claims of a sandbox golf-ID token (a compact EdDSA JWT). */
interface GolfIdClaims {
  iss: string;
  sub: string;
  aud: string;
  email: string;
  given_name: string;
  family_name: string;
  nonce: string;
  iat: number;
  exp: number;
}

/**
 * The local sandbox identity provider: signs short-lived EdDSA (Ed25519) JWTs on its own
 * sign-in page and verifies them with the public key. The key pair is created once in the
 * database, so every server process signs and verifies with the same one; the browser only
 * ever sees signed tokens.
 */
export class SandboxGolfIdProvider implements GolfIdProvider {
  private keys: Promise<SharedKeyPair> | undefined;

  constructor(private readonly db: Database) {}

  authorizeUrl({ stateKey, alias, origin }: { stateKey: string; alias: string; origin: string }): string {
    const url = new URL('/sandbox/golf-id/authorize', origin);
    url.searchParams.set('state', stateKey);
    url.searchParams.set('alias', alias);
    return url.toString();
  }

  /** Issues a token for an identity, for `audience` (the alias), bound to the state key. */
  async issue(identity: GolfIdIdentity, audience: string, stateKey: string, now: Date): Promise<string> {
    const { privateKey } = await this.keyPair();
    const iat = Math.floor(now.getTime() / 1000);
    const claims: GolfIdClaims = {
      iss: ISSUER,
      sub: identity.subject,
      aud: audience,
      email: identity.email,
      given_name: identity.firstName,
      family_name: identity.lastName,
      nonce: stateKey,
      iat,
      exp: iat + GOLF_ID_TOKEN_TTL_SECONDS,
    };
    const signingInput = `${b64(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
    return `${signingInput}.${b64(sign(null, Buffer.from(signingInput), privateKey))}`;
  }

  async verify(token: string, audience: string, now: Date): Promise<(GolfIdIdentity & { nonce: string }) | null> {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    try {
      const { publicKey } = await this.keyPair();
      if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'EdDSA') return null;
      if (!verify(null, Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url')))
        return null;
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as GolfIdClaims;
      const seconds = now.getTime() / 1000;
      if (claims.iss !== ISSUER || claims.aud !== audience) return null;
      if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.iat > seconds + 60) return null;
      return {
        subject: String(claims.sub),
        email: String(claims.email).toLowerCase(),
        firstName: String(claims.given_name),
        lastName: String(claims.family_name),
        nonce: String(claims.nonce),
      };
    } catch {
      return null;
    }
  }

  private keyPair(): Promise<SharedKeyPair> {
    this.keys ??= sharedKeyPair(this.db, KEY_ID).catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }
}
