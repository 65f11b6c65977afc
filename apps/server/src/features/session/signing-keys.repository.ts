import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signingKeys } from '../../db/schema/session.ts';

/** An Ed25519 key pair every process shares. */
export interface SharedKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/**
 * The Ed25519 key pair stored under `keyId`, made on first use: the first process to get here
 * stores its pair; everyone then reads the stored one, so a signature made by one process is
 * verified by every other.
 */
export async function sharedKeyPair(db: Database, keyId: string): Promise<SharedKeyPair> {
  const generated = generateKeyPairSync('ed25519');
  await db
    .insert(signingKeys)
    .values({
      id: keyId,
      privateKeyPem: generated.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeyPem: generated.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.id, keyId)).limit(1);
  if (!row) throw new Error(`signing key ${keyId} missing`);
  return { privateKey: createPrivateKey(row.privateKeyPem), publicKey: createPublicKey(row.publicKeyPem) };
}
