/**
 * The search of the search worker (src/plugins/search/worker.ts) without the worker, for tests and benchmarks: our
 * ranking, or the plugin's own search as its worker (dist/client/client/theme/worker.js) runs it. The plugin's own
 * functions are passed in, so its query parsing, ranking order and previews are the plugin's.
 */
import type lunr from 'lunr';

import { indexedTerms } from '../../src/plugins/search/query';
import { rankedSearch, type SearchDocument } from '../../src/plugins/search/rank';

export type { SearchDocument };

type Metadata = Record<string, Record<string, { position?: [number, number][] }>>;

export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The title document of the result's page (not for titles): the plugin lists a page's sections under its title. */
  page?: SearchDocument | false;
  metadata: Metadata;
  tokens: string[];
}

interface SmartQuery {
  tokens: string[];
  term: Array<{ value: string; presence: number; wildcard: number; editDistance?: number }>;
}

/** Functions of the plugin's browser code (dist/client/client/utils). */
export interface PluginSearchCode {
  lunr: typeof lunr;
  tokenize(text: string, language: string[]): string[];
  smartQueries(tokens: string[], zhDictionary: string[]): SmartQuery[];
  sortSearchResults(results: SearchResult[]): void;
  highlightStemmed(content: string, positions: [number, number][], tokens: string[], maxLength?: number): string;
  getStemmedPositions(metadata: Metadata, field: string): [number, number][];
}

export type LoadedIndex = Array<{ type: number; documents: SearchDocument[]; index: lunr.Index }>;

export function loadIndex(code: PluginSearchCode, file: Array<{ documents: unknown[]; index: object }>): LoadedIndex {
  return file.map(({ documents, index }, type) => ({
    type,
    documents: documents as SearchDocument[],
    index: code.lunr.Index.load(index),
  }));
}

/**
 * The search worker's search (src/plugins/search/worker.ts): our ranking of the terms the index
 * holds, or the plugin's search when it holds none of them; with `pluginSearchOnly`, the plugin's search as it is.
 */
export function runSearch(
  code: PluginSearchCode,
  indexes: LoadedIndex,
  input: string,
  limit: number,
  { pluginSearchOnly = false } = {},
): SearchResult[] {
  if (!pluginSearchOnly) {
    const terms = indexedTerms(input, indexes.map(({ index }) => index));
    if (terms.length > 0) {
      return rankedSearch(indexes, input, terms, limit);
    }
  }
  return pluginSearch(code, indexes, input, limit);
}

/** The plugin's search (its worker's `search`), outside the worker. */
function pluginSearch(code: PluginSearchCode, indexes: LoadedIndex, input: string, limit: number): SearchResult[] {
  const tokens = code.tokenize(input, ['en']);
  if (tokens.length === 0) {
    return [];
  }
  const results: SearchResult[] = [];
  search: for (const { term, tokens: queryTokens } of code.smartQueries(tokens, [])) {
    for (const { documents, index, type } of indexes) {
      const found = index
        .query((query) => {
          for (const item of term) {
            query.term(item.value, {
              wildcard: item.wildcard,
              presence: item.presence,
              ...(item.editDistance ? { editDistance: item.editDistance } : null),
            });
          }
        })
        .slice(0, limit)
        .filter((result) => !results.some((item) => item.document.i.toString() === result.ref))
        .slice(0, limit - results.length);
      for (const result of found) {
        const document = documents.find((doc) => doc.i.toString() === result.ref) as SearchDocument;
        results.push({
          document,
          type,
          page: type !== 0 && indexes[0].documents.find((doc) => doc.i === document.p),
          metadata: result.matchData.metadata as Metadata,
          tokens: queryTokens,
        });
      }
      if (results.length >= limit) {
        break search;
      }
    }
  }
  code.sortSearchResults(results);
  return results;
}

/**
 * What a reader sees of one result: which document it opens (by its kind, address and text, which unlike its id do
 * not depend on the order the pages were indexed in), and its preview of at most `previewLength` characters.
 */
export function shownResult(
  code: PluginSearchCode,
  { document, type, metadata, tokens }: SearchResult,
  previewLength: number,
): { target: string; preview: string } {
  const keywords = type === 3;
  return {
    target: `${type} ${document.u}${document.h ?? ''} ${document.t}`,
    preview: keywords
      ? (document.s ?? '')
      : code.highlightStemmed(document.t, code.getStemmedPositions(metadata, 't'), tokens, previewLength),
  };
}

/**
 * Whether a result opens the page, or the section when the target names an anchor (`troubleshooting#md5`); a target
 * may list several pages that each give the answer, separated by ` | `.
 */
export function opensTarget({ document }: SearchResult, { version, opens }: { version: string; opens: string }): boolean {
  return opens.split(' | ').some((target) => {
    const [page, anchor] = target.split('#');
    return document.u === `/extensions/${version}/${page}` && (anchor === undefined || document.h === `#${anchor}`);
  });
}
