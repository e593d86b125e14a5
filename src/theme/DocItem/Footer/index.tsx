import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';

import { useActivePlugin } from '@docusaurus/plugin-content-docs/client';

import PageActions from '@site/src/components/PageActions';
import ReportPageProblem from '@site/src/components/ReportPageProblem';

type Props = WrapperProps<typeof FooterType>;

/** The docs plugin whose pages the site also publishes as Markdown (`src/plugins/llms-txt`). */
const markdownPublishedBy = 'extensions';

export default function FooterWrapper(props: Props): ReactNode {
  const pluginId = useActivePlugin()?.pluginId;
  return (
    <>
      <Footer {...props} />
      {pluginId === markdownPublishedBy && <PageActions />}
      <ReportPageProblem />
    </>
  );
}
