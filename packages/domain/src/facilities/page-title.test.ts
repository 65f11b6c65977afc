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
});
