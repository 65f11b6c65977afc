import { describe, expect, it } from 'vitest';
import { stableJson } from './stable-json.ts';

describe('stableJson', () => {
  it('gives the same text whatever the key order, leaving undefined members out', () => {
    expect(stableJson({ b: 1, a: { d: [1, { y: 2, x: undefined }], c: 'z' } })).toBe(
      '{"a":{"c":"z","d":[1,{"y":2}]},"b":1}',
    );
    expect(stableJson({ a: 1, b: 2 })).toBe(stableJson({ b: 2, a: 1 }));
    expect(stableJson({ a: 1 })).not.toBe(stableJson({ a: '1' }));
  });
});
