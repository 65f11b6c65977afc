import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refetchBookingEngine } from '../../features/facilities/api/facilities-api.ts';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { errorAnswer, mockApi, requestsTo } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

describe('start-up', () => {
  it('shows an accessible loading state, then the app once facilities and engine are loaded', async () => {
    mockApi();
    const { store } = renderApp({ path: '/teetimes' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking engine…');
    expect(screen.getByTestId('app-shell')).toHaveAttribute('data-ready', 'false');
    expect(store.getState().app.mounted).toBe(false);

    await waitForShell();
    // The flag is set by an effect of the first ready render, which Preact runs after that paint.
    await waitFor(() => expect(store.getState().app.mounted).toBe(true));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('engine-name')).toHaveTextContent('Pine Valley Golf Club');
    // The footer (contentinfo) comes a task after the page.
    for (const landmark of ['banner', 'navigation', 'main', 'contentinfo'])
      expect((await screen.findAllByRole(landmark)).length).toBeGreaterThan(0);
  });

  it("shows the course's banner while the session is restored, as the server's HTML does", async () => {
    const fetchMock = mockApi();
    const answer = fetchMock.getMockImplementation()!;
    let release!: () => void;
    const sessionGate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (new Request(input, init).url.endsWith('/api/session')) await sessionGate;
      return answer(input, init);
    });
    renderApp({ path: '/teetimes' });
    expect(within(await screen.findByRole('banner')).getByText('Pine Valley Golf Club')).toHaveClass('brand__name');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the booking engine…');
    act(() => release());
    await waitForShell();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('sends the alias header on every call when it knows the alias', async () => {
    const fetchMock = mockApi();
    renderApp({ alias: { kind: 'alias', alias: 'pine-valley', source: 'query' } });
    await waitForShell();
    const calls = [...requestsTo(fetchMock, 'booking-engine'), ...requestsTo(fetchMock, 'facilities')];
    expect(calls).toHaveLength(2);
    for (const request of calls) expect(request.headers.get('x-be-alias')).toBe('pine-valley');
  });

  it('sends no alias header without an alias (the server uses its default)', async () => {
    const fetchMock = mockApi();
    renderApp();
    await waitForShell();
    expect(requestsTo(fetchMock, 'booking-engine')[0]!.headers.has('x-be-alias')).toBe(false);
  });

  it('shows a translated "could not be found" page for an unknown alias, never a blank page', async () => {
    mockApi({ 'booking-engine': errorAnswer(404, 'ALIAS_NOT_FOUND'), facilities: errorAnswer(404, 'ALIAS_NOT_FOUND') });
    renderApp({ alias: { kind: 'alias', alias: 'nowhere', source: 'query' }, language: 'es' });
    const state = await screen.findByTestId('not-found');
    expect(within(state).getByRole('heading', { level: 1 })).toHaveTextContent('No se encontró este motor de reservas');
    expect(screen.getByRole('main')).toContainElement(state);
  });

  it('does not call the API with an invalid alias and shows the not-found state', async () => {
    const fetchMock = mockApi();
    renderApp({ alias: { kind: 'invalid', raw: '<script>' } });
    expect(await screen.findByTestId('not-found')).toHaveTextContent('This booking engine could not be found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the translated server error with a retry that recovers', async () => {
    let healthy = false;
    mockApi({
      facilities: () => (healthy ? { body: [] } : errorAnswer(503, 'SERVICE_UNAVAILABLE')),
    });
    const { user } = renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking engine is temporarily unavailable.');
    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitForShell();
  });

  it('rejects an answer that does not match the contract', async () => {
    mockApi({ 'booking-engine': { body: { alias: 'demo', name: 'x' } } });
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('stays mounted when a later refetch fails', async () => {
    let fail = false;
    const engine = bookingEngineFixture();
    const fetchMock = mockApi({ 'booking-engine': () => (fail ? errorAnswer(500, 'INTERNAL') : { body: engine }) });
    const { store } = renderApp();
    await waitForShell();
    fail = true;
    act(() => {
      store.dispatch(refetchBookingEngine());
    });
    await waitFor(() => expect(requestsTo(fetchMock, 'booking-engine')).toHaveLength(2));
    await waitFor(() => expect(store.getState().api.queries['getBookingEngine(undefined)']?.status).toBe('rejected'));
    expect(screen.getByTestId('engine-name')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
