import type { StaffRole } from '@fairway/domain/admin/staff-roles';
import { PasswordHasher } from '../../features/session/session.public.ts';
import type { Database } from '../client.ts';
import { staffAccounts } from '../schema/admin.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/** Demo staff accounts per alias (password DEMO_PASSWORD, documented in the README). */
const DEMO_STAFF: readonly { alias: string; username: string; name: string; role: StaffRole }[] = [
  { alias: 'demo', username: 'owner@harborpines.example', name: 'Morgan Hale', role: 'owner' },
  { alias: 'demo', username: 'manager@harborpines.example', name: 'Riley Chen', role: 'manager' },
  { alias: 'demo', username: 'proshop@harborpines.example', name: 'Sam Ortiz', role: 'pro-shop' },
  { alias: 'simulator', username: 'manager@eaglesnest.example', name: 'Alex Park', role: 'manager' },
  { alias: 'maple-ridge', username: 'manager@mapleridge.example', name: 'Jamie Lund', role: 'manager' },
  { alias: 'desert-group', username: 'manager@desertgroup.example', name: 'Dana Ruiz', role: 'manager' },
  { alias: 'teetime-deals', username: 'manager@teetimedeals.example', name: 'Chris Vale', role: 'manager' },
];

/** Seeds the demo staff accounts of the aliases that exist (one argon2id hash, shared). */
export async function seedStaff(db: Database, engineIdByAlias: ReadonlyMap<string, number>): Promise<void> {
  const staff = DEMO_STAFF.flatMap(({ alias, ...account }) => {
    const bookingEngineId = engineIdByAlias.get(alias);
    return bookingEngineId === undefined ? [] : [{ ...account, bookingEngineId }];
  });
  if (staff.length === 0) return;
  const passwordHash = await new PasswordHasher(1).hash(DEMO_PASSWORD);
  await db
    .insert(staffAccounts)
    .values(staff.map((account) => ({ ...account, passwordHash })))
    .onConflictDoNothing();
}
