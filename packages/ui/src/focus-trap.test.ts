import { describe, expect, it, vi } from 'vitest';
import { dialogKeyDown } from './focus-trap.ts';

/** A key event as the trap reads it, with spies on what it may stop. */
const key = (name: string, shiftKey = false) => ({
  key: name,
  shiftKey,
  preventDefault: vi.fn(),
  stopPropagation: vi.fn(),
});

function panelWithButtons() {
  document.body.innerHTML =
    '<div id="panel" tabindex="-1"><button id="a">A</button><button disabled>off</button><button id="b">B</button></div><button id="outside">out</button>';
  const element = (id: string) => document.getElementById(id) as HTMLElement;
  return { panel: element('panel'), first: element('a'), last: element('b') };
}

describe('dialogKeyDown', () => {
  it('closes on Escape and stops the key there', () => {
    const onClose = vi.fn();
    const event = key('Escape');
    dialogKeyDown(event, null, onClose);
    expect(onClose).toHaveBeenCalledOnce();
    expect(event.stopPropagation).toHaveBeenCalled();
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first (or the panel) to the last', () => {
    const { panel, first, last } = panelWithButtons();
    last.focus();
    const tab = key('Tab');
    dialogKeyDown(tab, panel, vi.fn());
    expect(tab.preventDefault).toHaveBeenCalled();
    expect(document.activeElement).toBe(first);

    dialogKeyDown(key('Tab', true), panel, vi.fn());
    expect(document.activeElement).toBe(last);
    panel.focus();
    dialogKeyDown(key('Tab', true), panel, vi.fn());
    expect(document.activeElement).toBe(last);
  });

  it('lets Tab move on between the controls inside', () => {
    const { panel, first } = panelWithButtons();
    first.focus();
    const tab = key('Tab');
    dialogKeyDown(tab, panel, vi.fn());
    expect(tab.preventDefault).not.toHaveBeenCalled();
  });

  it('keeps focus put in a panel with nothing to focus', () => {
    document.body.innerHTML = '<div id="panel" tabindex="-1"><p>text</p></div>';
    const tab = key('Tab');
    dialogKeyDown(tab, document.getElementById('panel'), vi.fn());
    expect(tab.preventDefault).toHaveBeenCalled();
  });
});
