import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredAppLoader } from './page-html';

const ENTRY = '/assets/index-1.js';
const PRELOADS = ['/assets/site-1.js', '/assets/page-1.js'];

/** The scripts and modulepreloads the loader added to <head>, in order. */
const added = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((element) =>
    element instanceof HTMLScriptElement ? `script ${element.getAttribute('src')}` : `modulepreload ${element.getAttribute('href')}`,
  );

/**
 * Runs the loader as the page's inline script would, with the document in this ready state. Its listeners
 * stay on the window; every test ends with its loader started, so they do nothing in the next.
 */
function runLoader(readyState: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
  new Function(deferredAppLoader({ entry: ENTRY, preloads: PRELOADS }))();
}

describe('the prerendered page’s app loader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (document as { readyState?: unknown }).readyState;
    document.head.innerHTML = '';
  });

  it('fetches nothing while the page loads, then the page’s chunks and the entry after the next frame', () => {
    runLoader('loading');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(2000);
    expect(added()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]);
    // The timer set in the frame (fake timers give it 1 ms), well before the one-second fallback.
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(['modulepreload /assets/site-1.js', 'modulepreload /assets/page-1.js', `script ${ENTRY}`]);
    const script = document.head.querySelector('script');
    expect(script?.type).toBe('module');
    expect(script?.crossOrigin).toBe('');
  });

  it('starts after the next frame when the page has already loaded', () => {
    runLoader('complete');
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(3);
  });

  it('starts after a second when no frame comes (a tab in the background)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      runLoader('complete');
      vi.advanceTimersByTime(999);
      expect(added()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added()).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts at once on the visitor’s first key press, touch or click, and only once', () => {
    runLoader('loading');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(added()).toEqual(['modulepreload /assets/site-1.js', 'modulepreload /assets/page-1.js', `script ${ENTRY}`]);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(2000);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(added()).toHaveLength(3);
  });
});
