import { sign, verify } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { type SharedKeyPair, sharedKeyPair } from './signing-keys.repository.ts';

const KEY_ID = 'links';
const cache = new WeakMap<object, Promise<SharedKeyPair>>();

function keys(db: Database) {
  let pair = cache.get(db);
  if (!pair) {
    pair = sharedKeyPair(db, KEY_ID);
    pair.catch(() => cache.delete(db));
    cache.set(db, pair);
  }
  return pair;
}

/** Loads the key every process shares ahead of its first use (a transaction signing a link then waits for no second connection). */
export async function loadLinkSigningKey(db: Database): Promise<void> {
  await keys(db);
}

/** An Ed25519 signature (base64url) of a link's fields, with the key every process shares. */
export async function signLink(db: Database, payload: string): Promise<string> {
  const { privateKey } = await keys(db);
  return sign(null, Buffer.from(payload), privateKey).toString('base64url');
}

/** Whether a link signature is valid for its fields. */
export async function verifyLink(db: Database, payload: string, signature: string): Promise<boolean> {
  const { publicKey } = await keys(db);
  try {
    return verify(null, Buffer.from(payload), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/** The signed fields of an e-mail unsubscribe link. */
export function unsubscribePayload(
  bookingEngineId: number,
  userId: string,
  version: string,
  gnFacilityId?: number,
): string {
  return ['unsubscribe', bookingEngineId, userId, version, gnFacilityId ?? '*'].join(':');
}
