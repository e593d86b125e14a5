import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Fetches the code highlighter (see src/theme/CodeBlock/Content) once a reader points at, touches or focuses a link,
 * so that a page opened by a client-side navigation shows its code highlighted from the start. A page loaded from the
 * server never needs it: its code was highlighted when it was built.
 */
if (ExecutionEnvironment.canUseDOM) {
  const intents = ['pointerover', 'touchstart', 'focusin'] as const;
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      intents.forEach((type) => document.removeEventListener(type, onIntent, true));
      void import('@site/src/theme/CodeBlock/Content/Highlighted');
    }
  };
  intents.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
}

export {};
