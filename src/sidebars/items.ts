import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

type CategoryOptions = {
  /** Doc whose page the category label opens. */
  linkTo?: string;
  /** Start expanded instead of collapsed. */
  expanded?: boolean;
};

/** A sidebar category; `linkTo` makes its label open a doc. */
export function category(label: string, items: SidebarItemConfig[], { linkTo, expanded }: CategoryOptions = {}): SidebarItemConfig {
  return {
    type: 'category',
    label,
    items,
    ...(linkTo ? { link: { type: 'doc', id: linkTo } } : {}),
    ...(expanded ? { collapsed: false } : {}),
  };
}

/** Doc ids of pages kept in one folder, in sidebar order. */
export function inFolder(folder: string, pageIds: string[]): string[] {
  return pageIds.map((pageId) => `${folder}/${pageId}`);
}

/** A doc shown under a label other than its title. */
export function labelled(id: string, label: string): SidebarItemConfig {
  return { type: 'doc', id, label };
}
