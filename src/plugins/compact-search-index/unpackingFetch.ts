import { unpackSearchIndex } from './packed';

const searchIndexFile = /\/search-index[^/?#]*\.json(?:[?#]|$)/;

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
    const unpacked = unpackSearchIndex(await response.json());
    return new Response(JSON.stringify(unpacked), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
