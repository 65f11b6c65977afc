import { describe, expect, it } from 'vitest';
import {
  type AccountEntry,
  accountBalance,
  accountPaymentProblem,
  defaultStatementRange,
  monthlyStatements,
  monthsBetween,
  statementFor,
} from './statements.ts';

const zone = 'America/New_York';
const charge = (occurredAt: string, amount: number, description = 'Green fee'): AccountEntry => ({
  kind: 'charge',
  amount,
  occurredAt,
  description,
});
const payment = (occurredAt: string, amount: number): AccountEntry => ({
  kind: 'payment',
  amount,
  occurredAt,
  description: 'Payment',
});

const ENTRIES: AccountEntry[] = [
  charge('2025-12-20T15:00:00Z', 12_000),
  payment('2026-01-05T15:00:00Z', 12_000),
  charge('2026-01-10T15:00:00Z', 8_900),
  charge('2026-01-31T23:30:00Z', 4_500), // 18:30 on Jan 31 in New York
  charge('2026-02-01T04:30:00Z', 2_000), // still Jan 31 (23:30) in New York
  payment('2026-02-15T15:00:00Z', 5_000),
  charge('2026-03-02T15:00:00Z', 7_500),
  payment('2026-03-20T15:00:00Z', 20_000),
];

describe('statements', () => {
  it('opening + charges − payments = closing in every month, and each month opens with the last one’s closing', () => {
    const months = monthlyStatements(ENTRIES, '2025-12-01', '2026-04-30', zone);
    expect(months.map((month) => month.month)).toEqual(['2026-04', '2026-03', '2026-02', '2026-01', '2025-12']);
    for (const month of months)
      expect(month.openingBalance + month.charges - month.payments).toBe(month.closingBalance);
    const oldestFirst = [...months].reverse();
    for (let i = 1; i < oldestFirst.length; i += 1)
      expect(oldestFirst[i]!.openingBalance).toBe(oldestFirst[i - 1]!.closingBalance);
    expect(oldestFirst[0]!.openingBalance).toBe(0);
    expect(oldestFirst.at(-1)!.closingBalance).toBe(accountBalance(ENTRIES));
  });

  it('dates entries in the facility’s zone', () => {
    const january = monthlyStatements(ENTRIES, '2026-01-01', '2026-01-31', zone)[0]!;
    expect(january).toMatchObject({
      openingBalance: 12_000,
      charges: 15_400,
      payments: 12_000,
      closingBalance: 15_400,
    });
    expect(january.lines.at(-1)).toMatchObject({ date: '2026-01-31', amount: 2_000, balance: 15_400 });
  });

  it('gives running balances on a statement over any range', () => {
    const statement = statementFor(ENTRIES, '2026-02-01', '2026-03-31', zone);
    expect(statement.openingBalance).toBe(15_400);
    expect(statement.lines.map((line) => line.balance)).toEqual([10_400, 17_900, -2_100]);
    expect(statement.closingBalance).toBe(-2_100);
  });

  it('covers the last 12 months by default and lists the months of a range', () => {
    expect(defaultStatementRange(new Date('2026-07-10T02:00:00Z'), zone)).toEqual({
      startDate: '2025-08-01',
      endDate: '2026-07-09',
    });
    expect(monthsBetween('2025-11-15', '2026-02-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('accepts a payment of a positive whole amount up to the balance', () => {
    expect(accountPaymentProblem(100, 100)).toBeNull();
    expect(accountPaymentProblem(0, 100)).toBe('not-positive');
    expect(accountPaymentProblem(1.5, 100)).toBe('not-positive');
    expect(accountPaymentProblem(101, 100)).toBe('above-balance');
  });
});
