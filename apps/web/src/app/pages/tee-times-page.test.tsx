import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

// The server chooses, decodes and sanitises today's message (welcome-html.ts and its tests); the
// screen shows what the booking engine answer carries.
describe('welcome message', () => {
  it("shows the booking engine's message of the day with its inline formatting", async () => {
    mockApi({
      'booking-engine': {
        body: bookingEngineFixture({}, { welcomeHtml: '<span>Course closed for aeration <em>June 10–20</em></span>' }),
      },
    });
    renderApp({ path: '/' });
    await waitForShell();
    const message = await screen.findByTestId('welcome-message');
    expect(message).toHaveTextContent('Course closed for aeration June 10–20');
    expect(within(message).getByText('June 10–20').tagName).toBe('EM');
    expect(message.closest('section')).toHaveAccessibleName('Welcome message');
  });

  describe('two lines at most', () => {
    /** Observers the component made, each with the element it watches; the test fires them as a browser would after layout. */
    const observers: { callback: ResizeObserverCallback; target?: Element }[] = [];
    class RecordingResizeObserver {
      private readonly entry: { callback: ResizeObserverCallback; target?: Element };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      unobserve() {}
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    }
    afterEach(() => {
      observers.length = 0;
      vi.unstubAllGlobals();
    });

    /** Lays the message out at `scrollHeight` against its clamped 40 px and fires its observer. */
    async function layOut(message: HTMLElement, scrollHeight: number) {
      Object.defineProperty(message, 'clientHeight', { configurable: true, get: () => 40 });
      Object.defineProperty(message, 'scrollHeight', { configurable: true, get: () => scrollHeight });
      const observer = observers.find((entry) => entry.target === message);
      expect(observer, 'the message is observed').toBeDefined();
      await act(async () => observer!.callback([], {} as ResizeObserver));
    }

    it('offers Show more only when the message is longer than its two lines, and Show less after', async () => {
      vi.stubGlobal('ResizeObserver', RecordingResizeObserver);
      mockApi({
        'booking-engine': {
          body: bookingEngineFixture(
            {},
            { welcomeHtml: '<span>Aeration this week.</span><span>Carts path only.</span><span>Range closed.</span>' },
          ),
        },
      });
      renderApp({ path: '/' });
      await waitForShell();
      const message = await screen.findByTestId('welcome-message');
      await layOut(message, 40);
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

      await layOut(message, 96);
      await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(message).not.toHaveClass('welcome-message__text--clamped');
      expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  it('shows nothing when there is no message today', async () => {
    mockApi({
      'booking-engine': {
        body: bookingEngineFixture(
          { appearance: { welcomeMessage: '<p>Only the raw setting</p>' } },
          { welcomeHtml: null },
        ),
      },
    });
    renderApp({ path: '/' });
    await waitForShell();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('welcome-message')).not.toBeInTheDocument();
  });
});
