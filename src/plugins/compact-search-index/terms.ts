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
 * What lunr's trimmer leaves of a word: no non-word characters at its ends, so `'url-loader'`, `addTab()` and
 * `@shell/core/types` lose their quotes, brackets and `@`.
 */
const untrimmedEnds = /^\W+|\W+$/g;

/**
 * Names, numbers and words inside a word. A dot between digits belongs to a version (`2.10.0`, `v3.0.13`) and an
 * apostrophe between letters to a contraction (`can't`); any other character that is not a letter, digit or
 * underscore separates segments (`.`, `/`, `-`, `$`, `@`, `:`, quotes, brackets).
 */
const segmentPattern = /[A-Za-z0-9_]+(?:'[A-Za-z]+|\.[0-9]+)*/g;

/** Where an identifier's words meet: an underscore, a lower case letter or digit before a capital, `URLL|oader`. */
const identifierWordBoundary = /_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

function matchesOf(pattern: RegExp, text: string): Array<{ text: string; start: number }> {
  return [...text.matchAll(pattern)].map((match) => ({ text: match[0], start: match.index }));
}

function trimmed(word: string): { text: string; offset: number } {
  const start = word.search(/\w/);
  if (start === -1) {
    return { text: '', offset: 0 };
  }
  return { text: word.replace(untrimmedEnds, ''), offset: start };
}

/** The words of an identifier (`addTableColumn`, `RESOURCE_DETAIL`), with their offsets in it; none for a plain word. */
function identifierWords(segment: string): Array<{ text: string; start: number }> {
  const words: Array<{ text: string; start: number }> = [];
  let rest = segment;
  let offset = 0;
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
  return words.length > 1 ? words : [];
}

/**
 * The terms a text is indexed with: each word whole, its segments when it has more than one, and the words of each
 * segment written as an identifier. Terms are lower case; each is given once per place in the text.
 */
export function indexTerms(text: string): Term[] {
  const terms: Term[] = [];
  for (const word of matchesOf(wordPattern, text)) {
    const whole = trimmed(word.text);
    if (!whole.text) {
      continue;
    }
    const wholeStart = word.start + whole.offset;
    const seen = new Set<string>();
    const add = (term: string, start: number) => {
      const lowerCase = term.toLowerCase();
      const key = `${lowerCase} ${start}`;
      if (!seen.has(key)) {
        seen.add(key);
        terms.push({ term: lowerCase, start, length: term.length });
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
  return terms;
}

/** A term of what a reader typed. */
export interface QueryTerm {
  term: string;
  /**
   * Whether the term is a word written with segments, such as `tablocation.resource_detail` or
   * `plugin.addroutes`: its segments are terms too, and the whole word only counts for the places that write it so.
   */
  whole: boolean;
}

/**
 * The terms of what a reader typed: each word, and for a word written with segments, the word whole and each of its
 * segments. The words inside an identifier are not needed: every place that holds the identifier holds them too.
 */
export function queryTerms(text: string): QueryTerm[] {
  const terms = new Map<string, boolean>();
  for (const word of matchesOf(wordPattern, text)) {
    const whole = trimmed(word.text).text.toLowerCase();
    if (!whole) {
      continue;
    }
    const segments = matchesOf(segmentPattern, whole);
    if (segments.length > 1) {
      terms.set(whole, terms.get(whole) ?? true);
      segments.forEach((segment) => terms.set(segment.text, false));
    } else {
      terms.set(whole, false);
    }
  }
  return [...terms].map(([term, whole]) => ({ term, whole }));
}
