import fs from 'node:fs';

import type { Heading, Paragraph, PhrasingContent, Root } from 'mdast';

import { availabilityLabel, availabilityOf, parseApiHistory, type ApiHistory, type DocsVersionKey } from './history';

export interface ApiAvailabilityOptions {
  /** The JSON file written by `npm run api:snapshot -- <dashboard git directory>`. */
  historyFile: string;
}

function textOf(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'inlineCode') {
        return node.value;
      }
      return 'children' in node ? textOf(node.children as PhrasingContent[]) : '';
    })
    .join('');
}

const codeName = /^[A-Za-z_$][\w$]*(\.[A-Z][A-Z0-9_]*)?$/;

/**
 * The API names a heading consists of: `addTab()`, `plugin.register()`, `TabLocation.OTHER`, or several joined by
 * "and" (`addStore and addDashboardStore`); none when any part is not a code name.
 */
export function apiHeadingNames(heading: string): string[] {
  const parts = heading
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .split(/,\s*|\s+and\s+/)
    .map((part) => part.trim().replace(/^(this\.\$)?plugin\./, '').replace(/\(.*\)$/, ''));
  return parts.every((part) => codeName.test(part)) ? parts : [];
}

/** The label of a heading's names, or undefined when the history has none of them in the docs version's releases. */
export function headingLabel(history: ApiHistory, names: string[], docsVersion: DocsVersionKey): string | undefined {
  const labels = names.map((name) => {
    const availability = availabilityOf(history, name, docsVersion);
    return availability && availabilityLabel(availability);
  });
  if (names.length === 0 || labels.some((label) => label === undefined)) {
    return undefined;
  }
  const distinct = [...new Set(labels)];
  return distinct.length === 1 ? distinct[0] : names.map((name, index) => `${name}: ${labels[index]}`).join('; ');
}

export function docsVersionOfFile(filePath: string): DocsVersionKey | undefined {
  const normalized = filePath.split('\\').join('/');
  if (normalized.includes('/extensions_versioned_docs/version-v2/api/')) {
    return 'v2';
  }
  return normalized.includes('/docs/extensions/api/') ? 'v3' : undefined;
}

function labelParagraph(label: string): Paragraph {
  return {
    type: 'paragraph',
    data: { hName: 'p', hProperties: { className: ['api-availability'] } },
    children: [
      { type: 'strong', children: [{ type: 'text', value: 'Available in:' }] },
      { type: 'text', value: ` ${label}` },
    ],
  };
}

/**
 * Under each heading of an API page (`api/` of the v3 and v2 extensions docs) that names extension API, a line
 * with the Rancher and shell releases that have it, from the API history; nothing is typed into the Markdown.
 */
export default function remarkApiAvailability({ historyFile }: ApiAvailabilityOptions) {
  const history = parseApiHistory(JSON.parse(fs.readFileSync(historyFile, 'utf8')), historyFile);
  return (tree: Root, file: { path?: string }) => {
    const docsVersion = file.path ? docsVersionOfFile(file.path) : undefined;
    if (!docsVersion) {
      return;
    }
    for (let index = tree.children.length - 1; index >= 0; index -= 1) {
      const node = tree.children[index];
      if (node.type !== 'heading' || node.depth < 2) {
        continue;
      }
      const label = headingLabel(history, apiHeadingNames(textOf((node as Heading).children)), docsVersion);
      if (label) {
        tree.children.splice(index + 1, 0, labelParagraph(label));
      }
    }
  };
}
