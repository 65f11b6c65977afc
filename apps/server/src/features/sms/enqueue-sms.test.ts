import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/sms.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { enqueueSms } from './enqueue-sms.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

const message = (to: string) => ({
  to,
  body: 'A tee time opened',
  template: 'alert-offer',
  language: 'fr',
  bookingEngineId: null,
});

describe('enqueueSms', () => {
  it("queues the message in the caller's transaction, due at once", async () => {
    const { id } = await database.handle.db.transaction((tx) => enqueueSms(tx, message('+15005550006')));
    const [row] = await database.handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, id));
    expect(row).toMatchObject({
      recipient: '+15005550006',
      body: 'A tee time opened',
      template: 'alert-offer',
      language: 'fr',
      status: 'queued',
      attempts: 0,
      lastError: null,
      providerMessageId: null,
      sentAt: null,
    });
  });

  it('queues nothing when the transaction rolls back', async () => {
    const rolledBack = database.handle.db.transaction(async (tx) => {
      await enqueueSms(tx, message('+15005550100'));
      expect(await tx.select().from(smsOutbox).where(eq(smsOutbox.recipient, '+15005550100'))).toHaveLength(1);
      throw new Error('the business change failed');
    });
    await expect(rolledBack).rejects.toThrow('the business change failed');
    expect(await database.handle.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, '+15005550100'))).toEqual(
      [],
    );
  });
});
