import { looksLikeCardNumber } from '@fairway/domain/payments/card-validation';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../shared/domain-error.ts';

/** The path of the first string in a value that looks like a card number, or null. */
function findCardNumber(value: unknown, path = '', depth = 0): string | null {
  if (depth > 20) return null;
  if (typeof value === 'string') return looksLikeCardNumber(value) ? path || '(body)' : null;
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && looksLikeCardNumber(String(value)) ? path || '(body)' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findCardNumber(item, `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findCardNumber(item, path ? `${path}.${key}` : key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses (400, nothing stored) any /api request whose body or query carries a value that
 * looks like a card number: cards go to the payment gateway's hosted page only.
 */
export async function rejectCardNumbers(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.url?.startsWith('/api/')) return;
  const field = findCardNumber(request.body) ?? findCardNumber(request.query);
  if (field) throw new DomainError('CARD_DATA_REJECTED', undefined, { field });
}
