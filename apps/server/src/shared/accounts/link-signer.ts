import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signingKeys } from '../../db/schema/session.ts';

const KEY_ID = 'links';
const cache = new WeakMap<object, Promise<{ privateKey: KeyObject; publicKey: KeyObject }>>();

function keys(db: Database) {
  let pair = cache.get(db);
  if (!pair) {
    pair = (async () => {
      const generated = generateKeyPairSync('ed25519');
      await db
        .insert(signingKeys)
        .values({
          id: KEY_ID,
          privateKeyPem: generated.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          publicKeyPem: generated.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        })
        .onConflictDoNothing();
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.id, KEY_ID)).limit(1);
      if (!row) throw new Error('link signing key missing');
      return { privateKey: createPrivateKey(row.privateKeyPem), publicKey: createPublicKey(row.publicKeyPem) };
    })();
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
export function unsubscribePayload(bookingEngineId: number, userId: string, version: string, gnFacilityId?: number): string {
  return ['unsubscribe', bookingEngineId, userId, version, gnFacilityId ?? '*'].join(':');
}
