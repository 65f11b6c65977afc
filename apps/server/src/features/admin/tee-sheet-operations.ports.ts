import type { InvoiceDraft } from '@fairway/domain/checkout/invoice';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { OrderRow, ReservationRow } from '../../db/schema/checkout.ts';
import type { BookingEngineRow, FacilityRow } from '../../db/schema/facilities.ts';
import type { RateRow } from '../../db/schema/tee-times.ts';
import type { TeeSheetPorts } from './tee-sheet.service.ts';

// What the tee sheet's operations borrow from other areas (cart capacity, checkout's order
// writing, reservations' cancellation, move and attendance). Features do not import each other:
// routes/admin.ts hands these in.

/** An audit hook run in the operation's transaction; answers the entry's id. */
export type AuditHook = (tx: Database, details: Record<string, unknown>) => Promise<number>;

/** The tee time's capacity row lock and counts (the cart's, which checkout uses too). */
export interface CapacityPort {
  lock(tx: Database, facilityId: number, teeTime: string): Promise<void>;
  booked(tx: Database, facilityId: number, teeTime: string): Promise<number>;
  held(tx: Database, facilityId: number, teeTime: string, now: Date, exceptHolders: string[]): Promise<number>;
}

/** A walk-in as checkout writes it. */
export interface WalkInWriteInput {
  bookingEngineId: number;
  facility: FacilityRow;
  teetime: string;
  players: number;
  rate: { name: string; holes: number; greenFeeCart: number; greenFeeWalking: number };
  transportation: 'Cart' | 'Walking';
  paidAtCounter: boolean;
  golfer: { firstName: string; lastName: string; email: string; phone: string };
  customerId: number | null;
  notes: string;
  language: string;
}

/** The staff cancellation's answer (the golfers' cancellation answer and where the refund went). */
export interface StaffCancelOutcome {
  cancelledSlots: number[];
  refund: { amountCents: number; currencyCode: string; paymentStatus: string | null };
  refundMethod: 'processor' | 'counter' | 'none';
}

/** A player's attendance. */
export type AttendanceState = 'checked-in' | 'no-show' | 'booked';

/** Everything the operations borrow. */
export interface TeeSheetOperationsPorts {
  inventoryOfDay: TeeSheetPorts['inventoryOfDay'];
  capacity: CapacityPort;
  /** Every rate of a course. */
  ratesOf(db: Database, facilityId: number): Promise<RateRow[]>;
  writeWalkIn(tx: Database, input: WalkInWriteInput): Promise<{ order: OrderRow; reservation: ReservationRow; draft: InvoiceDraft }>;
  cancel(
    app: FastifyInstance,
    input: { engine: BookingEngineRow; id: string; body: { players?: number[]; reason: string }; refund: boolean; key: string; now: Date; origin: string; audit: AuditHook },
  ): Promise<StaffCancelOutcome>;
  move(
    db: Database,
    input: { engine: BookingEngineRow; id: string; target: FacilityRow; teetime: string; now: Date; audit: AuditHook },
  ): Promise<{ players: number; from: { facilityId: number; teetime: string }; to: { facilityId: number; teetime: string } }>;
  setAttendance(db: Database, input: { engine: BookingEngineRow; id: string; slot: number; state: AttendanceState; now: Date; audit: AuditHook }): Promise<{ changed: boolean; from: AttendanceState }>;
  /** Called once freed slots committed (the tee-time alerts react at once). */
  slotsOpened(): void;
}
