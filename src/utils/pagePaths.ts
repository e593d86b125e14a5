/**
 * Paths of a docs page and of the files the build writes beside its HTML. A folder's index page has a permalink with
 * a trailing slash (`/extensions/next/api/components/`), but with `trailingSlash: false` it is served without one.
 */
export const pagePathOf = (permalink: string) => permalink.replace(/(.)\/$/, '$1');

/** The zip of the page's complete example (src/plugins/example-downloads): `…/api/panels.example.zip`. */
export const downloadPathOf = (permalink: string) => `${pagePathOf(permalink)}.example.zip`;

/** The page as Markdown (src/plugins/llms-txt): `…/api/panels.md`. */
export const markdownPathOf = (permalink: string) => `${pagePathOf(permalink)}.md`;
