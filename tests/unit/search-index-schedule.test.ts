import { scheduleIndexLoad, waitsForIntent, type ConnectionInfo } from '@site/src/theme/SearchBar/scheduleIndexLoad';

type FakeWindowOptions = { connection?: ConnectionInfo; readyState?: DocumentReadyState };

/**
 * A window whose load event and idle callbacks the test fires by hand. Its listeners and idle callbacks are real:
 * `removeEventListener` and `cancelIdleCallback` take them away, so what a cancel leaves behind shows.
 */
function fakeWindow({ connection, readyState = 'complete' }: FakeWindowOptions = {}) {
  const events = new EventTarget();
  const idleCallbacks = new Map<number, () => void>();
  let lastHandle = 0;
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  const browserWindow = {
    document,
    navigator: { connection },
    requestIdleCallback: (callback: () => void) => {
      idleCallbacks.set(++lastHandle, callback);
      return lastHandle;
    },
    cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  } as unknown as Window;
  return {
    browserWindow,
    fireLoad: () => events.dispatchEvent(new Event('load')),
    /** Idle callbacks requested and not cancelled. */
    pendingIdle: () => idleCallbacks.size,
    runIdle: () => {
      const callbacks = [...idleCallbacks.values()];
      idleCallbacks.clear();
      callbacks.forEach((callback) => callback());
    },
  };
}

describe('waitsForIntent', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [undefined, false],
  ])('%j waits for intent: %s', (connection, expected) => {
    expect(waitsForIntent(connection)).toBe(expected);
  });
});

describe('scheduleIndexLoad', () => {
  let searchArea: HTMLElement;

  beforeEach(() => {
    searchArea = document.createElement('div');
    document.body.append(searchArea);
  });

  afterEach(() => searchArea.remove());

  it('loads once the page has loaded and the browser is idle, and only once', () => {
    const load = jest.fn();
    const { browserWindow, fireLoad, runIdle } = fakeWindow({ readyState: 'loading' });
    scheduleIndexLoad(searchArea, load, browserWindow);

    runIdle();
    expect(load).not.toHaveBeenCalled();
    fireLoad();
    expect(load).not.toHaveBeenCalled();
    runIdle();
    expect(load).toHaveBeenCalledTimes(1);

    searchArea.dispatchEvent(new Event('pointerenter'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerenter', 'focusin', 'touchstart'])('loads at once on %s over the search box', (intent) => {
    const load = jest.fn();
    const { browserWindow } = fakeWindow({ readyState: 'loading' });
    scheduleIndexLoad(searchArea, load, browserWindow);
    searchArea.dispatchEvent(new Event(intent));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once on Ctrl+K or ⌘K, not on other keys', () => {
    const load = jest.fn();
    const { browserWindow } = fakeWindow({ readyState: 'loading' });
    scheduleIndexLoad(searchArea, load, browserWindow);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k' }));
    expect(load).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'K', metaKey: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a Save-Data connection waits for intent, however idle the page is', () => {
    const load = jest.fn();
    const { browserWindow, fireLoad, runIdle } = fakeWindow({ connection: { saveData: true } });
    scheduleIndexLoad(searchArea, load, browserWindow);
    fireLoad();
    runIdle();
    expect(load).not.toHaveBeenCalled();
    searchArea.dispatchEvent(new Event('focusin'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('cancelled once the page has loaded, drops its idle callback and ignores intent', () => {
    const load = jest.fn();
    const { browserWindow, pendingIdle, runIdle } = fakeWindow();
    const cancel = scheduleIndexLoad(searchArea, load, browserWindow);
    expect(pendingIdle()).toBe(1);
    cancel();
    expect(pendingIdle()).toBe(0);
    runIdle();
    searchArea.dispatchEvent(new Event('pointerenter'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    expect(load).not.toHaveBeenCalled();
  });

  it('cancelled before the page has loaded, stops waiting for the load event', () => {
    const load = jest.fn();
    const { browserWindow, fireLoad, pendingIdle, runIdle } = fakeWindow({ readyState: 'loading' });
    const cancel = scheduleIndexLoad(searchArea, load, browserWindow);
    cancel();
    fireLoad();
    expect(pendingIdle()).toBe(0);
    runIdle();
    expect(load).not.toHaveBeenCalled();
  });
});
