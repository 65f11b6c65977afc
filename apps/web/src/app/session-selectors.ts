// The one place the shell asks "is a customer signed in?". There are no sessions yet; the
// session feature will back this selector with its slice (a signed-in, non-guest customer).

/** Whether a signed-in customer (not a guest, not anonymous) is using the app. */
export function selectSignedInCustomer(_state: unknown): boolean {
  return false;
}
