type MarkOptions = { exclude?: string[]; done?: () => void };
type MarkJs = { mark(keywords: string[], options?: MarkOptions): void; unmark(options?: MarkOptions): void };

const loadMarkJs = () =>
  import('mark.js').then(({ default: MarkJsClass }) => MarkJsClass as unknown as new (root: Element) => MarkJs);

/**
 * Stands in for mark.js in the search box (see index.ts). The search box unmarks the article on every page load and
 * marks the searched words when the address carries them (`?_highlight=`). mark.js walks every element of the article
 * to unmark it, which on a long page full of highlighted code takes a noticeable part of the load; here nothing is
 * walked, and mark.js is not even fetched, unless the article holds marks or there are words to mark.
 */
export default class Mark {
  constructor(private readonly root: Element) {}

  mark(keywords: string[], options?: MarkOptions): void {
    void loadMarkJs().then((MarkJsClass) => new MarkJsClass(this.root).mark(keywords, options));
  }

  unmark(options?: MarkOptions): void {
    if (!this.root.querySelector('mark[data-markjs]')) {
      options?.done?.();
      return;
    }
    void loadMarkJs().then((MarkJsClass) => new MarkJsClass(this.root).unmark(options));
  }
}
