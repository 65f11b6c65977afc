import { GOLFER_PAGE_SIZE, type GolferDetail, type GolferSearchResponse, type GolferSummary } from '@fairway/contract/admin-golfers.contract';
import type { Database } from '../../db/client.ts';
import type { CustomerRow } from '../../db/schema/profile.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { findGolfer, ordersOfGolfer, reservationsOfGolfer, searchGolfers } from './golfers.repository.ts';

const summaryOf = (row: CustomerRow): GolferSummary => ({
  id: row.publicId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/admin/golfers: a page of the alias's golfer accounts matching the term. */
export async function golferSearch(db: Database, engineId: number, term: string, page: number): Promise<GolferSearchResponse> {
  const { rows, total } = await searchGolfers(db, engineId, term, page, GOLFER_PAGE_SIZE);
  return { golfers: rows.map(summaryOf), page, pageSize: GOLFER_PAGE_SIZE, total };
}

/** GET /api/admin/golfers/{id}: one golfer of the alias (another alias's is 404) with their reservations and orders here. */
export async function golferDetail(db: Database, engineId: number, publicId: string): Promise<GolferDetail> {
  const golfer = await findGolfer(db, engineId, publicId);
  if (!golfer) throw new DomainError('NOT_FOUND', 'Unknown golfer');
  const [reservations, orders] = await Promise.all([reservationsOfGolfer(db, engineId, golfer.id), ordersOfGolfer(db, engineId, golfer.id)]);
  return { golfer: summaryOf(golfer), reservations, orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })) };
}
