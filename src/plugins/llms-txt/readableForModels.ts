/**
 * A rehype step for @signalwire/docusaurus-plugin-llms-txt, run on each page's built HTML before it becomes
 * Markdown: heading anchor links ("Direct link to …") go, inlined images (Docusaurus embeds small SVGs as data URLs)
 * become their alt text, and code blocks keep their language, which Docusaurus puts on the <pre>, not on the <code>.
 */
type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

function classNames(node: HastNode): string[] {
  const className = node.properties?.className;
  return Array.isArray(className) ? className.map(String) : [];
}

function rewrite(node: HastNode): HastNode[] {
  if (node.type !== 'element') {
    return [node];
  }
  if (node.tagName === 'a' && classNames(node).includes('hash-link')) {
    return [];
  }
  const source = node.properties?.src;
  if (node.tagName === 'img' && typeof source === 'string' && source.startsWith('data:')) {
    const alt = String(node.properties?.alt ?? '').trim();
    return alt ? [{ type: 'text', value: `(Figure: ${alt})` }] : [];
  }
  if (node.tagName === 'pre') {
    const language = classNames(node).find((name) => name.startsWith('language-'));
    const code = node.children?.find((child) => child.tagName === 'code');
    if (language && code) {
      code.properties = { ...code.properties, className: [language] };
    }
  }
  node.children = node.children?.flatMap(rewrite);
  return [node];
}

export default function readableForModels() {
  return (tree: HastNode) => {
    tree.children = tree.children?.flatMap(rewrite);
  };
}
