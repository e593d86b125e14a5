import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalContent from '@theme-original/CodeBlock/Content';
import type Content from '@theme/CodeBlock/Content';

// The languages the site adds to Prism are registered here, with the highlighter, instead of in the entry bundle
// (src/plugins/code-blocks).
prismIncludeLanguages(Prism);

export default OriginalContent as typeof Content;
