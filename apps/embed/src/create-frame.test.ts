import { describe, expect, it } from 'vitest';
import { createFrame, INITIAL_FRAME_HEIGHT_PX } from './create-frame.ts';

describe('createFrame', () => {
  it('creates an accessible, borderless, full-width frame that may take payments', () => {
    const iframe = createFrame(document, 'https://engine.example/?alias=demo', 'demo', null);
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.src).toBe('https://engine.example/?alias=demo');
    expect(iframe.title).toBe('Tee time booking');
    expect(iframe.getAttribute('allow')).toBe('payment');
    expect(iframe.getAttribute('loading')).toBe('eager');
    expect(iframe.style.width).toBe('100%');
    expect(iframe.style.height).toBe(`${INITIAL_FRAME_HEIGHT_PX}px`);
    expect(iframe.style.borderWidth).toBe('0px');
    expect(iframe.style.display).toBe('block');
  });

  it('names the frame in the requested language', () => {
    expect(createFrame(document, 'https://engine.example/', 'demo', 'fr-CA').title).toBe('Réservation de départs');
    expect(createFrame(document, 'https://engine.example/', 'demo', 'it').title).toBe('Tee time booking');
  });
});
