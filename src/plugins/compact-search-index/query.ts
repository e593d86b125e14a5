import lunr from 'lunr';

import { queryTerms } from './terms';

/** Whether any of the indexes holds the term, or (for the word still being typed) a term that starts with it. */
function isIndexed(term: string, indexes: lunr.Index[], maybeTyping: boolean): boolean {
  const wildcard = maybeTyping ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE;
  return indexes.some((index) => index.query((query) => query.term(term, { wildcard })).length > 0);
}

/**
 * What the search plugin is asked for when a reader types `input`: the terms of `input` that some page of the docs
 * version holds, separated by spaces (the plugin splits at spaces, so it gets exactly these terms). The plugin
 * requires every term it is given, so one term that no page holds empties the results; a pasted error message
 * holds several (the reader's paths, versions and names). When no term is indexed, the input goes to the plugin as
 * it is: its fuzzy matching may still find a misspelt word, and otherwise it says there are no results.
 */
export function searchableQuery(input: string, indexes: lunr.Index[]): string {
  const terms = queryTerms(input);
  const indexed = terms.filter((term, position) => isIndexed(term, indexes, position === terms.length - 1));
  return indexed.length > 0 ? indexed.join(' ') : input;
}
