import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingEngineFixture } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

const cssVar = (element: HTMLElement, name: string) => element.style.getPropertyValue(name);

describe('theme', () => {
  it('sets the CSS variables on the app shell from the appearance settings', async () => {
    mockApi({
      'booking-engine': {
        body: bookingEngineFixture({
          appearance: {
            primaryColor: '#1b4d3e',
            secondaryColor: '#c8a951',
            headerImage: '/static/tenants/demo/header.svg',
            backgroundImage: 'https://cdn.pine-valley.example/bg.jpg',
            noResultsColor: '#aa3300',
          },
        }),
      },
    });
    renderApp();
    const shell = await waitForShell();
    expect(cssVar(shell, '--fw-primary')).toBe('#1b4d3e');
    expect(cssVar(shell, '--fw-on-primary')).toBe('#ffffff');
    expect(cssVar(shell, '--fw-secondary')).toBe('#c8a951');
    expect(cssVar(shell, '--fw-on-secondary')).toBe('#000000');
    expect(cssVar(shell, '--fw-header-image')).toBe('url("/static/tenants/demo/header.svg")');
    expect(cssVar(shell, '--fw-background-image')).toBe('url("https://cdn.pine-valley.example/bg.jpg")');
    expect(cssVar(shell, '--fw-no-results')).toBe('#aa3300');
    expect(screen.getByRole('banner')).toHaveAttribute('data-header-image', 'true');
  });

  it('uses the defaults: #4fb488 with black text (white fails AA), no images, no-results = secondary', async () => {
    mockApi();
    renderApp();
    const shell = await waitForShell();
    expect(cssVar(shell, '--fw-primary')).toBe('#4fb488');
    expect(cssVar(shell, '--fw-on-primary')).toBe('#000000');
    expect(cssVar(shell, '--fw-header-image')).toBe('none');
    expect(cssVar(shell, '--fw-background-image')).toBe('none');
    expect(cssVar(shell, '--fw-no-results')).toBe('#676767');
  });

  it('shows the sales banner as plain text when set', async () => {
    mockApi({
      'booking-engine': { body: bookingEngineFixture({ appearance: { salesBanner: '<b>20% off</b> twilight golf' } }) },
    });
    renderApp();
    await waitForShell();
    const banner = screen.getByTestId('sales-banner');
    expect(banner).toHaveTextContent('<b>20% off</b> twilight golf');
    expect(banner.querySelector('b')).toBeNull();
  });

  it('shows no sales banner when none is set', async () => {
    mockApi();
    renderApp();
    await waitForShell();
    expect(screen.queryByTestId('sales-banner')).not.toBeInTheDocument();
  });
});
