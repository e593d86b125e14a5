/** Stand-in for @docusaurus/plugin-content-docs/client: tests set the doc page a component is rendered on. */
type FakeDoc = { title: string; permalink: string; versionLabel: string; pluginId: string };

let currentDoc: FakeDoc = { title: 'Home', permalink: '/extensions/next/home', versionLabel: 'v3', pluginId: 'extensions' };

export function setFakeDoc(doc: FakeDoc): void {
  currentDoc = doc;
}

export function useDoc(): { metadata: { title: string; permalink: string } } {
  return { metadata: { title: currentDoc.title, permalink: currentDoc.permalink } };
}

export function useDocsVersion(): { label: string } {
  return { label: currentDoc.versionLabel };
}

export function useActivePlugin(): { pluginId: string } {
  return { pluginId: currentDoc.pluginId };
}
