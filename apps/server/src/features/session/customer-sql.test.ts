import { QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { teeTimeAlerts } from '../../db/schema/alerts.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { accountLanguageOf, customerEmailOf, transactionalSmsOptInOf } from './customer-sql.ts';

// In the fields of a one-table select Drizzle writes top-level columns without their table; a
// fragment that let it would compare the subquery's own columns (`"customer_id" = "customer_id"`).
describe("session's SQL fragments", () => {
  const query = new QueryBuilder();

  it('keep the outer column qualified inside a one-table select', () => {
    const { sql } = query
      .select({
        email: customerEmailOf(teeTimeAlerts.customerId),
        sms: transactionalSmsOptInOf(teeTimeAlerts.customerId, 7),
      })
      .from(teeTimeAlerts)
      .toSQL();
    expect(sql).toContain('"customers"."id" = "tee_time_alerts"."customer_id"');
    expect(sql).toContain('"facility_opt_ins"."customer_id" = "tee_time_alerts"."customer_id"');
  });

  it('match an account by the outer engine and e-mail, not by its own', () => {
    const { sql } = query
      .select({ language: accountLanguageOf(invitations.bookingEngineId, invitations.email) })
      .from(invitations)
      .toSQL();
    expect(sql).toContain('"customers"."booking_engine_id" = "invitations"."booking_engine_id"');
    expect(sql).toContain('"customers"."email" = "invitations"."email"');
  });
});
