export type ApiReferences = {
  enumMembers: Array<{ enumName: string; member: string }>;
  methods: string[];
};

const enumMemberPattern = /\b([A-Z][A-Za-z]*Location|ExtensionPoint)\.([A-Z][A-Z0-9_]*)\b/g;
/** `plugin.name(`, but not a file path such as `core/plugin.ts (shell 2.0.1)`. */
const pluginMethodPattern = /(?<![\w$./-])plugin\.([A-Za-z_$][\w$]*)\s*\(/g;

/** Every `XxxLocation.MEMBER`, `ExtensionPoint.MEMBER` and `plugin.method(` in a page's text, code included. */
export function findApiReferences(text: string): ApiReferences {
  return {
    enumMembers: [...text.matchAll(enumMemberPattern)].map(([, enumName, member]) => ({ enumName, member })),
    methods: [...text.matchAll(pluginMethodPattern)].map(([, method]) => method),
  };
}
