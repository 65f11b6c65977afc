import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profile.contract.ts';
import {
  authenticateRequestSchema,
  passwordSchema,
  sessionResponseSchema,
  signUpRequestSchema,
} from './session.contract.ts';

describe('session contract', () => {
  it('normalises the sign-up e-mail and applies the §5 password rule', () => {
    const parsed = signUpRequestSchema.parse({
      emailAddress: ' Ann@Example.COM ',
      password: 'Birdie2024',
      firstName: ' Ann ',
      lastName: 'G',
    });
    expect(parsed).toMatchObject({ emailAddress: 'ann@example.com', firstName: 'Ann' });
    const weak = passwordSchema.safeParse('password1');
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe(
      'Minimum of 8 characters in length; Minimum of 2 numeric characters; Minimum of 1 alpha [A-Z] character.',
    );
  });

  it('accepts basic and golfid sign-ins only', () => {
    expect(authenticateRequestSchema.safeParse({ username: 'a', credentials: 'b', type: 'basic' }).success).toBe(true);
    expect(authenticateRequestSchema.safeParse({ username: 'a', credentials: 'b', type: 'saml' }).success).toBe(false);
  });

  it('tells customer, guest and anonymous sessions apart', () => {
    expect(sessionResponseSchema.parse({ kind: 'anonymous' })).toEqual({ kind: 'anonymous' });
    expect(
      sessionResponseSchema.parse({
        kind: 'guest',
        guestEmailAddress: 'g@example.com',
        guestName: { first: 'G', last: 'H' },
        guestPhone: null,
      }).kind,
    ).toBe('guest');
  });
});

describe('profile update contract (SPEC §3 payload)', () => {
  const payload = (phoneNumber: string | null, firstName = 'Ann') => ({
    emailAddress: 'ann@example.com',
    profileDetails: {
      firstName,
      lastName: 'G',
      phoneNumber,
      facilities: [
        { gnFacilityId: 1, marketing: { smsOptIn: false, emailOptIn: true }, transactional: { smsOptIn: false } },
      ],
    },
  });

  it('accepts an empty or valid phone and refuses a short one with the §5 message', () => {
    expect(profileUpdateSchema.safeParse(payload(null)).success).toBe(true);
    expect(profileUpdateSchema.safeParse(payload('+1 (910) 555-0142')).success).toBe(true);
    const short = profileUpdateSchema.safeParse(payload('555'));
    expect(short.error?.issues[0]?.message).toBe('A valid phone number is required 555');
    expect(profileUpdateSchema.safeParse(payload(null, ' ')).error?.issues[0]?.message).toBe('First Name is required');
  });
});
