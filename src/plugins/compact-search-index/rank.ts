/**
 * The order of search results. The plugin requires every term of the query in one document and ranks titles, then
 * headings, then descriptions, then section texts, so a section that mentions all the words of a task in passing
 * comes before the heading that names the task with one word less, and a name written with its object
 * (`plugin.addAction(ActionLocation.TABLE`) finds nothing the reference calls by that whole text. Here each result
 * is scored by the query terms it holds, each weighted by how rare it is and by where it stands: a term in a title or
 * heading counts three times a term in body text, and a section counts its page's title at half weight, so that
 * `addAction` in the title of the Actions page and `ActionLocation.TABLE` in one of its headings lead to that
 * section. A result that holds more of the query comes first.
 */
import lunr from 'lunr';

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
  page: SearchDocument | false | undefined;
  metadata: Metadata;
  tokens: string[];
  score: number;
}

const weightByType: Record<number, number> = {
  [DocumentType.Title]: 3,
  [DocumentType.Heading]: 3,
  [DocumentType.Description]: 2,
  [DocumentType.Keywords]: 2,
  [DocumentType.Content]: 1,
};

/** At most this many results of one page, so that one long page does not fill the search box. */
const resultsPerPage = 3;

/** How much a page's title, description and keywords count for each of its sections. */
const pageContextShare = 0.5;

interface Match {
  document: SearchDocument;
  type: number;
  metadata: Metadata;
  /** The query terms the document holds, each with 1 when it holds the term itself, or less for a longer word. */
  terms: Map<string, number>;
  lunrScore: number;
}

/** A word that begins with the term still being typed counts half as much as the term itself. */
const prefixShare = 0.5;

function matchesIn({ type, documents, index }: TypedIndex, terms: string[]): Match[] {
  // The search pipeline the index was built with (lunr's stemmer); @types/lunr leaves the property out.
  const { pipeline } = index as unknown as { pipeline: lunr.Pipeline };
  const stems = terms.map((term) => pipeline.runString(term));
  const typing = terms[terms.length - 1];
  const documentsByRef = new Map(documents.map((document) => [String(document.i), document]));
  const results = index.query((query) => {
    for (const term of terms) {
      query.term(term, { presence: lunr.Query.presence.OPTIONAL });
    }
    query.term(typing, {
      presence: lunr.Query.presence.OPTIONAL,
      wildcard: lunr.Query.wildcard.TRAILING,
      usePipeline: false,
    });
  });
  return results.map((result) => {
    const metadata = result.matchData.metadata as Metadata;
    const indexTerms = Object.keys(metadata);
    const held = new Map<string, number>();
    terms.forEach((term, position) => {
      if (indexTerms.some((indexTerm) => stems[position].includes(indexTerm))) {
        held.set(term, 1);
      } else if (term === typing && indexTerms.some((indexTerm) => indexTerm.startsWith(typing))) {
        held.set(term, prefixShare);
      }
    });
    return { document: documentsByRef.get(result.ref) as SearchDocument, type, metadata, terms: held, lunrScore: result.score };
  });
}

/** How rare each term is among section texts: lunr's inverse document frequency. */
function rarity(terms: string[], contentMatches: Match[], sectionCount: number): Map<string, number> {
  return new Map(
    terms.map((term) => {
      const holding = contentMatches.filter((match) => match.terms.get(term) === 1).length;
      return [term, Math.log(1 + Math.abs((sectionCount - holding + 0.5) / (holding + 0.5)))];
    }),
  );
}

/** Per term, the highest weight with which the matches hold it. */
function termWeights(matches: Match[], share = 1): Map<string, number> {
  const weights = new Map<string, number>();
  for (const match of matches) {
    for (const [term, held] of match.terms) {
      weights.set(term, Math.max(weights.get(term) ?? 0, weightByType[match.type] * share * held));
    }
  }
  return weights;
}

/**
 * The results for the query terms (those the index holds, see query.ts), best first, at most `limit`. A page's
 * results stay together, ordered by their best one, so the search box can draw them as a tree under the page; the
 * page itself is listed only when it is its own best result, so Enter opens the section that answers the query.
 */
export function rankedSearch(indexes: TypedIndex[], terms: string[], limit: number): RankedResult[] {
  if (terms.length === 0) {
    return [];
  }
  const matches = indexes.flatMap((typedIndex) => matchesIn(typedIndex, terms));
  const contentIndex = indexes.find(({ type }) => type === DocumentType.Content);
  const termRarity = rarity(
    terms,
    matches.filter(({ type }) => type === DocumentType.Content),
    contentIndex?.documents.length ?? 1,
  );
  const titles = new Map(indexes.find(({ type }) => type === DocumentType.Title)?.documents.map((doc) => [doc.i, doc]));
  const pageOf = (match: Match): SearchDocument | undefined =>
    match.type === DocumentType.Title ? match.document : titles.get(match.document.p as number);

  const pageMatches = new Map<string, Match[]>();
  const sectionMatches = new Map<string, Match[]>();
  for (const match of matches) {
    const page = pageOf(match);
    if (!page) {
      continue;
    }
    const isPageLevel = [DocumentType.Title, DocumentType.Description, DocumentType.Keywords].includes(match.type);
    const key = isPageLevel ? page.u : `${page.u}${match.document.h ?? ''}`;
    const group = isPageLevel ? pageMatches : sectionMatches;
    group.set(key, [...(group.get(key) ?? []), match]);
  }

  const score = (weights: Map<string, number>) => {
    let sum = 0;
    for (const [term, weight] of weights) {
      sum += weight * (termRarity.get(term) ?? 0);
    }
    return sum * (weights.size / terms.length);
  };

  interface Candidate {
    representative: Match;
    page: SearchDocument;
    score: number;
    lunrScore: number;
  }
  const candidates: Candidate[] = [];
  for (const [url, group] of pageMatches) {
    const title = titles.get(pageOf(group[0])?.i as number) as SearchDocument;
    const representative = group.find(({ type }) => type === DocumentType.Title) ?? group[0];
    candidates.push({ representative, page: title, score: score(termWeights(group)), lunrScore: Math.max(...group.map((m) => m.lunrScore)) });
    void url;
  }
  for (const group of sectionMatches.values()) {
    const page = pageOf(group[0]) as SearchDocument;
    const weights = termWeights(group);
    for (const [term, weight] of termWeights(pageMatches.get(page.u) ?? [], pageContextShare)) {
      weights.set(term, Math.max(weights.get(term) ?? 0, weight));
    }
    const representative =
      group.find(({ type }) => type === DocumentType.Heading) ?? group.find(({ type }) => type === DocumentType.Content) ?? group[0];
    candidates.push({ representative, page, score: score(weights), lunrScore: Math.max(...group.map((m) => m.lunrScore)) });
  }
  candidates.sort((a, b) => b.score - a.score || b.lunrScore - a.lunrScore);

  const pageOrder: string[] = [];
  const byPage = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const key = candidate.page.u;
    if (!byPage.has(key)) {
      byPage.set(key, []);
      pageOrder.push(key);
    }
    const group = byPage.get(key) as Candidate[];
    const isTitle = candidate.representative.type !== DocumentType.Heading && candidate.representative.type !== DocumentType.Content;
    if ((isTitle && group.length > 0) || group.length === resultsPerPage) {
      continue;
    }
    group.push(candidate);
  }
  return pageOrder
    .flatMap((key) => byPage.get(key) as Candidate[])
    .slice(0, limit)
    .map(({ representative, page, score: resultScore }) => ({
      document: representative.document,
      type: representative.type,
      page: representative.type === DocumentType.Title ? undefined : page,
      metadata: representative.metadata,
      tokens: terms,
      score: resultScore,
    }));
}
