import { describe, expect, it } from 'vitest';
import { engineDisplayName } from './engine-name.ts';

describe('engineDisplayName', () => {
  it('takes the engine’s name, else its identity setting’s, else nothing', () => {
    expect(engineDisplayName({ name: 'Harbor Pines', settings: { identity: { name: 'Identity' } } })).toBe(
      'Harbor Pines',
    );
    expect(engineDisplayName({ name: '', settings: { identity: { name: 'Identity' } } })).toBe('Identity');
    expect(engineDisplayName({ name: '', settings: { identity: {} } })).toBe('');
  });
});
