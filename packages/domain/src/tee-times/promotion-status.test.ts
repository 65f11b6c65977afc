import { describe, expect, it } from 'vitest';
import { promotionStatus, type PromotionStanding } from './promotion-status.ts';

const summer: PromotionStanding = { validFrom: '2026-06-01', validTo: '2026-11-01', active: true, maxUses: null };

describe('promotionStatus', () => {
  it('reads SUMMER25 (valid to 2026-11-01) as expired on 2026-12-02', () => {
    expect(promotionStatus(summer, '2026-12-02', 0)).toBe('expired');
  });

  it('is active from its first date to its last, both inclusive', () => {
    expect(promotionStatus(summer, '2026-05-31', 0)).toBe('scheduled');
    expect(promotionStatus(summer, '2026-06-01', 0)).toBe('active');
    expect(promotionStatus(summer, '2026-11-01', 0)).toBe('active');
    expect(promotionStatus(summer, '2026-11-02', 0)).toBe('expired');
  });

  it('treats a missing date as open on that side', () => {
    const open = { ...summer, validFrom: null, validTo: null };
    expect(promotionStatus(open, '1999-01-01', 0)).toBe('active');
    expect(promotionStatus(open, '2999-12-31', 0)).toBe('active');
    expect(promotionStatus({ ...summer, validFrom: null }, '2026-11-02', 0)).toBe('expired');
    expect(promotionStatus({ ...summer, validTo: null }, '2026-05-31', 0)).toBe('scheduled');
  });

  it('is used up once the uses reach the cap in all, not before', () => {
    const capped = { ...summer, maxUses: 3 };
    expect(promotionStatus(capped, '2026-07-01', 2)).toBe('active');
    expect(promotionStatus(capped, '2026-07-01', 3)).toBe('used-up');
    expect(promotionStatus(capped, '2026-07-01', 4)).toBe('used-up');
    expect(promotionStatus(capped, '2026-05-31', 3)).toBe('used-up');
  });

  it('reads expired before used up, used up before switched off, switched off before scheduled', () => {
    expect(promotionStatus({ ...summer, maxUses: 1 }, '2026-11-02', 5)).toBe('expired');
    expect(promotionStatus({ ...summer, maxUses: 1, active: false }, '2026-07-01', 1)).toBe('used-up');
    expect(promotionStatus({ ...summer, active: false }, '2026-07-01', 0)).toBe('inactive');
    expect(promotionStatus({ ...summer, active: false }, '2026-05-01', 0)).toBe('inactive');
    expect(promotionStatus({ ...summer, active: false }, '2026-12-01', 0)).toBe('expired');
  });
});
