import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';

import {
  catalogEntrySchema,
  catalogGroupIds,
  catalogGroupLabels,
  type CatalogData,
  type CatalogEntry,
  type CatalogGroupId,
} from './schema';

export class CatalogValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`The extension catalog has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
    this.name = 'CatalogValidationError';
  }
}

type LoadOptions = {
  /** Folder holding one sub-folder per group (prime, partner, community) of YAML files. */
  catalogDir: string;
  /** The site's static folder, where every entry's icon must exist. */
  staticDir: string;
  /** Paths in messages are shown relative to this folder. */
  siteDir: string;
};

function isGroupId(name: string): name is CatalogGroupId {
  return (catalogGroupIds as readonly string[]).includes(name);
}

async function fileExists(file: string): Promise<boolean> {
  return fs.stat(file).then((stat) => stat.isFile(), () => false);
}

async function readEntry(file: string, label: string, staticDir: string, problems: string[]): Promise<CatalogEntry | undefined> {
  let raw: unknown;
  try {
    raw = yaml.load(await fs.readFile(file, 'utf8'));
  } catch (error) {
    problems.push(`${label}: is not valid YAML (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
  const parsed = catalogEntrySchema.safeParse(raw ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        problems.push(...issue.keys.map((key) => `${label}: field "${key}" is not allowed`));
      } else {
        problems.push(`${label}: field "${issue.path.join('.') || '(file)'}" ${issue.message}`);
      }
    }
    return undefined;
  }
  if (!(await fileExists(path.join(staticDir, parsed.data.icon)))) {
    problems.push(`${label}: field "icon" points to ${parsed.data.icon}, which is not in static/`);
    return undefined;
  }
  return { ...parsed.data, id: path.basename(file).replace(/\.ya?ml$/, '') };
}

/** Reads and validates every catalog file; throws one error listing every problem by file and field. */
export async function loadCatalog({ catalogDir, staticDir, siteDir }: LoadOptions): Promise<CatalogData> {
  const problems: string[] = [];
  const relative = (file: string) => path.relative(siteDir, file);
  const entriesByGroup = new Map<CatalogGroupId, CatalogEntry[]>(catalogGroupIds.map((id) => [id, []]));
  const seenNames = new Map<string, string>();

  const dirents = (await fs.readdir(catalogDir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const dirent of dirents) {
    const groupPath = path.join(catalogDir, dirent.name);
    if (!dirent.isDirectory() || !isGroupId(dirent.name)) {
      problems.push(`${relative(groupPath)}: must be a folder named ${catalogGroupIds.join(', ')}`);
      continue;
    }
    const files = (await fs.readdir(groupPath)).sort();
    for (const fileName of files) {
      const file = path.join(groupPath, fileName);
      if (!/\.ya?ml$/.test(fileName)) {
        problems.push(`${relative(file)}: is not a .yaml file`);
        continue;
      }
      const entry = await readEntry(file, relative(file), staticDir, problems);
      if (!entry) {
        continue;
      }
      const earlier = seenNames.get(entry.name.toLowerCase());
      if (earlier) {
        problems.push(`${relative(file)}: field "name" repeats "${entry.name}" from ${earlier}`);
        continue;
      }
      seenNames.set(entry.name.toLowerCase(), relative(file));
      entriesByGroup.get(dirent.name)!.push(entry);
    }
  }

  if (problems.length > 0) {
    throw new CatalogValidationError(problems);
  }

  return {
    groups: catalogGroupIds.map((id) => ({
      id,
      label: catalogGroupLabels[id],
      entries: entriesByGroup.get(id)!.sort((a, b) => a.name.localeCompare(b.name)),
    })),
  };
}
