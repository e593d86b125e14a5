/** Stand-in for @docusaurus/useDocusaurusContext: tests set the site configuration a component reads. */
let siteConfig: Record<string, unknown> = { url: 'https://extensions.rancher.io', customFields: {} };

export function setFakeSiteConfig(config: Record<string, unknown>): void {
  siteConfig = config;
}

export default function useDocusaurusContext(): { siteConfig: Record<string, unknown> } {
  return { siteConfig };
}
