import readableForModels from '@site/src/plugins/llms-txt/readableForModels';

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };

const element = (tagName: string, properties: Record<string, unknown> = {}, children: Node[] = []): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): Node => ({ type: 'text', value });

describe('readableForModels', () => {
  it('drops heading anchors, turns inlined images into their alt text and keeps code block languages', () => {
    const tree: Node = {
      type: 'root',
      children: [
        element('h2', {}, [text('API'), element('a', { className: ['hash-link'], href: '#api' }, [text('​')])]),
        element('p', {}, [element('img', { src: 'data:image/svg+xml;base64,PHN2Zz4=', alt: 'Where panels render' })]),
        element('p', {}, [element('img', { src: '/img/logo.svg', alt: 'Logo' })]),
        element('pre', { className: ['prism-code', 'language-ts'] }, [element('code', {}, [text('addPanel()')])]),
      ],
    };

    readableForModels()(tree);

    expect(tree.children).toEqual([
      element('h2', {}, [text('API')]),
      element('p', {}, [text('(Figure: Where panels render)')]),
      element('p', {}, [element('img', { src: '/img/logo.svg', alt: 'Logo' })]),
      element('pre', { className: ['prism-code', 'language-ts'] }, [element('code', { className: ['language-ts'] }, [text('addPanel()')])]),
    ]);
  });
});
