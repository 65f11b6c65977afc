import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../shared/i18n/languages.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, waitForShell } from '../../test/render-app.tsx';

const nav = () => screen.getByRole('navigation', { name: /./ });

describe('language switch', () => {
  it('is a labelled select with the four languages', async () => {
    mockApi();
    renderApp();
    await waitForShell();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Español', 'Deutsch']);
    expect(select).toHaveValue('en');
  });

  it('changes the visible text and <html lang>, and remembers the choice', async () => {
    mockApi();
    const { user } = renderApp({ path: '/teetimes' });
    await waitForShell();
    expect(document.documentElement.lang).toBe('en');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Départs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Heures de départ');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'de');
    expect(await within(nav()).findByRole('link', { name: 'Platzinfo' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });

  it('starts in the given language', async () => {
    mockApi();
    renderApp({ language: 'es' });
    await waitForShell();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('layout', () => {
  const original = window.innerWidth;
  afterEach(() => {
    window.innerWidth = original;
    window.dispatchEvent(new Event('resize'));
  });

  it('is wide above 900 px and narrow at or below, following resizes', async () => {
    window.innerWidth = 1280;
    window.dispatchEvent(new Event('resize'));
    mockApi();
    renderApp();
    const shell = await waitForShell();
    expect(shell).toHaveAttribute('data-layout', 'wide');

    act(() => {
      window.innerWidth = 900;
      window.dispatchEvent(new Event('resize'));
    });
    expect(shell).toHaveAttribute('data-layout', 'narrow');

    act(() => {
      window.innerWidth = 901;
      window.dispatchEvent(new Event('resize'));
    });
    expect(shell).toHaveAttribute('data-layout', 'wide');
  });

  it('offers a skip link to the main content as the first focusable element', async () => {
    mockApi();
    const { user } = renderApp();
    await waitForShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
