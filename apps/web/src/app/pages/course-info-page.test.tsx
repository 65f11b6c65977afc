import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simulatorFacilitiesFixture } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

describe('course info page', () => {
  it("shows each facility's name, size, address, phone, website and image", async () => {
    mockApi();
    renderApp({ path: '/course/info' });
    await waitForShell();
    expect(screen.getByRole('heading', { level: 1, name: 'Course Info' })).toBeInTheDocument();

    const championship = screen.getByRole('article', { name: 'Championship Course' });
    expect(championship).toHaveTextContent('18 holes');
    expect(championship).toHaveTextContent('1 Fairway Drive');
    expect(championship).toHaveTextContent('Pine Valley, NJ 08021');
    expect(within(championship).getByRole('link', { name: '(856) 555-0142' })).toHaveAttribute(
      'href',
      'tel:8565550142',
    );
    const website = within(championship).getByRole('link', { name: /Visit website/ });
    expect(website).toHaveAttribute('href', 'https://www.pine-valley.example');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(championship.querySelector('img')).toHaveAttribute('src', '/static/tenants/demo/championship.jpg');

    const short = screen.getByRole('article', { name: 'Short Course' });
    expect(short).toHaveTextContent('9 holes');
    expect(within(short).queryByRole('link', { name: /Visit website/ })).not.toBeInTheDocument();
    expect(short.querySelector('img')).toBeNull();
  });

  it('is Venue Info for a simulator-only venue', async () => {
    mockApi({ facilities: { body: simulatorFacilitiesFixture() } });
    renderApp({ path: '/course/info' });
    await waitForShell();
    expect(screen.getByRole('heading', { level: 1, name: 'Venue Info' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Swing Lab' })).toHaveTextContent('Golf simulator venue');
  });

  it('never links a website that is not http(s)', async () => {
    mockApi({
      facilities: { body: simulatorFacilitiesFixture().map((f) => ({ ...f, website: 'javascript:alert(1)' })) },
    });
    renderApp({ path: '/course/info' });
    await waitForShell();
    expect(screen.queryByRole('link', { name: /Visit website/ })).not.toBeInTheDocument();
  });
});
