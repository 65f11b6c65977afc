import { DateTime } from 'luxon';
import { isoDateOf } from '../shared/iso-date.ts';

/** One movement of a member's credit account: a charge raises the balance, a payment lowers it (cents, positive). */
export interface AccountEntry {
  kind: 'charge' | 'payment';
  amount: number;
  /** The instant it was booked (ISO 8601 or a Date). */
  occurredAt: string | Date;
  description: string;
}

/** A line of a statement: the entry with its local date and the running balance after it. */
interface StatementLine {
  date: string;
  kind: 'charge' | 'payment';
  description: string;
  amount: number;
  balance: number;
}

/** A statement over a range of local dates: opening + charges − payments = closing. */
export interface Statement {
  startDate: string;
  endDate: string;
  openingBalance: number;
  charges: number;
  payments: number;
  closingBalance: number;
  lines: StatementLine[];
}

/** A month's statement (`month` is YYYY-MM). */
export interface MonthlyStatement extends Statement {
  month: string;
}

/** The local date (YYYY-MM-DD) of an entry in the facility's zone. */
function localDateOf(occurredAt: string | Date, timeZone: string): string {
  const instant = typeof occurredAt === 'string' ? DateTime.fromISO(occurredAt) : DateTime.fromJSDate(occurredAt);
  return isoDateOf(instant.setZone(timeZone));
}

const signed = (entry: AccountEntry) => (entry.kind === 'charge' ? entry.amount : -entry.amount);

/**
 * The statement of local dates startDate..endDate (inclusive) in the facility's zone: the opening
 * balance is everything booked before startDate; lines are in booking order with running balances.
 */
export function statementFor(
  entries: readonly AccountEntry[],
  startDate: string,
  endDate: string,
  timeZone: string,
): Statement {
  const dated = entries
    .map((entry) => ({
      entry,
      date: localDateOf(entry.occurredAt, timeZone),
      at: new Date(entry.occurredAt).getTime(),
    }))
    .sort((a, b) => a.at - b.at);
  let balance = 0;
  for (const { entry, date } of dated) if (date < startDate) balance += signed(entry);
  const openingBalance = balance;
  let charges = 0;
  let payments = 0;
  const lines: StatementLine[] = [];
  for (const { entry, date } of dated) {
    if (date < startDate || date > endDate) continue;
    balance += signed(entry);
    if (entry.kind === 'charge') charges += entry.amount;
    else payments += entry.amount;
    lines.push({ date, kind: entry.kind, description: entry.description, amount: entry.amount, balance });
  }
  return {
    startDate,
    endDate,
    openingBalance,
    charges,
    payments,
    closingBalance: openingBalance + charges - payments,
    lines,
  };
}

/** The months (YYYY-MM) that startDate..endDate touches, oldest first. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let month = DateTime.fromISO(startDate, { zone: 'UTC' }).startOf('month');
  const last = DateTime.fromISO(endDate, { zone: 'UTC' }).startOf('month');
  while (month <= last) {
    months.push(month.toFormat('yyyy-MM'));
    month = month.plus({ months: 1 });
  }
  return months;
}

/**
 * One statement per calendar month touched by startDate..endDate, newest first; each month's
 * opening balance is the previous month's closing balance.
 */
export function monthlyStatements(
  entries: readonly AccountEntry[],
  startDate: string,
  endDate: string,
  timeZone: string,
): MonthlyStatement[] {
  return monthsBetween(startDate, endDate)
    .map((month) => {
      const first = DateTime.fromISO(`${month}-01`, { zone: 'UTC' });
      return { month, ...statementFor(entries, isoDateOf(first), isoDateOf(first.endOf('month')), timeZone) };
    })
    .reverse();
}

/** The balance owed now: all charges minus all payments. */
export function accountBalance(entries: readonly AccountEntry[]): number {
  return entries.reduce((sum, entry) => sum + signed(entry), 0);
}

/** The default statement range: the first day of the month 11 months ago to today, in the facility's zone (the last 12 months). */
export function defaultStatementRange(now: Date, timeZone: string): { startDate: string; endDate: string } {
  const today = DateTime.fromJSDate(now, { zone: timeZone });
  return { startDate: isoDateOf(today.minus({ months: 11 }).startOf('month')), endDate: isoDateOf(today) };
}

/** How many days, today included, the orders list covers by default. */
const DEFAULT_ORDERS_DAYS = 90;

/** The default orders range: the last 90 days, today included, in the facility's zone. */
export function defaultOrdersRange(now: Date, timeZone: string): { startDate: string; endDate: string } {
  const today = DateTime.fromJSDate(now, { zone: timeZone });
  return { startDate: isoDateOf(today.minus({ days: DEFAULT_ORDERS_DAYS - 1 })), endDate: isoDateOf(today) };
}

/** A payment the member chooses against a balance: a positive whole number of cents, at most the balance. */
export function accountPaymentProblem(amount: number, balance: number): 'not-positive' | 'above-balance' | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'not-positive';
  if (amount > balance) return 'above-balance';
  return null;
}
