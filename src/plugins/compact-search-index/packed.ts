/**
 * The packed search index: what the browser downloads instead of the plugin's file. Packing drops what lunr can
 * work out again, and writes the rest as plain number arrays, which gzip squeezes much better than lunr's nested
 * objects. Unpacking, in the search worker, gives back exactly the file `compactSearchIndex` makes, so the plugin's
 * worker loads and searches the same index; `index.ts` checks this on every build.
 *
 * What lunr can work out again: its field vectors. Each holds, for one document, every term's BM25 weight,
 * rounded to three decimals. The weight follows from the term's count in the document, the document's length (the
 * sum of its term counts), the average length, and how many documents hold the term. The packed file keeps those
 * counts, the term numbers and positions; the weights and the second copy of each term → document pair go.
 */
import lunr from 'lunr';

import {
  keptPreviewPositions,
  type Posting,
  type SearchIndexFile,
  type SearchIndexPart,
  type SerializedLunrIndex,
  type TermMetadata,
} from './compact';

/** One of the plugin's lunr indexes (titles, headings, descriptions, keywords or section contents), packed. */
export interface PackedIndexPart {
  documents: unknown[];
  /** lunr's serialization version and pipeline, and the one field the plugin indexes. */
  version: string;
  pipeline: string[];
  field: string;
  /** The terms in lunr's order (sorted), and each term's number in lunr's field vectors. */
  terms: string[];
  termNumbers: number[];
  /** Per term, the refs of the documents holding it, in ascending order, each as the gap from the previous ref. */
  documentGaps: number[][];
  /** Per term, how often it occurs in each of those documents (its term frequency). */
  occurrences: number[][];
  /** Per term, for each of its documents: how many positions are kept, then each as [gap from the previous start, length]. */
  positions: number[][];
}

/** The plugin's index files, by path or URL: `search-index.json`, or with a version folder and hash in the name. */
export const searchIndexFile = /(?:^|\/)search-index[^/?#]*\.json(?:[?#]|$)/;

export interface PackedSearchIndexFile {
  packedSearchIndex: 1;
  parts: PackedIndexPart[];
}

function isPackedSearchIndex(content: unknown): content is PackedSearchIndexFile {
  return typeof content === 'object' && content !== null && (content as PackedSearchIndexFile).packedSearchIndex === 1;
}

function onlyField(index: SerializedLunrIndex): string {
  if (index.fields.length !== 1) {
    throw new Error(`a packed search index holds one field per lunr index, not ${index.fields.length} (${index.fields.join(', ')})`);
  }
  return index.fields[0];
}

function packPart({ documents, index }: SearchIndexPart, previewLength: number): PackedIndexPart {
  const field = onlyField(index);
  const packed: PackedIndexPart = {
    documents,
    version: index.version,
    pipeline: index.pipeline,
    field,
    terms: [],
    termNumbers: [],
    documentGaps: [],
    occurrences: [],
    positions: [],
  };
  for (const [term, posting] of index.invertedIndex) {
    const gaps: number[] = [];
    const counts: number[] = [];
    const positions: number[] = [];
    let previousRef = -1;
    for (const [ref, metadata] of Object.entries(posting[field] as Record<string, TermMetadata>)) {
      const allPositions = metadata.position ?? [];
      const kept = keptPreviewPositions(allPositions, previewLength);
      gaps.push(Number(ref) - previousRef);
      previousRef = Number(ref);
      counts.push(allPositions.length);
      positions.push(kept.length);
      let previousStart = 0;
      for (const [start, length] of kept) {
        positions.push(start - previousStart, length);
        previousStart = start;
      }
    }
    packed.terms.push(term);
    packed.termNumbers.push(posting._index);
    packed.documentGaps.push(gaps);
    packed.occurrences.push(counts);
    packed.positions.push(positions);
  }
  return packed;
}

/** Packs the index file the plugin wrote, keeping only the term positions a preview of `previewLength` can show. */
export function packSearchIndex(file: SearchIndexFile, previewLength: number): PackedSearchIndexFile {
  return { packedSearchIndex: 1, parts: file.map((part) => packPart(part, previewLength)) };
}

/** lunr's inverse document frequency (`lunr.idf`) of a term held by `documentsWithTerm` of `documentCount` documents. */
function inverseDocumentFrequency(documentsWithTerm: number, documentCount: number): number {
  const ratio = (documentCount - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5);
  return Math.log(1 + Math.abs(ratio));
}

/** The refs of the documents holding each term, from their gaps. */
function refsByTerm(packed: PackedIndexPart): number[][] {
  return packed.documentGaps.map((gaps) => {
    let ref = -1;
    return gaps.map((gap) => (ref += gap));
  });
}

function unpackInvertedIndex(packed: PackedIndexPart, termRefs: number[][]): [string, Posting][] {
  return packed.terms.map((term, termIndex) => {
    const documentsWithTerm: Record<number, TermMetadata> = {};
    const positions = packed.positions[termIndex];
    let cursor = 0;
    for (const ref of termRefs[termIndex]) {
      const position: [number, number][] = [];
      let start = 0;
      const keptCount = positions[cursor++];
      for (let kept = 0; kept < keptCount; kept += 1) {
        start += positions[cursor++];
        position.push([start, positions[cursor++]]);
      }
      documentsWithTerm[ref] = { position };
    }
    return [term, { _index: packed.termNumbers[termIndex], [packed.field]: documentsWithTerm } as Posting];
  });
}

/**
 * lunr's field vectors: per document, each of its terms' numbers (ascending) and BM25 weights, computed as lunr's
 * Builder#createFieldVectors does, in the same order of operations, so the rounded weights come out identical.
 */
function unpackFieldVectors(packed: PackedIndexPart, termRefs: number[][]): [string, number[]][] {
  const { _k1: k1, _b: b } = new lunr.Builder();
  const refs = packed.documents.map((document) => (document as { i: number }).i);
  const lengthByRef = new Map(refs.map((ref) => [ref, 0]));
  termRefs.forEach((refsOfTerm, termIndex) =>
    refsOfTerm.forEach((ref, nth) => lengthByRef.set(ref, lengthByRef.get(ref)! + packed.occurrences[termIndex][nth])),
  );
  const averageLength = refs.reduce((sum, ref) => sum + lengthByRef.get(ref)!, 0) / refs.length;

  const weightsByRef = new Map<number, number[]>(refs.map((ref) => [ref, []]));
  const termsByNumber = packed.termNumbers
    .map((_, termIndex) => termIndex)
    .sort((first, second) => packed.termNumbers[first] - packed.termNumbers[second]);
  for (const termIndex of termsByNumber) {
    const termNumber = packed.termNumbers[termIndex];
    const idf = inverseDocumentFrequency(termRefs[termIndex].length, refs.length);
    termRefs[termIndex].forEach((ref, nth) => {
      const count = packed.occurrences[termIndex][nth];
      const lengthRatio = lengthByRef.get(ref)! / averageLength;
      const score = (idf * ((k1 + 1) * count)) / (k1 * (1 - b + b * lengthRatio) + count);
      weightsByRef.get(ref)!.push(termNumber, Math.round(score * 1000) / 1000);
    });
  }
  return refs.map((ref) => [`${packed.field}/${ref}`, weightsByRef.get(ref)!]);
}

function unpackPart(packed: PackedIndexPart): SearchIndexPart {
  const termRefs = refsByTerm(packed);
  return {
    documents: packed.documents,
    index: {
      version: packed.version,
      fields: [packed.field],
      fieldVectors: unpackFieldVectors(packed, termRefs),
      invertedIndex: unpackInvertedIndex(packed, termRefs),
      pipeline: packed.pipeline,
    },
  };
}

/** The plugin's index file, as `compactSearchIndex` makes it, from its packed form. */
export function unpackSearchIndex(packed: unknown): SearchIndexFile {
  if (!isPackedSearchIndex(packed)) {
    throw new Error('the search index is not in the packed format that src/plugins/compact-search-index writes');
  }
  return packed.parts.map(unpackPart);
}
