import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingEngineFixture, facilitiesFixture, facilityFixture } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

const appearance = {
  welcomeMessage: '<p>Welcome to <strong>Pine Valley</strong>. Walkers welcome after 2 pm.</p>',
  tempWelcomeMessage: { message: '&lt;p&gt;Course closed for aeration &lt;em&gt;June 10–20&lt;/em&gt;&lt;/p&gt;', from: '2025-06-10', to: '2025-06-20' },
};

/** Pins "now" (Date only: timers stay real for the app). */
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

async function welcomeAt(iso: string, facilities = facilitiesFixture()) {
  at(iso);
  mockApi({ 'booking-engine': { body: bookingEngineFixture({ appearance }) }, facilities: { body: facilities } });
  renderApp({ path: '/' });
  await waitForShell();
  // The message's formatter is a chunk of its own, loaded after the first render.
  return screen.findByTestId('welcome-message');
}

describe('welcome message', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the temporary message while today is within its dates, decoded, paragraphs as spans', async () => {
    const message = await welcomeAt('2025-06-15T12:00:00Z');
    expect(message).toHaveTextContent('Course closed for aeration June 10–20');
    expect(message.querySelector('span > em')).not.toBeNull();
    expect(message.querySelector('p')).toBeNull();
  });

  it('includes both end dates', async () => {
    expect(await welcomeAt('2025-06-20T15:00:00Z')).toHaveTextContent('Course closed for aeration');
  });

  it('shows the permanent message outside the dates', async () => {
    const message = await welcomeAt('2025-06-25T12:00:00Z');
    expect(message).toHaveTextContent('Welcome to Pine Valley. Walkers welcome after 2 pm.');
    expect(within(message).getByText('Pine Valley').tagName).toBe('STRONG');
  });

  it("decides 'today' in the first facility's time zone", async () => {
    // 02:00 UTC on the 21st is still the 20th in New York, but already the 21st in Tokyo.
    expect(await welcomeAt('2025-06-21T02:00:00Z')).toHaveTextContent('Course closed for aeration');
  });

  it("decides 'today' in the first facility's time zone (east of UTC)", async () => {
    const tokyo = [facilityFixture({ timeZone: 'Asia/Tokyo' })];
    expect(await welcomeAt('2025-06-20T16:00:00Z', tokyo)).toHaveTextContent('Welcome to Pine Valley');
  });

  it('renders no script or handler from a stored malicious message', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi({
      'booking-engine': {
        body: bookingEngineFixture({
          appearance: {
            welcomeMessage:
              '<img src=x onerror=alert(1)><script>alert(2)</script><p onclick="alert(3)">Book <b>early</b></p><iframe src="https://evil.example"></iframe>',
          },
        }),
      },
    });
    renderApp({ path: '/' });
    await waitForShell();
    const message = await screen.findByTestId('welcome-message');
    expect(message).toHaveTextContent('Book early');
    expect(message.querySelector('img, script, iframe')).toBeNull();
    for (const element of message.querySelectorAll('*')) expect(element.attributes).toHaveLength(0);
    expect(document.querySelector('[onerror], [onclick]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows nothing when no message is configured', async () => {
    mockApi();
    renderApp({ path: '/' });
    await waitForShell();
    expect(screen.queryByTestId('welcome-message')).not.toBeInTheDocument();
  });
});
