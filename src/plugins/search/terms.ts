/**
 * How text is cut into search terms, for the index (the build) and for what a reader types (the search worker).
 * One function serves both, so that any form of a name a reader types meets the terms its page was indexed with.
 *
 * The search plugin splits text only at spaces and hyphens, so `TabLocation.RESOURCE_DETAIL` was one term and
 * `addTab()` another than `addTab`. Here a word (text between spaces, without the punctuation around it)
 * is indexed whole and by its parts: `this.$store.getters['management/all']` gives the whole word, its segments
 * (`this`, `store`, `getters`, `management`, `all`), and for a segment written as an identifier, the words in it
 * (`addTableColumn` gives `add`, `table`, `column`; `RESOURCE_DETAIL` gives `resource`, `detail`).
 */

export interface Term {
  term: string;
  /** Where the term starts in the text, and its length: what a result preview highlights. */
  start: number;
  length: number;
}

/**
 * Text between whitespace. lunr and the search plugin also split at hyphens, so `serve-pkgs`, `--app-name` and
 * `create-edit-view` were two or three unrelated words; here a hyphen separates segments of one word.
 */
const wordPattern = /\S+/g;

/**
 * The characters around a word that are not part of it: `'url-loader'`, `addTab()` and `@shell/core/types` lose
 * their quotes, brackets and `@`. Unlike lunr's trimmer, a `$` that begins a name stays: `$store`, `$extension` and
 * `$shell` are names of their own, which a reader tells apart from the words store, extension and shell.
 */
const leadingPunctuation = /^(?:[^\w$]|\$(?!\w))+/;
const trailingPunctuation = /\W+$/;

/**
 * Names, numbers and words inside a word. A dot between digits belongs to a version (`2.10.0`, `v3.0.13`) and an
 * apostrophe between letters to a contraction (`can't`); any other character that is not a letter, digit or
 * underscore separates segments (`.`, `/`, `-`, `@`, `:`, quotes, brackets), and a `$` begins one (`this.$store`).
 */
const segmentPattern = /\$?[A-Za-z0-9_]+(?:'[A-Za-z]+|\.[0-9]+)*/g;

/** Where an identifier's words meet: an underscore, a lower case letter or digit before a capital, `URLL|oader`. */
const identifierWordBoundary = /_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

function matchesOf(pattern: RegExp, text: string): Array<{ text: string; start: number }> {
  return [...text.matchAll(pattern)].map((match) => ({ text: match[0], start: match.index }));
}

function trimmed(word: string): { text: string; offset: number } {
  const offset = word.match(leadingPunctuation)?.[0].length ?? 0;
  return { text: word.slice(offset).replace(trailingPunctuation, ''), offset };
}

/**
 * The words of an identifier (`addTableColumn`, `RESOURCE_DETAIL`), with their offsets in it; none for a plain word.
 * A name that begins with `$` also stands for the name without it (`$store` for store).
 */
function identifierWords(segment: string): Array<{ text: string; start: number }> {
  const words: Array<{ text: string; start: number }> = [];
  const bare = segment.startsWith('$') ? 1 : 0;
  let rest = segment.slice(bare);
  let offset = bare;
  while (rest.length > 0) {
    const boundary = identifierWordBoundary.exec(rest);
    const end = boundary ? boundary.index : rest.length;
    if (end > 0) {
      words.push({ text: rest.slice(0, end), start: offset });
    }
    const next = boundary ? end + boundary[0].length : rest.length;
    rest = rest.slice(next);
    offset += next;
  }
  if (bare && words.length > 1) {
    words.unshift({ text: segment.slice(bare), start: bare });
  }
  return words.length > 1 || bare ? words : [];
}

/** A word that is its own only term: letters with at most a leading capital, or digits. */
const plainWord = /^(?:[A-Za-z][a-z]*|[0-9]+)$/;

/**
 * Calls `visit` with each term a text is indexed with, in order: each word whole, its segments when it has more than
 * one, and the words of each segment written as an identifier. Terms are lower case; each is given once per place
 * in the text. The search worker runs this over every text of the index when it unpacks it (packed.ts), so plain
 * words take a short path and no term becomes an object.
 */
export function visitIndexTerms(text: string, visit: (term: string, start: number, length: number) => void): void {
  for (const word of text.matchAll(wordPattern)) {
    const whole = trimmed(word[0]);
    if (!whole.text) {
      continue;
    }
    const wholeStart = word.index + whole.offset;
    if (plainWord.test(whole.text)) {
      visit(whole.text.toLowerCase(), wholeStart, whole.text.length);
      continue;
    }
    const seen = new Set<string>();
    const add = (term: string, start: number) => {
      const lowerCase = term.toLowerCase();
      const key = `${lowerCase} ${start}`;
      if (!seen.has(key)) {
        seen.add(key);
        visit(lowerCase, start, term.length);
      }
    };
    add(whole.text, wholeStart);
    const segments = matchesOf(segmentPattern, whole.text);
    for (const segment of segments) {
      const segmentStart = wholeStart + segment.start;
      if (segments.length > 1) {
        add(segment.text, segmentStart);
      }
      for (const identifierWord of identifierWords(segment.text)) {
        add(identifierWord.text, segmentStart + identifierWord.start);
      }
    }
  }
}

/** The terms a text is indexed with (`visitIndexTerms`), each with its place in the text. */
export function indexTerms(text: string): Term[] {
  const terms: Term[] = [];
  visitIndexTerms(text, (term, start, length) => terms.push({ term, start, length }));
  return terms;
}

/** A term of what a reader typed. */
export interface QueryTerm {
  term: string;
  /**
   * Whether the term is a word written with segments (`tablocation.resource_detail`, `plugin.addroutes`) or a name
   * with its `$` (`$store`): the segments, or the name without `$`, are terms too, and the term as written only
   * counts for the places that write it so.
   */
  whole: boolean;
}

/**
 * The terms of what a reader typed: each word; for a word written with segments, the word whole and each of its
 * segments; for a name that begins with `$`, the name and the name without it. The words inside an identifier are
 * not needed: every place that holds the identifier holds them too.
 */
export function queryTerms(text: string): QueryTerm[] {
  const terms = new Map<string, boolean>();
  const add = (term: string, whole: boolean) => terms.set(term, (terms.get(term) ?? true) && whole);
  for (const word of matchesOf(wordPattern, text)) {
    const whole = trimmed(word.text).text.toLowerCase();
    if (!whole) {
      continue;
    }
    const segments = matchesOf(segmentPattern, whole).map(({ text: segment }) => segment);
    if (segments.length > 1) {
      add(whole, true);
    }
    for (const segment of segments) {
      if (segment.startsWith('$')) {
        add(segment, true);
        add(segment.slice(1), false);
      } else {
        add(segment, false);
      }
    }
  }
  return [...terms].map(([term, whole]) => ({ term, whole }));
}
