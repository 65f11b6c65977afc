import { describe, expect, it } from 'vitest';
import { pageTitleKey } from './page-title.ts';

describe('pageTitleKey', () => {
  it.each([
    ['/signup', 'signUp'],
    ['/profile/reset-password', 'resetPassword'],
    ['/profile/verify-email', 'verifyEmail'],
    ['/profile', 'dashboard'],
    ['/profile/loyalty', 'dashboard'],
    ['/course/info', 'courseInfo'],
    ['/invite', 'invitationReply'],
    ['/invite/confirmed', 'invitationReplied'],
    ['/invite/declined', 'invitationReplied'],
    ['/reservation/history', 'reservations'],
    ['/teetimes', 'teeTimes'],
    ['/store', 'store'],
    ['/cart', 'shoppingCart'],
    ['/account', 'account'],
  ])('%s has the title %s', (pathname, key) => {
    expect(pageTitleKey(pathname)).toBe(key);
  });

  it('falls back to Tee Times', () => {
    expect(pageTitleKey('/')).toBe('teeTimes');
    expect(pageTitleKey('/login')).toBe('teeTimes');
    expect(pageTitleKey('/nowhere')).toBe('teeTimes');
  });

  it("names a simulator-only venue's tee-time and course-info titles as its tabs: Times, Venue Info", () => {
    const simulator = { simulatorOnly: true };
    expect(pageTitleKey('/teetimes', simulator)).toBe('times');
    expect(pageTitleKey('/', simulator)).toBe('times');
    expect(pageTitleKey('/login', simulator)).toBe('times');
    expect(pageTitleKey('/course/info', simulator)).toBe('venueInfo');
    expect(pageTitleKey('/store', simulator)).toBe('store');
    expect(pageTitleKey('/course/info')).toBe('courseInfo');
  });
});
