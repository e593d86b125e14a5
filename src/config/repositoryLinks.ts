/** The repository whose files build the site, as a reader's browser opens it. */
export type SiteRepository = {
  /** Web address, e.g. https://github.com/example-org/extensions-docs */
  url: string;
  /** The branch that edit links open. */
  branch: string;
};

/** The base of the edit links: Docusaurus appends the file's path in the repository. */
export const editUrlOf = ({ url, branch }: SiteRepository) => `${url}/edit/${branch}/`;

/** The issue form the report link opens (`.github/ISSUE_TEMPLATE/page-problem.yml`) and the ids of its fields. */
export const pageProblemForm = { template: 'page-problem.yml', fields: { pageUrl: 'page-url', docsVersion: 'docs-version' } } as const;

/** A link to a new issue in the site's repository about one page, with the form filled in for that page. */
export function reportProblemUrl(repository: SiteRepository, page: { title: string; url: string; docsVersion: string }): string {
  const query = new URLSearchParams({
    template: pageProblemForm.template,
    title: `Page problem: ${page.title}`,
    [pageProblemForm.fields.pageUrl]: page.url,
    [pageProblemForm.fields.docsVersion]: page.docsVersion,
  });
  return `${repository.url}/issues/new?${query.toString()}`;
}
