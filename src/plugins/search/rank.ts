/**
 * The order of search results. The plugin requires every term of the query in one document and ranks titles, then
 * headings, then descriptions, then section texts. So a section that mentions all the words of a task in passing
 * came before the heading that names the task with one word less, and a name written with its object
 * (`plugin.addAction(ActionLocation.TABLE`) found only the pages that happen to write exactly that.
 *
 * Here every page and every section that holds any term of the query is a candidate, scored by the terms it holds:
 * each term by how rare it is among the site's sections, and by where it stands. A term in a page title counts four
 * times a term in body text, in a heading three times, in a description twice; a section also holds its page's
 * title, description and keywords at half their weight, so `addAction` in the title of the Actions page and
 * `ActionLocation.TABLE` in one of its headings lead to that section. The sum is multiplied by the share of the
 * query's words the candidate holds. A word written whole (`TabLocation.RESOURCE_DETAIL`) adds its weight where it
 * stands written so, on top of its segments, without counting as a missing word where the segments stand apart; of
 * the forms of one typed word written whole (`$store.dispatch`, `store.dispatch`), only the best counts.
 */
import lunr from 'lunr';

import type { QueryTerm } from './terms';

/** The plugin's document types, in the order of its index file. */
export const enum DocumentType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  s?: string;
  p?: number;
}

export interface TypedIndex {
  type: number;
  documents: SearchDocument[];
  index: lunr.Index;
}

type Metadata = Record<string, Record<string, { position?: [number, number][] }>>;

/** A result as the plugin's search box and search page show it. */
export interface RankedResult {
  document: SearchDocument;
  type: number;
  /** The title document of the result's page, for results inside a page; the search box shows them under it. */
  page: SearchDocument | undefined;
  metadata: Metadata;
  tokens: string[];
  score: number;
}

const weightByType: Record<number, number> = {
  [DocumentType.Title]: 4,
  [DocumentType.Heading]: 3,
  [DocumentType.Description]: 2,
  [DocumentType.Keywords]: 2,
  [DocumentType.Content]: 1,
};

/** How much a page's title, description and keywords count for each of its sections. */
const pageContextShare = 0.5;

/** A word that begins with the word still being typed counts half as much as the word itself. */
const prefixShare = 0.5;

/**
 * A title or heading that names the term (`TabLocation.RESOURCE_DETAIL`, `addTableColumn()`, or a title such as
 * `Tabs (addTab)` that lists the API it documents in brackets) is where the term is documented: it counts twice.
 */
const nameShare = 2;

/** At most this many results of one page, so that one long page does not fill the search box. */
const resultsPerPage = 3;

/**
 * For a query of at least `phraseQueryWords` words (a message rather than a name or command), the best candidates
 * holding at least `shortestPhrase` of its words in a row, as the reader wrote them, gain in proportion to the run:
 * a pasted message comes first where it is quoted in full.
 */
const phraseQueryWords = 5;
const shortestPhrase = 4;
const phraseCandidates = 40;

const pageLevelTypes = new Set<number>([DocumentType.Title, DocumentType.Description, DocumentType.Keywords]);

interface Match {
  document: SearchDocument;
  type: number;
  metadata: Metadata;
  /**
   * The query terms the document holds: 1 for the term itself, `nameShare` where the title or heading names it,
   * `prefixShare` for a longer word that begins with the word being typed.
   */
  held: Map<string, number>;
  lunrScore: number;
}

function bareName(text: string): string {
  return text.trim().replace(/^[^\w$]+|\W+$/g, '').toLowerCase();
}

/** Code rather than a word: a qualified name, a call, a path, or an identifier in camelCase or snake_case. */
const codeName = /[._$/()@:]|[a-z][A-Z]|[A-Z]{2}[a-z]/;

/**
 * The names a title or heading consists of: the whole text when it is one code name (`TabLocation.RESOURCE_DETAIL`,
 * not `API` or `Pitfalls`), and the code names a title lists in brackets.
 */
function namesOf(document: SearchDocument, type: number): string[] {
  if (type !== DocumentType.Title && type !== DocumentType.Heading) {
    return [];
  }
  const text = document.t.trim();
  const listed = type === DocumentType.Title ? (text.match(/\(([^()]+)\)$/)?.[1].split(/,|\band\b/) ?? []) : [];
  return (/\s/.test(text) ? listed : [text])
    .map((name) => name.trim())
    .filter((name) => !/\s/.test(name) && codeName.test(name))
    .map(bareName);
}

function matchesIn({ type, documents, index }: TypedIndex, terms: string[], typing: string): Match[] {
  // The search pipeline the index was built with (lunr's stemmer); @types/lunr leaves the property out.
  const { pipeline } = index as unknown as { pipeline: lunr.Pipeline };
  const stems = terms.map((term) => pipeline.runString(term));
  const documentsByRef = new Map(documents.map((document) => [String(document.i), document]));
  const results = index.query((query) => {
    for (const term of terms) {
      query.term(term, { presence: lunr.Query.presence.OPTIONAL });
    }
    query.term(typing, { presence: lunr.Query.presence.OPTIONAL, wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false });
  });
  return results.map((result) => {
    const metadata = result.matchData.metadata as Metadata;
    const indexTerms = Object.keys(metadata);
    const held = new Map<string, number>();
    const document = documentsByRef.get(result.ref) as SearchDocument;
    const names = namesOf(document, type);
    terms.forEach((term, position) => {
      if (names.includes(term)) {
        held.set(term, nameShare);
      } else if (indexTerms.some((indexTerm) => stems[position].includes(indexTerm))) {
        held.set(term, 1);
      } else if (term === typing && indexTerms.some((indexTerm) => indexTerm.startsWith(typing))) {
        held.set(term, prefixShare);
      }
    });
    return { document, type, metadata, held, lunrScore: result.score };
  });
}

/** lunr's inverse document frequency of each term among the section texts. */
function rarity(terms: string[], contentMatches: Match[], sectionCount: number): Map<string, number> {
  return new Map(
    terms.map((term) => {
      const holding = contentMatches.filter(({ held }) => held.get(term) === 1).length;
      return [term, Math.log(1 + Math.abs((sectionCount - holding + 0.5) / (holding + 0.5)))];
    }),
  );
}

/**
 * Per term, the highest weight with which the matches hold it; `share` scales the weights of a page's own documents
 * for its sections, except the names its title lists, which every section of the page documents in full.
 */
function termWeights(matches: Match[], share = 1, into = new Map<string, number>()): Map<string, number> {
  for (const match of matches) {
    for (const [term, held] of match.held) {
      const weight = weightByType[match.type] * held * (held === nameShare ? 1 : share);
      into.set(term, Math.max(into.get(term) ?? 0, weight));
    }
  }
  return into;
}

/** A page or a section that holds terms of the query. */
export interface Candidate {
  /** The document the search box shows for it: the title or heading when they hold a term, else the text. */
  shown: Match;
  page: SearchDocument;
  /** Per term, its weight here: by where it stands (`weightByType`), a page's own at `pageContextShare`. */
  weights: Map<string, number>;
  /** The texts of its documents: title or heading, description, section text. */
  text: string;
  score: number;
  lunrScore: number;
  /**
   * Whether the title or heading shown for it holds every word of the query as typed, not only a word with the same
   * stem (`useRoute` and `useRouter` are one term to lunr).
   */
  showsTypedWords: boolean;
}

function phraseWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

function candidate(
  group: Match[],
  page: SearchDocument,
  weights: Map<string, number>,
  score: (weights: Map<string, number>) => number,
  typedWords: string[],
): Candidate {
  const shownFirst = [DocumentType.Title, DocumentType.Heading, DocumentType.Content, DocumentType.Description, DocumentType.Keywords];
  const shown = shownFirst.map((type) => group.find((match) => match.type === type)).find(Boolean) as Match;
  const shownWords = new Set(phraseWords(shown.document.t));
  return {
    shown,
    page,
    weights,
    text: group.map(({ document }) => document.t).join(' '),
    score: score(weights),
    lunrScore: Math.max(...group.map(({ lunrScore }) => lunrScore)),
    showsTypedWords: typedWords.every((word) => shownWords.has(word)),
  };
}

/** How many words of `query`, at most, the text holds one after the other in the same order. */
function longestRun(query: string[], text: string[]): number {
  let longest = 0;
  let runsEndingBefore = new Array<number>(text.length + 1).fill(0);
  for (const word of query) {
    const runsEndingHere = new Array<number>(text.length + 1).fill(0);
    for (let position = 1; position <= text.length; position += 1) {
      if (text[position - 1] === word) {
        runsEndingHere[position] = runsEndingBefore[position - 1] + 1;
        longest = Math.max(longest, runsEndingHere[position]);
      }
    }
    runsEndingBefore = runsEndingHere;
  }
  return longest;
}

const isPageLevel = ({ shown }: Candidate) => pageLevelTypes.has(shown.type);

/**
 * Best first; on equal scores a page before its sections, then one whose title or heading names the query as typed,
 * then by lunr's own score.
 */
function byScore(first: Candidate, second: Candidate): number {
  return (
    second.score - first.score ||
    Number(isPageLevel(second)) - Number(isPageLevel(first)) ||
    Number(second.showsTypedWords) - Number(first.showsTypedWords) ||
    second.lunrScore - first.lunrScore
  );
}

/** The best candidates, with those that quote a run of the query's words raised (`shortestPhrase`). */
function withPhrasesFirst(candidates: Candidate[], input: string): Candidate[] {
  const query = phraseWords(input);
  if (query.length < phraseQueryWords) {
    return candidates;
  }
  const best = candidates.slice(0, phraseCandidates).map((next) => {
    const run = longestRun(query, phraseWords(next.text));
    return run < shortestPhrase ? next : { ...next, score: next.score * (1 + run / query.length) };
  });
  return [...best.sort(byScore), ...candidates.slice(phraseCandidates)];
}

/**
 * A page's candidates stay together, in the order of the page's best one, so the search box can draw them as a tree
 * under the page; the page itself is listed only when it is its own best candidate, so that Enter opens the section
 * that answers the query rather than the top of its page.
 */
function groupedByPage(candidates: Candidate[]): Candidate[] {
  const byPage = new Map<string, Candidate[]>();
  for (const next of candidates) {
    const group = byPage.get(next.page.u) ?? [];
    byPage.set(next.page.u, group);
    const isPage = pageLevelTypes.has(next.shown.type);
    if ((isPage && group.length > 0) || group.length === resultsPerPage) {
      continue;
    }
    group.push(next);
  }
  return [...byPage.values()].flat();
}

/** Every page and section that holds terms of what the reader typed (`input`), best first. */
export function scoredCandidates(indexes: TypedIndex[], input: string, terms: QueryTerm[]): Candidate[] {
  const words = terms.filter(({ whole }) => !whole).map(({ term }) => term);
  const allTerms = terms.map(({ term }) => term);
  if (allTerms.length === 0) {
    return [];
  }
  const typing = words[words.length - 1] ?? allTerms[allTerms.length - 1];
  const typedWords = phraseWords(input);
  const matches = indexes.flatMap((typedIndex) => matchesIn(typedIndex, allTerms, typing));
  const contentIndex = indexes.find(({ type }) => type === DocumentType.Content);
  const termRarity = rarity(
    allTerms,
    matches.filter(({ type }) => type === DocumentType.Content),
    contentIndex?.documents.length ?? 1,
  );
  const wholeWordOf = new Map(terms.filter(({ whole }) => whole).map(({ term, word }) => [term, word]));
  const score = (weights: Map<string, number>) => {
    let sum = 0;
    const bestWholeByWord = new Map<number, number>();
    for (const [term, weight] of weights) {
      const value = weight * (termRarity.get(term) ?? 0);
      const word = wholeWordOf.get(term);
      if (word === undefined) {
        sum += value;
      } else {
        bestWholeByWord.set(word, Math.max(bestWholeByWord.get(word) ?? 0, value));
      }
    }
    for (const value of bestWholeByWord.values()) {
      sum += value;
    }
    const heldWords = words.filter((word) => weights.has(word)).length;
    return words.length === 0 ? sum : (sum * heldWords) / words.length;
  };

  const titles = new Map(indexes.find(({ type }) => type === DocumentType.Title)?.documents.map((doc) => [doc.i, doc]));
  const pageMatches = new Map<string, Match[]>();
  const sectionMatches = new Map<string, Match[]>();
  for (const match of matches) {
    const page = match.type === DocumentType.Title ? match.document : titles.get(match.document.p as number);
    if (!page) {
      continue;
    }
    const [groups, key] = pageLevelTypes.has(match.type)
      ? [pageMatches, page.u]
      : [sectionMatches, `${page.u}${match.document.h ?? ''}`];
    groups.set(key, [...(groups.get(key) ?? []), match]);
  }
  const pageOf = (group: Match[]) => (group[0].type === DocumentType.Title ? group[0].document : titles.get(group[0].document.p as number)) as SearchDocument;

  const candidates: Candidate[] = [];
  for (const group of pageMatches.values()) {
    candidates.push(candidate(group, pageOf(group), termWeights(group), score, typedWords));
  }
  for (const group of sectionMatches.values()) {
    const page = pageOf(group);
    const weights = termWeights(pageMatches.get(page.u) ?? [], pageContextShare, termWeights(group));
    candidates.push(candidate(group, page, weights, score, typedWords));
  }
  return withPhrasesFirst(candidates.sort(byScore), input);
}

/** The results for what the reader typed, from the terms of it the index holds (query.ts), best first, at most `limit`. */
export function rankedSearch(indexes: TypedIndex[], input: string, terms: QueryTerm[], limit: number): RankedResult[] {
  const tokens = terms.map(({ term }) => term);
  return groupedByPage(scoredCandidates(indexes, input, terms))
    .slice(0, limit)
    .map(({ shown, page, score: resultScore }) => ({
      document: shown.document,
      type: shown.type,
      page: shown.type === DocumentType.Title ? undefined : page,
      metadata: shown.metadata,
      tokens,
      score: resultScore,
    }));
}
