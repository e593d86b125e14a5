/** Reads the names of the extension API from the TypeScript files of a release's `shell/core`. */
import ts from 'typescript';

/**
 * Interfaces that make up the object an extension's entry function receives:
 * `IPlugin` up to shell 2.x, `IExtension` (which extends `IExtensionProducts`) from 3.0.
 */
const extensionInterfaces = ['IPlugin', 'IExtension', 'IExtensionProducts'];

/** A TypeScript file of `shell/core`: its name and its text. */
export type CoreSource = { fileName: string; text: string };

function memberName(member: ts.TypeElement | ts.EnumMember): string | undefined {
  return member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;
}

/** The names of one release's extension API. */
export type ShellApi = {
  enums: Record<string, string[]>;
  extensionMethods: string[];
  extensionProperties: string[];
};

/** The extension API that the TypeScript files of one release's `shell/core` declare. */
export function readShellApiFromSources(sources: CoreSource[]): ShellApi {
  const enums: Record<string, string[]> = {};
  const methods = new Set<string>();
  const properties = new Set<string>();

  for (const { fileName, text } of sources) {
    ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true).forEachChild((node) => {
      const exported = ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (ts.isEnumDeclaration(node) && exported) {
        enums[node.name.text] = node.members.map(memberName).filter((name): name is string => Boolean(name));
      }
      if (ts.isInterfaceDeclaration(node) && extensionInterfaces.includes(node.name.text)) {
        for (const member of node.members) {
          const name = memberName(member);
          if (!name) {
            continue;
          }
          (ts.isMethodSignature(member) ? methods : properties).add(name);
        }
      }
    });
  }
  return {
    enums: Object.fromEntries(Object.entries(enums).sort(([a], [b]) => a.localeCompare(b))),
    extensionMethods: [...methods].sort(),
    extensionProperties: [...properties].sort(),
  };
}
