import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

import { completeExampleFile } from '../../examples/extract';

type Place = { parent: Parent; index: number };

/** The first code block, in document order, that the examples check builds as a complete file. */
function firstCompleteExample(parent: Parent, withAppFiles: boolean): Place | undefined {
  for (const [index, node] of (parent.children as RootContent[]).entries()) {
    if (node.type === 'code' && completeExampleFile(node.lang ?? '', node.meta ?? '', withAppFiles)) {
      return { parent, index };
    }
    const inside = 'children' in node ? firstCompleteExample(node as Parent, withAppFiles) : undefined;
    if (inside) {
      return inside;
    }
  }
  return undefined;
}

/**
 * Puts the "Download this example" link (the `ExampleDownload` MDX component) before the first complete example of a
 * page: the first code block that the examples check builds. Pages without one are left alone; the component finds
 * the page's download in the global data of the example-downloads plugin.
 */
export default function remarkExampleDownload() {
  return (tree: Root, file?: { data?: { frontMatter?: Record<string, unknown> } }) => {
    const place = firstCompleteExample(tree, file?.data?.frontMatter?.example_app_files === true);
    if (!place) {
      return;
    }
    const link: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'ExampleDownload', attributes: [], children: [] };
    place.parent.children.splice(place.index, 0, link as never);
  };
}
