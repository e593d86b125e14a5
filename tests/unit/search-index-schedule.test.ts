import { scheduleIndexLoad, waitsForIntent, type ConnectionInfo } from '@site/src/theme/SearchBar/scheduleIndexLoad';

type FakeWindowOptions = { connection?: ConnectionInfo; readyState?: DocumentReadyState };

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow({ connection, readyState = 'complete' }: FakeWindowOptions = {}) {
  const idleCallbacks: Array<() => void> = [];
  const loadListeners: Array<() => void> = [];
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  const browserWindow = {
    document,
    navigator: { connection },
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
    cancelIdleCallback: (handle: number) => {
      idleCallbacks[handle - 1] = () => undefined;
    },
    addEventListener: (_type: string, listener: () => void) => loadListeners.push(listener),
    removeEventListener: () => undefined,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
  } as unknown as Window;
  return {
    browserWindow,
    fireLoad: () => loadListeners.splice(0).forEach((listener) => listener()),
    runIdle: () => idleCallbacks.splice(0).forEach((callback) => callback()),
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

  it('does nothing after it is cancelled', () => {
    const load = jest.fn();
    const { browserWindow, runIdle } = fakeWindow();
    const cancel = scheduleIndexLoad(searchArea, load, browserWindow);
    cancel();
    runIdle();
    searchArea.dispatchEvent(new Event('pointerenter'));
    expect(load).not.toHaveBeenCalled();
  });
});
