/** @jest-environment node */

/**
 * Availability written by hand on the pages ("Supported since" lines, the availability tables of the support
 * matrices, the changelogs) must agree with tests/fixtures/shell-api-history.json, which is read from the code.
 */
import fs from 'node:fs';
import path from 'node:path';

import { availabilityOf, lineOf, parseApiHistory, type ApiHistory } from '../../src/plugins/api-availability/history';
import { apiHeadingNames } from '../../src/plugins/api-availability/remark';

const siteDir = path.resolve(__dirname, '../..');
const historyFile = 'tests/fixtures/shell-api-history.json';
const history: ApiHistory = parseApiHistory(JSON.parse(fs.readFileSync(path.join(siteDir, historyFile), 'utf8')), historyFile);

const docsDirs = { v3: 'docs/extensions', v2: 'extensions_versioned_docs/version-v2' } as const;

function read(file: string): string {
  return fs.readFileSync(path.join(siteDir, file), 'utf8');
}

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(siteDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

/** Lines of a Markdown file outside fenced code blocks. */
function proseLines(text: string): string[] {
  let inFence = false;
  return text.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}

/**
 * The API names a text writes in code spans, as the history spells them: `plugin.addTab()` is `addTab`; a bare
 * member after a qualified one (`TabLocation.OTHER`, `RESOURCE_EDIT_PAGE`) belongs to the same enum. A call with
 * arguments (`register('provisioner', …)`) describes one use of the name, not the name, and is left out.
 */
function namesIn(text: string): string[] {
  const names: string[] = [];
  let enumName: string | undefined;
  for (const [, code] of text.matchAll(/`([^`]+)`/g)) {
    if (/\(.+\)/.test(code)) {
      continue;
    }
    const [name] = apiHeadingNames(code);
    const qualified = name && /^[A-Z][A-Z0-9_]+$/.test(name) && enumName ? `${enumName}.${name}` : name;
    if (qualified && history.names[qualified]) {
      names.push(qualified);
      enumName = qualified.includes('.') ? qualified.split('.')[0] : enumName;
    }
  }
  return [...new Set(names)];
}

/**
 * The claim of a "Supported since" paragraph: its first sentence, without code spans (git commands name other tags),
 * "not in …" and shell versions.
 */
function firstSentence(paragraph: string): string {
  return paragraph
    .replace(/`[^`]*`/g, '')
    .split(/\.\s/)[0]
    .replace(/\bnot in [^.;)]*/g, '')
    .replace(/\bshell \d+\.\d+\.\d+/g, '');
}

const releasesIn = (text: string) => [...text.matchAll(/(?<![\d.])(2\.\d+\.\d+)(?![\d.])/g)].map(([, release]) => release);
const firstInLine = (name: string, release: string) => history.names[name].rancher.firstByLine[lineOf(release)];

interface Disagreement {
  page: string;
  name: string;
  page_says: string;
  history_says: string;
}

/** Each release a claim names must be the first of its line that has the name. */
function checkFirstReleases(page: string, names: string[], claim: string, into: Disagreement[]): number {
  let checked = 0;
  for (const name of names) {
    for (const release of releasesIn(claim)) {
      checked += 1;
      const first = firstInLine(name, release);
      if (first !== release) {
        into.push({ page, name, page_says: `first in ${lineOf(release)}: ${release}`, history_says: first ?? `not in ${lineOf(release)}` });
      }
    }
  }
  return checked;
}

describe('availability written on the pages agrees with the API history read from the code', () => {
  it('"Supported since" under each API heading', () => {
    const disagreements: Disagreement[] = [];
    let checked = 0;
    for (const dir of Object.values(docsDirs)) {
      for (const page of markdownFiles(`${dir}/api`)) {
        let headingNames: string[] = [];
        const lines = proseLines(read(page));
        lines.forEach((line, index) => {
          const heading = /^#{2,4}\s+(.*)$/.exec(line);
          if (heading) {
            headingNames = apiHeadingNames(heading[1].replace(/`/g, '')).filter((name) => history.names[name]);
          }
          if (line.startsWith('**Supported since:**') && headingNames.length > 0) {
            const paragraph = lines.slice(index, lines.indexOf('', index) === -1 ? undefined : lines.indexOf('', index)).join(' ');
            checked += checkFirstReleases(page, headingNames, firstSentence(paragraph), disagreements);
          }
        });
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(disagreements).toEqual([]);
  });

  it('the availability table of the v3 support matrix', () => {
    const page = `${docsDirs.v3}/support-matrix.md`;
    const section = read(page).split('## Extension API availability by Rancher version')[1].split('\n## ')[0];
    const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| API') && !line.startsWith('| ---'));
    const disagreements: Disagreement[] = [];
    let checked = 0;
    for (const row of rows) {
      const [apiCell, rancherCell] = row.split(' | ').map((cell) => cell.replace(/^\| |\|$/g, '').trim());
      const since = /^\d+\.\d+/.exec(rancherCell)?.[0];
      const alsoIn = releasesIn(rancherCell.split('also')[1] ?? '');
      for (const name of namesIn(apiCell)) {
        checked += 1;
        const availability = availabilityOf(history, name, 'v3');
        const pageSays = `${since}${alsoIn.length > 0 ? `, also ${alsoIn.join(', ')}` : ''}`;
        const historySays = `${availability?.since}${availability?.alsoIn.length ? `, also ${availability.alsoIn.join(', ')}` : ''}`;
        if (pageSays !== historySays) {
          disagreements.push({ page, name, page_says: pageSays, history_says: historySays });
        }
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(disagreements).toEqual([]);
  });

  it('the extension point table of the v2 support matrix', () => {
    const page = `${docsDirs.v2}/support-matrix.md`;
    const section = read(page).split('## Extension points by Rancher release')[1].split('\n## ')[0];
    const disagreements: Disagreement[] = [];
    let checked = 0;
    for (const row of section.split('\n').filter((line) => /^\| .* \| 2\.\d+\.\d+ \|$/.test(line))) {
      const cells = row.split(' | ');
      checked += checkFirstReleases(page, namesIn(cells[0]), cells[1], disagreements);
    }
    expect(checked).toBeGreaterThan(5);
    expect(disagreements).toEqual([]);
  });

  it('"New API" of each Rancher release in the v3 changelog: in its .0 release, back-ports named', () => {
    const page = `${docsDirs.v3}/changelog.md`;
    const disagreements: Disagreement[] = [];
    let checked = 0;
    for (const section of read(page).split(/\n(?=## Rancher 2\.\d+\n)/).slice(1)) {
      const line = /^## Rancher (2\.\d+)/.exec(section)?.[1] as string;
      const newApi = /\*\*New API:?\*\*:?([\s\S]*?)(?=\n\*\*|\n## |$)/.exec(section)?.[1] ?? '';
      for (const name of namesIn(newApi)) {
        checked += 1;
        const { firstByLine } = history.names[name].rancher;
        if (firstByLine[line] !== `${line}.0`) {
          disagreements.push({ page, name, page_says: `in ${line}.0`, history_says: firstByLine[line] ?? `not in ${line}` });
        }
        const earlierLines = Object.keys(firstByLine).filter((other) => parseInt(other.split('.')[1], 10) < parseInt(line.split('.')[1], 10));
        const firstDotZero = Object.entries(firstByLine).find(([other, release]) => release === `${other}.0`)?.[0];
        if (firstDotZero === line) {
          for (const backport of earlierLines.map((other) => firstByLine[other]).filter((release) => !section.includes(release))) {
            disagreements.push({ page, name, page_says: `new in ${line}, no back-port named`, history_says: `also ${backport}` });
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(8);
    expect(disagreements).toEqual([]);
  });

  it('"Added" of the API table in the v3 shell release notes: the shell release that first has each name, and all of them', () => {
    const page = `${docsDirs.v3}/shell-releases.md`;
    const section = read(page).split('## API changes by release')[1].split('\n## ')[0];
    const rows = section.split('\n').filter((line) => /^\| 3\.\d+\.\d+ \|/.test(line)).map((line) => line.split(' | '));
    const finalReleases = history.shellReleases.filter((release) => /^3\.\d+\.\d+$/.test(release));
    expect(rows.map(([release]) => release.replace('| ', '')).sort()).toEqual([...finalReleases].sort());

    const pageSays = Object.fromEntries(rows.flatMap(([release, added]) => namesIn(added).map((name) => [name, release.replace('| ', '')])));
    const historySays = Object.fromEntries(
      Object.entries(history.names)
        .filter(([, { shell }]) => shell.first && finalReleases.includes(shell.first))
        .map(([name, { shell }]) => [name, shell.first]),
    );
    expect(pageSays).toEqual(historySays);
  });

  it('API rows of the v2 changelog: the first release of the line', () => {
    const page = `${docsDirs.v2}/changelog.md`;
    const disagreements: Disagreement[] = [];
    let checked = 0;
    for (const row of read(page).split('\n').filter((line) => /^\| .* \| (API|Types)[^|]* \| 2\.\d+\.\d+ \|$/.test(line))) {
      const cells = row.split(' | ');
      checked += checkFirstReleases(page, namesIn(cells[0]), cells[cells.length - 1], disagreements);
    }
    expect(checked).toBeGreaterThan(10);
    expect(disagreements).toEqual([]);
  });
});
