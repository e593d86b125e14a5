/** The site's baseUrl is `/`, so a path maps to itself. */
export default function useBaseUrl(url: string): string {
  return url;
}
