import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, PasswordHasher } from './password-hasher.ts';

/** `$argon2id$v=19$m=…,t=…,p=…`: what decides how long a verification takes. */
const parametersOf = (phc: string) => phc.split('$').slice(1, 4).join('$');

describe('PasswordHasher', () => {
  it('verifies a missing hash against a dummy made with the same argon2id parameters as real hashes', async () => {
    const hasher = new PasswordHasher(1, 4);
    const real = await hasher.hash('Birdie2024');
    expect(parametersOf(real)).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1$/);
    expect(parametersOf(DUMMY_HASH)).toBe(parametersOf(real));
    expect(await hasher.verify(real, 'Birdie2024')).toBe(true);
    expect(await hasher.verify(null, 'Birdie2024')).toBe(false);
  });
});
