import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Plays the gateway's hosted page telling the app that the card was tokenised, then waits for `readyTestId`.
 * The frame can show a moment before its message listener attaches (a loaded CI runner makes that moment long),
 * so the message is sent again until the app has heard it, as a real page would not need but a test must.
 */
export async function tokeniseInHostedFrame(
  token: string,
  readyTestId: string,
  details: Record<string, unknown> = { brand: 'visa', lastFour: '4242' },
) {
  const frame = (await screen.findByTitle('Secure card entry')) as HTMLIFrameElement;
  const send = () =>
    fireEvent(
      window,
      new MessageEvent('message', {
        data: { type: 'fairway:card-tokenised', token, ...details },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  await waitFor(() => {
    if (!screen.queryByTestId(readyTestId)) send();
    expect(screen.getByTestId(readyTestId)).toBeInTheDocument();
  });
}
