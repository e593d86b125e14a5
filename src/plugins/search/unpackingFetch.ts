import type { SearchIndexFile } from './compact';
import { searchIndexFile, unpackSearchIndex } from './packed';

/**
 * The unpacked index as a response. The plugin's worker reads the index with `json()`, which here returns the
 * unpacked object itself: writing 3 MB of JSON only for the worker to parse it again would double the time the
 * search box reads "Loading..." after the download.
 */
class UnpackedIndexResponse extends Response {
  constructor(
    private readonly index: SearchIndexFile,
    init: ResponseInit,
  ) {
    super(null, init);
  }

  override async json(): Promise<SearchIndexFile> {
    return this.index;
  }
}

/**
 * A `fetch` for the search worker that hands the plugin's worker its index in the plugin's own format: responses
 * for `search-index*.json` files, which the build packs, come back unpacked. Every other request passes through.
 */
export function unpackingSearchIndexes(fetchFromNetwork: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchFromNetwork(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!response.ok || !searchIndexFile.test(url)) {
      return response;
    }
    return new UnpackedIndexResponse(unpackSearchIndex(await response.json()), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
