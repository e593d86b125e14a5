import { z } from 'zod';

export const catalogGroupIds = ['prime', 'partner', 'community'] as const;

export const catalogGroupLabels: Record<CatalogGroupId, string> = {
  prime: 'Prime',
  partner: 'Partner',
  community: 'Community',
};

export const maxDescriptionLength = 120;

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const httpsUrl = z.string({ required_error: 'is required' }).refine(isHttpsUrl, 'must be a full https:// URL');

/** One YAML file under src/data/catalog/<group>/ describes one extension. */
export const catalogEntrySchema = z
  .object({
    name: z.string({ required_error: 'is required' }).trim().min(1, 'must not be empty'),
    author: z.string({ required_error: 'is required' }).trim().min(1, 'must not be empty'),
    authorUrl: httpsUrl,
    description: z
      .string({ required_error: 'is required' })
      .trim()
      .min(1, 'must not be empty')
      .max(maxDescriptionLength, `must be at most ${maxDescriptionLength} characters`),
    url: httpsUrl,
    icon: z
      .string({ required_error: 'is required' })
      .regex(/^\/img\/catalog\/[a-z0-9-]+\.svg$/, 'must be an SVG under /img/catalog/ served from static/'),
  })
  .strict();

export type CatalogGroupId = (typeof catalogGroupIds)[number];
export type CatalogEntry = z.infer<typeof catalogEntrySchema> & { id: string };
export type CatalogGroup = { id: CatalogGroupId; label: string; entries: CatalogEntry[] };
export type CatalogData = { groups: CatalogGroup[] };
