// A process that writes bookings to a PGlite data directory, says so, and waits to be killed
// (the SIGKILL durability test): `node --import tsx pglite-writer.ts DIR COUNT`.
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/migrate.ts';

const [dir, count] = process.argv.slice(2);
const handle = await openDatabase({ pgliteDir: dir });
if (handle.kind !== 'pglite') throw new Error('expected PGlite');
await prepareDatabase(handle);
const facility = await handle.client.query<{ id: number }>('select id from facilities order by id limit 1');
for (let index = 0; index < Number(count); index += 1) {
  await handle.client.query('insert into tee_time_bookings (facility_id, tee_time, players) values ($1, $2, 2)', [
    facility.rows[0]!.id,
    `2031-03-0${1 + (index % 9)}T08:${String(index % 60).padStart(2, '0')}`,
  ]);
}
process.stdout.write('written\n');
setInterval(() => undefined, 1_000);
