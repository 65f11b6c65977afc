import { DomainError } from './domain-error.ts';

/** The Idempotency-Key header, required: 1 to 255 characters. */
export function requireKey(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255) {
    throw new DomainError('BAD_REQUEST', 'An Idempotency-Key header of 1 to 255 characters is required');
  }
  return value.trim();
}
