/**
 * Writes tests/fixtures/shell-api-3.json: the names of the extension API of
 * the published @rancher/shell (enum names with their members, and the
 * method and property names of IPlugin / IExtension). Names only, no code.
 * The API reference test checks the v3 docs against this file, offline.
 *
 * Usage: npm run api:snapshot [-- <version>]   (default 3.0.13)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

export type ShellApiSnapshot = {
  package: string;
  version: string;
  enums: Record<string, string[]>;
  extensionMethods: string[];
  extensionProperties: string[];
};

const version = process.argv[2] ?? '3.0.13';
const siteDir = path.resolve(__dirname, '../..');
const fixtureFile = path.join(siteDir, 'tests/fixtures/shell-api-3.json');

/** Interfaces that make up the object an extension's entry function receives. */
const extensionInterfaces = ['IExtension', 'IExtensionProducts'];

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function memberName(member: ts.TypeElement | ts.EnumMember): string | undefined {
  return member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;
}

export function readShellApi(coreDir: string): Omit<ShellApiSnapshot, 'package' | 'version'> {
  const enums: Record<string, string[]> = {};
  const methods = new Set<string>();
  const properties = new Set<string>();

  for (const fileName of fs.readdirSync(coreDir).filter((name) => name.endsWith('.ts'))) {
    parse(path.join(coreDir, fileName)).forEachChild((node) => {
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

function main(): void {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-api-'));
  try {
    const tarball = execFileSync('npm', ['pack', `@rancher/shell@${version}`, '--silent'], { cwd: workDir, encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop()!;
    execFileSync('tar', ['xzf', tarball], { cwd: workDir });
    const api = readShellApi(path.join(workDir, 'package/core'));
    const snapshot: ShellApiSnapshot = { package: '@rancher/shell', version, ...api };
    fs.writeFileSync(fixtureFile, `${JSON.stringify(snapshot, null, 2)}\n`);

    const memberCount = Object.values(api.enums).reduce((sum, members) => sum + members.length, 0);
    console.log(`Wrote ${path.relative(siteDir, fixtureFile)} from @rancher/shell@${version}:`);
    console.log(`  ${Object.keys(api.enums).length} enums with ${memberCount} members`);
    console.log(`  ${api.extensionMethods.length} IPlugin methods, ${api.extensionProperties.length} properties`);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main();
}
