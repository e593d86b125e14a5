/** The part of the Network Information API this module reads (`navigator.connection`, Chromium only). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** As for link prefetching: on Save-Data or 2G connections the index is fetched only when the reader asks for it. */
export function waitsForIntent(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

/**
 * Calls `load` once: when the reader shows intent (pointer over or focus in `searchArea`, touch, Ctrl/⌘+K), or,
 * when `loadWhenIdle` holds and the connection does not ask to save data, once the page has loaded and the browser
 * is idle, whichever is first. Returns a function that cancels whatever has not happened yet.
 */
export function scheduleIndexLoad(
  searchArea: HTMLElement,
  load: () => void,
  browserWindow: IdleWindow = window,
  loadWhenIdle = true,
): () => void {
  let done = false;
  const cleanups: Array<() => void> = [];
  const start = () => {
    if (done) {
      return;
    }
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    load();
  };
  const listen = <K extends keyof HTMLElementEventMap>(target: HTMLElement | Document, type: K, handler: (event: Event) => void) => {
    target.addEventListener(type, handler, { passive: true });
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  for (const intent of ['pointerenter', 'focusin', 'touchstart'] as const) {
    listen(searchArea, intent, start);
  }
  listen(browserWindow.document, 'keydown', (event) => isSearchShortcut(event as KeyboardEvent) && start());

  const connection = (browserWindow.navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (loadWhenIdle && !waitsForIntent(connection)) {
    const whenIdle = () => {
      if (browserWindow.requestIdleCallback) {
        const handle = browserWindow.requestIdleCallback(start);
        cleanups.push(() => browserWindow.cancelIdleCallback?.(handle));
      } else {
        const handle = browserWindow.setTimeout(start, 1);
        cleanups.push(() => browserWindow.clearTimeout(handle));
      }
    };
    if (browserWindow.document.readyState === 'complete') {
      whenIdle();
    } else {
      browserWindow.addEventListener('load', whenIdle, { once: true });
      cleanups.push(() => browserWindow.removeEventListener('load', whenIdle));
    }
  }

  return () => {
    done = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}
