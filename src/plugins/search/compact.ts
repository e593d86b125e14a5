/**
 * The plugin's index format (one serialized lunr index per document type), and what of it the browser needs: term
 * positions only where a result preview can show them. The search worker unpacks the file it downloads (packed.ts)
 * into exactly what `compactSearchIndex` makes of the index the build made.
 */

/** lunr metadata of one term in one document: where the term occurs, as [start, length] in the document text. */
export interface TermMetadata {
  position?: [number, number][];
}

/** One term of lunr's inverted index: its number in the field vectors, and per field the documents holding it. */
export type Posting = { _index: number } & { [field: string]: Record<string, TermMetadata> | number };

export interface SerializedLunrIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Posting][];
  pipeline: string[];
}

export interface SearchIndexPart {
  documents: unknown[];
  index: SerializedLunrIndex;
}

/** The plugin's file: titles, headings, descriptions, keywords and section contents, in that order. */
export type SearchIndexFile = SearchIndexPart[];

/** The search page cuts its previews to 100 characters (a fixed value in the plugin's SearchPage). */
const searchPagePreviewLength = 100;

/** The longest preview the plugin shows: on the search page, or in the box when `searchResultContextMaxLength` is longer. */
export function longestPreview(searchResultContextMaxLength = 50): number {
  return Math.max(searchPagePreviewLength, searchResultContextMaxLength);
}

/**
 * The places where a term can show in a result preview. The plugin cuts a preview of at most `previewLength`
 * characters that begins at the earliest match of the query's terms (never after a term's first occurrence) and
 * highlights the matches inside it, so an occurrence that starts more than `previewLength` characters after the
 * term's first one is never shown, and the words before it are cut into the same pieces without it. Which documents
 * match, and their scores, do not depend on positions.
 */
export function keptPreviewPositions(positions: [number, number][], previewLength: number): [number, number][] {
  if (positions.length === 0) {
    return positions;
  }
  const firstStart = positions[0][0];
  return positions.filter(([start]) => start <= firstStart + previewLength);
}

function keepPreviewPositions(index: SerializedLunrIndex, previewLength: number): void {
  for (const [, posting] of index.invertedIndex) {
    for (const [field, documents] of Object.entries(posting)) {
      if (field === '_index') {
        continue;
      }
      for (const metadata of Object.values(documents as Record<string, TermMetadata>)) {
        if (metadata.position) {
          metadata.position = keptPreviewPositions(metadata.position, previewLength);
        }
      }
    }
  }
}

export function compactSearchIndex(file: SearchIndexFile, previewLength: number): SearchIndexFile {
  const compacted = structuredClone(file);
  for (const { index } of compacted) {
    keepPreviewPositions(index, previewLength);
  }
  return compacted;
}
