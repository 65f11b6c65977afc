import { describe, expect, it } from 'vitest';
import { required } from './required.ts';

describe('required', () => {
  it('returns a present value, falsy ones included', () => {
    expect(required(0, 'a count')).toBe(0);
    expect(required('', 'a name')).toBe('');
    expect(required(false, 'a flag')).toBe(false);
  });

  it('names what was missing', () => {
    expect(() => required(undefined, 'the inserted order')).toThrow('Expected the inserted order, found none');
    expect(() => required(null, 'a facility')).toThrow('Expected a facility, found none');
  });
});
