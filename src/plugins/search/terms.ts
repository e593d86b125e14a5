/**
 * How text is cut into search terms, for the index (the build, and the search worker when it unpacks the index) and
 * for what a reader types (the search worker). One structure serves both, so that any form of a name a reader types
 * meets the terms its page was indexed with.
 *
 * The search plugin splits text only at spaces and hyphens, so `TabLocation.RESOURCE_DETAIL` was one term and
 * `addTab()` another than `addTab`. Here a word (text between spaces, without the punctuation around it) is indexed
 * whole and by its parts:
 *
 * - its expressions, split at brackets, quotes, commas and `=`: `plugin.addTab(TabLocation.RESOURCE_DETAIL` holds
 *   `plugin.addTab` and `TabLocation.RESOURCE_DETAIL`;
 * - their segments, split at `.`, `/`, `-`, `:`, `@`: `TabLocation` and `RESOURCE_DETAIL`; a file path also as the
 *   import path that leaves out `.vue` or `/index.js`, and `$plugin.DSL` also as `plugin.DSL`; a path from the root
 *   (`/safeMode`) also with its slash;
 * - the words of each identifier: `tab`, `location`, `resource`, `detail`; a `$name` also stands for the name.
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

/** Expressions inside a word: text between brackets, quotes (not an apostrophe inside a word), commas, `;` and `=`. */
const expressionPattern = /(?:[^()[\]{}<>"`,;=']|(?<=[A-Za-z])'(?=[A-Za-z]))+/g;

/**
 * Names, numbers and words inside an expression. A dot between digits belongs to a version (`2.10.0`, `v3.0.13`) and
 * an apostrophe between letters to a contraction (`can't`); any other character that is not a letter, digit or
 * underscore separates segments (`.`, `/`, `-`, `@`, `:`), and a `$` begins one (`this.$store`).
 */
const segmentPattern = /\$?[A-Za-z0-9_]+(?:'[A-Za-z]+|\.[0-9]+)*/g;

/** Where an identifier's words meet: an underscore, a lower case letter or digit before a capital, `URLL|oader`. */
const identifierWordBoundary = /_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

/** A source file's extension, and `/index` before it: an import path leaves them out (`@shell/components/Tabbed/Tab`). */
const sourceFileEnding = /(?:\/index)?\.(?:vue|js|ts|jsx|tsx|mjs)$/;

/** A word that is its own only term: letters with at most a leading capital, or digits. */
const plainWord = /^(?:[A-Za-z][a-z]*|[0-9]+)$/;

interface Piece {
  text: string;
  start: number;
}

function trimmed(text: string, start: number): Piece {
  const offset = text.match(leadingPunctuation)?.[0].length ?? 0;
  return { text: text.slice(offset).replace(trailingPunctuation, ''), start: start + offset };
}

function piecesOf(pattern: RegExp, { text, start }: Piece): Piece[] {
  return [...text.matchAll(pattern)].map((match) => ({ text: match[0], start: start + match.index }));
}

/**
 * The words of an identifier (`addTableColumn`, `RESOURCE_DETAIL`); none for a plain word. A name that begins with
 * `$` also stands for the name without it (`$store` for store).
 */
function identifierWords({ text, start }: Piece): Piece[] {
  const words: Piece[] = [];
  const bare = text.startsWith('$') ? 1 : 0;
  let rest = text.slice(bare);
  let offset = bare;
  while (rest.length > 0) {
    const boundary = identifierWordBoundary.exec(rest);
    const end = boundary ? boundary.index : rest.length;
    if (end > 0) {
      words.push({ text: rest.slice(0, end), start: start + offset });
    }
    const next = boundary ? end + boundary[0].length : rest.length;
    rest = rest.slice(next);
    offset += next;
  }
  if (bare && words.length > 1) {
    words.unshift({ text: text.slice(bare), start: start + bare });
  }
  return words.length > 1 || bare ? words : [];
}

/** A word with its expressions and their segments, each where it stands in the text. */
interface WordStructure {
  whole: Piece;
  expressions: Array<{ whole: Piece; segments: Piece[] }>;
}

function structureOf(whole: Piece): WordStructure {
  const expressions = piecesOf(expressionPattern, whole)
    .map(({ text, start }) => trimmed(text, start))
    .filter(({ text }) => text.length > 0)
    .map((expression) => ({ whole: expression, segments: piecesOf(segmentPattern, expression) }));
  return { whole, expressions };
}

/**
 * Other ways readers write the same expression: a file path as its import path (without `.vue` or `/index.js`),
 * and a name with `$` receivers without them (`$plugin.DSL` as `plugin.DSL`).
 */
function wholeVariants(whole: string): string[] {
  const variants: string[] = [];
  const importPath = whole.replace(sourceFileEnding, '');
  if (importPath !== whole && importPath.includes('/')) {
    variants.push(importPath);
  }
  const withoutDollars = whole.replace(/\$(?=\w)/g, '');
  if (withoutDollars !== whole) {
    variants.push(withoutDollars);
  }
  return variants;
}

/** A word written as a path from the root (`/safeMode`, `/meta/proxy`), with its slash: a term of its own. */
function rootedPath(word: string, whole: Piece): string | undefined {
  return word.startsWith('/') && whole.text && word.slice(1).startsWith(whole.text) ? `/${whole.text}` : undefined;
}

/** Whether a word has more than one segment, so that writing it whole says more than its segments. */
function isCompound({ expressions }: WordStructure): boolean {
  return expressions.length > 1 || expressions.some(({ segments }) => segments.length > 1);
}

/**
 * Calls `visit` with each term a text is indexed with, in order: each word whole, its expressions, their segments,
 * and the words of each identifier. Terms are lower case; each is given once per place in the text. The search
 * worker runs this over every text of the index when it unpacks it (packed.ts), so plain words take a short path
 * and no term becomes an object.
 */
export function visitIndexTerms(text: string, visit: (term: string, start: number, length: number) => void): void {
  for (const match of text.matchAll(wordPattern)) {
    const whole = trimmed(match[0], match.index);
    if (!whole.text) {
      continue;
    }
    const rooted = rootedPath(match[0], whole);
    if (rooted) {
      visit(rooted.toLowerCase(), match.index, rooted.length);
    }
    if (plainWord.test(whole.text)) {
      visit(whole.text.toLowerCase(), whole.start, whole.text.length);
      continue;
    }
    const seen = new Set<string>();
    const add = ({ text: term, start }: Piece) => {
      const lowerCase = term.toLowerCase();
      const key = `${lowerCase} ${start}`;
      if (!seen.has(key)) {
        seen.add(key);
        visit(lowerCase, start, term.length);
      }
    };
    add(whole);
    const structure = structureOf(whole);
    for (const expression of structure.expressions) {
      if (expression.segments.length > 1) {
        add(expression.whole);
        for (const variant of wholeVariants(expression.whole.text)) {
          add({ text: variant, start: expression.whole.start });
        }
      }
      for (const segment of expression.segments) {
        add(segment);
        identifierWords(segment).forEach(add);
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
   * Whether the term is a word or expression written with segments (`tablocation.resource_detail`,
   * `plugin.addroutes`) or a name with its `$` (`$store`): its segments, or the name without `$`, are terms too, and
   * the term as written only counts for the places that write it so.
   */
  whole: boolean;
  /** The word of the input the term comes from (its number): a word counts once, however many forms of it match. */
  word: number;
}

/**
 * The terms of what a reader typed: each word; for a word written with segments, the word whole, its expressions
 * and their segments; for a name that begins with `$`, the name and the name without it. The words inside an
 * identifier are not needed: every place that holds the identifier holds them too.
 */
export function queryTerms(text: string): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  let word = 0;
  const add = (term: string, whole: boolean) => {
    const earlier = terms.get(term);
    terms.set(term, { term, whole: (earlier?.whole ?? true) && whole, word: earlier?.word ?? word });
  };
  for (const match of text.matchAll(wordPattern)) {
    word += 1;
    const whole = trimmed(match[0].toLowerCase(), match.index);
    if (!whole.text) {
      continue;
    }
    const rooted = rootedPath(match[0].toLowerCase(), whole);
    if (rooted) {
      add(rooted, true);
    }
    const structure = structureOf(whole);
    if (isCompound(structure)) {
      add(whole.text, true);
    }
    for (const expression of structure.expressions) {
      if (expression.segments.length > 1) {
        add(expression.whole.text, true);
        wholeVariants(expression.whole.text).forEach((variant) => add(variant, true));
      }
      for (const { text: segment } of expression.segments) {
        if (segment.startsWith('$')) {
          add(segment, true);
          add(segment.slice(1), false);
        } else {
          add(segment, false);
        }
      }
    }
  }
  return [...terms.values()];
}
