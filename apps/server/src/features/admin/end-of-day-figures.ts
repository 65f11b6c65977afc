import {
  END_OF_DAY_CHANNELS,
  type EndOfDayChannel,
  type EndOfDayEntry,
  type EndOfDayReport,
} from '@fairway/contract/admin-reports.contract';
import { COUNTER_TENDERS, type MoneyEntry, TENDERS, type Tender } from '@fairway/domain/payments/money-view';

// The end-of-day report's arithmetic: where each money-view entry was taken (its channel), whether
// a refund gave money or credit back, and the sums by tender and by channel. Pure, so the sums are
// the entries' and nothing else (summed in the database, or here from entries).

/** Tenders a refund gives back as credit for later (the golfer's certificate or credit book), not as money. */
const CREDIT_TENDERS: readonly Tender[] = ['gift-certificate', 'credit-book'];

/**
 * Where an entry was taken: a check-in's payment at the desk; anything of a staff booking from
 * the tee sheet (by phone or a walk-in: the booking does not tell them apart) by phone; cash or the
 * course's terminal without a staff booking (a counter sale) at the counter; the rest (the golfer's
 * checkout, friends' shares, the lead's card charged for them) online.
 */
export function channelOf(
  entry: Pick<MoneyEntry, 'source' | 'tender'>,
  staffBooking: boolean,
  counterSale = false,
): EndOfDayChannel {
  // A walk-up sale at the counter: every tender of it, a gift certificate drawn there too.
  if (entry.source === 'check-in' || counterSale) return 'counter';
  // Staff's custom refunds and rain checks are given at the counter, whoever booked.
  if (entry.source === 'refund' || entry.source === 'rain-check') return 'counter';
  if (staffBooking) return 'phone';
  if (COUNTER_TENDERS.includes(entry.tender)) return 'counter';
  return 'online';
}

/** A payment, or what a refund gave back: money (refund) or credit (credit). */
export function kindOf(direction: 'paid' | 'refunded', tender: Tender): EndOfDayEntry['kind'] {
  if (direction === 'paid') return 'payment';
  return CREDIT_TENDERS.includes(tender) ? 'credit' : 'refund';
}

type Figures = EndOfDayReport['courses'][number]['total'];

/** Entries alike for the sums (kind, tender, channel, source): how many, and their cents. */
export interface EntryGroup {
  kind: EndOfDayEntry['kind'];
  tender: Tender;
  channel: EndOfDayChannel;
  source: string;
  count: number;
  cents: number;
}

/** One entry as a group of its own. */
export const groupOfEntry = (
  entry: Pick<EndOfDayEntry, 'kind' | 'tender' | 'channel' | 'source' | 'amountCents'>,
): EntryGroup => ({
  kind: entry.kind,
  tender: entry.tender,
  channel: entry.channel,
  source: entry.source,
  count: 1,
  cents: entry.amountCents,
});

/** The sums of some entries: payments, refunds and credits in cents, and the net. */
function figuresOf(groups: readonly EntryGroup[]): Figures {
  const sum = (kind: EntryGroup['kind'], rainChecksOnly = false) =>
    groups
      .filter((group) => group.kind === kind && (!rainChecksOnly || group.source === 'rain-check'))
      .reduce((total, group) => ({ count: total.count + group.count, cents: total.cents + group.cents }), {
        count: 0,
        cents: 0,
      });
  const paid = sum('payment');
  const refunded = sum('refund');
  const credited = sum('credit');
  // Rain checks are credits staff issued (a new gift certificate or credit-book credit): part of creditedCents.
  const rainChecks = sum('credit', true);
  return {
    payments: paid.count,
    paidCents: paid.cents,
    refunds: refunded.count + credited.count,
    refundedCents: refunded.cents,
    creditedCents: credited.cents,
    rainChecks: rainChecks.count,
    rainCheckCents: rainChecks.cents,
    netCents: paid.cents - refunded.cents - credited.cents,
  };
}

/** A course's totals, every tender and every channel (zero rows too, so a day always reads the same). */
export function breakdownOf(groups: readonly EntryGroup[]) {
  return {
    total: figuresOf(groups),
    byTender: TENDERS.map((tender) => ({
      tender,
      ...figuresOf(groups.filter((group) => group.tender === tender)),
    })),
    byChannel: END_OF_DAY_CHANNELS.map((channel) => ({
      channel,
      ...figuresOf(groups.filter((group) => group.channel === channel)),
    })),
  };
}
