import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

// The server chooses, decodes and sanitises today's message (welcome-html.ts and its tests); the
// screen shows what the booking engine answer carries.
describe('welcome message', () => {
  it("shows the booking engine's message of the day with its inline formatting", async () => {
    mockApi({ 'booking-engine': { body: bookingEngineFixture({}, { welcomeHtml: '<span>Course closed for aeration <em>June 10–20</em></span>' }) } });
    renderApp({ path: '/' });
    await waitForShell();
    const message = await screen.findByTestId('welcome-message');
    expect(message).toHaveTextContent('Course closed for aeration June 10–20');
    expect(within(message).getByText('June 10–20').tagName).toBe('EM');
    expect(message.closest('section')).toHaveAccessibleName('Welcome message');
  });

  it('shows nothing when there is no message today', async () => {
    mockApi({ 'booking-engine': { body: bookingEngineFixture({ appearance: { welcomeMessage: '<p>Only the raw setting</p>' } }, { welcomeHtml: null }) } });
    renderApp({ path: '/' });
    await waitForShell();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('welcome-message')).not.toBeInTheDocument();
  });
});
