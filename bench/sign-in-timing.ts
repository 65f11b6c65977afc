// node --import tsx bench/sign-in-timing.ts: whether a wrong-password sign-in takes as long for an
// e-mail without an account as for one with. The real app on embedded PGlite, over
// HTTP; known and unknown attempts alternate so that drift hits both alike. Two shapes, 30 tries
// each: the first wrong password of 30 different addresses (401), and 30 wrong passwords on one
// address (401 four times, then 423). Prints the medians per kind, three rounds.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { unavailableWeather } from '../apps/server/src/features/tee-times/weather-provider.ts';
import { createTestDatabase } from '../apps/server/src/test/test-database.ts';

const TRIES = 30;
const ROUNDS = 3;
const config = loadConfig({ LOG_LEVEL: 'silent', LOGIN_ATTEMPTS_PER_MINUTE: '100000' });
const database = await createTestDatabase({ poolSize: config.databasePoolSize });
const app = await buildApp({
  config,
  db: database.handle.db,
  firstDb: database.handle.firstDb,
  weather: unavailableWeather,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'content-type': 'application/json', 'x-be-alias': 'demo', 'x-fairway-csrf': '1' };

async function post(path: string, body: unknown): Promise<number> {
  const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  await response.arrayBuffer();
  return response.status;
}
async function timedSignIn(username: string): Promise<number> {
  const started = performance.now();
  await post('/api/profile/authenticate', { type: 'basic', username, credentials: 'Wrong12345' });
  return performance.now() - started;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

let serial = 0;
async function newAccount(): Promise<string> {
  const email = `timing${++serial}@bench.example.com`;
  if (
    (await post('/api/profile', { emailAddress: email, password: 'Birdie2024', firstName: 'Tim', lastName: 'Ing' })) !==
    201
  )
    throw new Error('sign-up failed');
  return email;
}

for (let round = 1; round <= ROUNDS; round++) {
  const firsts = { known: [] as number[], unknown: [] as number[] };
  const known = await Promise.all(Array.from({ length: TRIES }, newAccount));
  for (const [i, email] of known.entries()) {
    firsts.known.push(await timedSignIn(email));
    firsts.unknown.push(await timedSignIn(`nobody${round}-${i}@bench.example.com`));
  }
  const repeated = { known: [] as number[], unknown: [] as number[] };
  const target = await newAccount();
  for (let i = 0; i < TRIES; i++) {
    repeated.known.push(await timedSignIn(target));
    repeated.unknown.push(await timedSignIn(`repeat${round}@bench.example.com`));
  }
  const ms = (values: number[]) => median(values).toFixed(1);
  console.log(
    `round ${round}: first wrong password median known ${ms(firsts.known)} ms, unknown ${ms(firsts.unknown)} ms; ` +
      `30 on one address median known ${ms(repeated.known)} ms, unknown ${ms(repeated.unknown)} ms`,
  );
}
await app.close();
await database.close();
