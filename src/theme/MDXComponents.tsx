import MDXComponents from '@theme-original/MDXComponents';

import ExampleDownload from '@site/src/components/ExampleDownload';

export default {
  ...MDXComponents,
  ExampleDownload,
};
