/**
 * The packed search index: what the browser downloads instead of the plugin's file. A lunr index is a function of
 * the texts it indexes: which terms each text holds, how often and where, follows from the tokenizer and the
 * pipeline, and lunr's term numbers and BM25 weights follow from those. So the packed file holds only the documents
 * (the texts the result previews show anyway), and the search worker indexes them again, as the build did, with the
 * same terms (terms.ts) and lunr's same stop word filter and stemmer. Unpacking gives back exactly the file
 * `compactSearchIndex` makes, so the plugin's worker loads and searches the same index; `index.ts` checks this on
 * every build.
 */
import lunr from 'lunr';

import {
  type Posting,
  type SearchIndexFile,
  type SearchIndexPart,
  type SerializedLunrIndex,
  type TermMetadata,
} from './compact';
import { indexingPipeline } from './reindex';
import { visitIndexTerms } from './terms';

/** One of the plugin's lunr indexes (titles, headings, descriptions, keywords or section contents), packed. */
export interface PackedIndexPart {
  documents: unknown[];
  /** lunr's serialization version, the search pipeline the index is loaded with, and the one field indexed. */
  version: string;
  pipeline: string[];
  field: string;
}

/** The plugin's index files, by path or URL: `search-index.json`, or with a version folder and hash in the name. */
export const searchIndexFile = /(?:^|\/)search-index[^/?#]*\.json(?:[?#]|$)/;

export interface PackedSearchIndexFile {
  packedSearchIndex: 2;
  /** Term positions further than this from a term's first one in a text are left out: no preview shows them. */
  previewLength: number;
  parts: PackedIndexPart[];
}

function isPackedSearchIndex(content: unknown): content is PackedSearchIndexFile {
  return typeof content === 'object' && content !== null && (content as PackedSearchIndexFile).packedSearchIndex === 2;
}

function onlyField(index: SerializedLunrIndex): string {
  if (index.fields.length !== 1) {
    throw new Error(`a packed search index holds one field per lunr index, not ${index.fields.length} (${index.fields.join(', ')})`);
  }
  return index.fields[0];
}

/** Packs the index file the build wrote: the documents, and what is needed to index them again. */
export function packSearchIndex(file: SearchIndexFile, previewLength: number): PackedSearchIndexFile {
  return {
    packedSearchIndex: 2,
    previewLength,
    parts: file.map(({ documents, index }) => ({ documents, version: index.version, pipeline: index.pipeline, field: onlyField(index) })),
  };
}

/** Every occurrence of one term, by document, in the order lunr's builder meets them. */
interface TermOccurrences {
  term: string;
  /** lunr's term number: the order in which the builder first met the term. */
  termNumber: number;
  /** Per document, the places of the term as [start, length, start, length, …]. */
  byRef: Map<number, number[]>;
}

/** What lunr's builder collects: per term, per document, the positions of the term, in the order of `add`. */
function collectOccurrences(documents: Array<Record<string, unknown>>, field: string, refs: number[]): Map<string, TermOccurrences> {
  const indexedTermOf = new Map<string, string | undefined>();
  const pipeline = new lunr.Pipeline();
  pipeline.add(...indexingPipeline);
  const occurrences = new Map<string, TermOccurrences>();
  documents.forEach((document, position) => {
    const ref = refs[position];
    visitIndexTerms(String(document[field] ?? ''), (term, start, length) => {
      if (!indexedTermOf.has(term)) {
        indexedTermOf.set(term, pipeline.runString(term)[0]);
      }
      const indexed = indexedTermOf.get(term);
      if (indexed === undefined) {
        return;
      }
      let entry = occurrences.get(indexed);
      if (!entry) {
        entry = { term: indexed, termNumber: occurrences.size, byRef: new Map() };
        occurrences.set(indexed, entry);
      }
      const places = entry.byRef.get(ref);
      if (places) {
        places.push(start, length);
      } else {
        entry.byRef.set(ref, [start, length]);
      }
    });
  });
  return occurrences;
}

/** lunr's inverse document frequency (`lunr.idf`) of a term held by `documentsWithTerm` of `documentCount` documents. */
function inverseDocumentFrequency(documentsWithTerm: number, documentCount: number): number {
  const ratio = (documentCount - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5);
  return Math.log(1 + Math.abs(ratio));
}

/**
 * lunr's field vectors: per document, each of its terms' numbers (ascending) and BM25 weights, computed as lunr's
 * Builder#createFieldVectors does, in the same order of operations, so the rounded weights come out identical.
 */
function fieldVectors(field: string, refs: number[], occurrences: Map<string, TermOccurrences>): [string, number[]][] {
  const { _k1: k1, _b: b } = new lunr.Builder();
  const lengthByRef = new Map(refs.map((ref) => [ref, 0]));
  for (const { byRef } of occurrences.values()) {
    for (const [ref, places] of byRef) {
      lengthByRef.set(ref, lengthByRef.get(ref)! + places.length / 2);
    }
  }
  const averageLength = refs.reduce((sum, ref) => sum + lengthByRef.get(ref)!, 0) / refs.length;
  const weightsByRef = new Map<number, number[]>(refs.map((ref) => [ref, []]));
  for (const { termNumber, byRef } of occurrences.values()) {
    const idf = inverseDocumentFrequency(byRef.size, refs.length);
    for (const [ref, places] of byRef) {
      const count = places.length / 2;
      const lengthRatio = lengthByRef.get(ref)! / averageLength;
      const score = (idf * ((k1 + 1) * count)) / (k1 * (1 - b + b * lengthRatio) + count);
      weightsByRef.get(ref)!.push(termNumber, Math.round(score * 1000) / 1000);
    }
  }
  return refs.map((ref) => [`${field}/${ref}`, weightsByRef.get(ref)!]);
}

/** The places `keptPreviewPositions` keeps, as [start, length] pairs. */
function keptPlaces(places: number[], previewLength: number): [number, number][] {
  const kept: [number, number][] = [];
  for (let next = 0; next < places.length && places[next] <= places[0] + previewLength; next += 2) {
    kept.push([places[next], places[next + 1]]);
  }
  return kept;
}

function invertedIndex(field: string, occurrences: Map<string, TermOccurrences>, previewLength: number): [string, Posting][] {
  return [...occurrences.values()]
    .sort((first, second) => (first.term < second.term ? -1 : first.term > second.term ? 1 : 0))
    .map(({ term, termNumber, byRef }) => {
      const documentsWithTerm: Record<number, TermMetadata> = {};
      for (const [ref, places] of byRef) {
        documentsWithTerm[ref] = { position: keptPlaces(places, previewLength) };
      }
      return [term, { _index: termNumber, [field]: documentsWithTerm } as Posting];
    });
}

function unpackPart({ documents, version, pipeline, field }: PackedIndexPart, previewLength: number): SearchIndexPart {
  const typedDocuments = documents as Array<Record<string, unknown> & { i: number }>;
  const refs = typedDocuments.map((document) => document.i);
  const occurrences = collectOccurrences(typedDocuments, field, refs);
  return {
    documents,
    index: {
      version,
      fields: [field],
      fieldVectors: fieldVectors(field, refs, occurrences),
      invertedIndex: invertedIndex(field, occurrences, previewLength),
      pipeline,
    },
  };
}

/** What unpacking says of an index it cannot read; the build also looks for it to find the search worker. */
export const notPackedMessage = 'the search index is not in the packed format that src/plugins/search writes';

/** The plugin's index file, as `compactSearchIndex` makes it, from its packed form. */
export function unpackSearchIndex(packed: unknown): SearchIndexFile {
  if (!isPackedSearchIndex(packed)) {
    throw new Error(notPackedMessage);
  }
  return packed.parts.map((part) => unpackPart(part, packed.previewLength));
}
