import lunr from 'lunr';

import { queryTerms, type QueryTerm } from './terms';

/** Whether any of the indexes holds the term, or (for the word still being typed) a word that starts with it. */
function isIndexed(term: string, indexes: lunr.Index[], maybeTyping: boolean): boolean {
  return indexes.some(
    (index) =>
      index.query((query) => {
        query.term(term, { presence: lunr.Query.presence.OPTIONAL });
        if (maybeTyping) {
          query.term(term, { presence: lunr.Query.presence.OPTIONAL, wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false });
        }
      }).length > 0,
  );
}

function isStopWord(term: string): boolean {
  return lunr.stopWordFilter(new lunr.Token(term, {})) === undefined;
}

/**
 * The terms of what a reader typed that some page of the docs version holds. A term that no page holds cannot help
 * to find a page, and a pasted error message holds several: the reader's own paths, versions and names. Stop words
 * (the, in, how) are left out before looking: the index holds none, though the stemmer can make one of another word.
 */
export function indexedTerms(input: string, indexes: lunr.Index[]): QueryTerm[] {
  const terms = queryTerms(input).filter(({ term }) => !isStopWord(term));
  return terms.filter(({ term }, position) => isIndexed(term, indexes, position === terms.length - 1));
}
