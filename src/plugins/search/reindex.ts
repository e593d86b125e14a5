import lunr from 'lunr';

import type { SearchIndexFile, SerializedLunrIndex } from './compact';
import { indexTerms } from './terms';

/** A lunr tokenizer that cuts text into the terms of `indexTerms`, each with its place in the text. */
function searchTermTokenizer(text: unknown, metadata?: object): lunr.Token[] {
  if (text == null) {
    return [];
  }
  return indexTerms(String(text)).map(
    ({ term, start, length }, index) => new lunr.Token(term, { ...metadata, position: [start, length], index }),
  );
}

/**
 * What the index holds of each term: lunr's English pipeline without its trimmer. `indexTerms` trims words itself
 * and keeps the `$` of names such as `$store`, which the trimmer would drop.
 */
export const indexingPipeline: lunr.PipelineFunction[] = [lunr.stopWordFilter, lunr.stemmer];

/**
 * The plugin's index file with each lunr index built again from the same documents, with the terms of `indexTerms`
 * instead of lunr's words. Everything else is as the plugin builds it for English: one field `t`, positions kept for
 * previews, and `indexingPipeline`.
 */
export function reindexWithSearchTerms(file: SearchIndexFile): SearchIndexFile {
  return file.map(({ documents }) => {
    const index = lunr(function buildWithSearchTerms() {
      this.tokenizer = searchTermTokenizer as typeof lunr.tokenizer;
      this.pipeline.reset();
      this.pipeline.add(...indexingPipeline);
      this.ref('i');
      this.field('t');
      this.metadataWhitelist = ['position'];
      for (const document of documents as Array<{ i: number }>) {
        this.add({ ...document, i: String(document.i) });
      }
    });
    return { documents, index: JSON.parse(JSON.stringify(index)) as SerializedLunrIndex };
  });
}
