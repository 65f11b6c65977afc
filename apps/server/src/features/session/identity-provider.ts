/** Who a golf-ID token says signed in. */
export interface GolfIdIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * A golf-ID identity provider: verifies the signed, short-lived token it issued for this
 * booking engine. The default is the local sandbox provider (features/golf-id).
 */
export interface GolfIdProvider {
  /** The URL of the provider's sign-in page for a state key and the alias. */
  authorizeUrl(options: { stateKey: string; alias: string; origin: string }): string;
  /** The identity (and the state key it was issued for) in a valid token for `audience` (the alias); null when forged or expired. */
  verify(token: string, audience: string, now: Date): Promise<(GolfIdIdentity & { nonce: string }) | null>;
}
