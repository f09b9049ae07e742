// The browser-safe entry stays browser-safe: every module its run-time imports reach is one of core's own source
// files or an allowed package, never `node:*`, the database or a server-only package. Type-only imports are
// erased when bundled, so they may name anything.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The packages a browser bundle may take from core's shared code. */
const BROWSER_PACKAGES = new Set(['zod']);
const SRC = join(import.meta.dirname, '..');

function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.every((element) => element.isTypeOnly)
          : false);
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.every((element) => element.isTypeOnly)
          : false);
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      const [argument] = node.arguments;
      found.push(argument && ts.isStringLiteral(argument) ? argument.text : '<computed>');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolveRelative(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${relative(SRC, from)} imports ${specifier}, which is no file`);
  return file;
}

/** Every run-time import reachable from the entry that is not one of core's source files, with its importer. */
function outsideImports(entry: string): string[] {
  const seen = new Set<string>();
  const outside: string[] = [];
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) pending.push(resolveRelative(file, specifier));
      else outside.push(`${relative(SRC, file)} -> ${specifier}`);
    }
  }
  return outside;
}

describe('@center-platform/core/shared', () => {
  it('reaches no Node module and no server package at run time', () => {
    const refused = outsideImports(join(SRC, 'shared', 'index.ts')).filter(
      (entry) => !BROWSER_PACKAGES.has(entry.split(' -> ')[1] ?? ''),
    );
    expect(refused).toEqual([]);
  });

  it('finds the imports a server module has (the walk itself works)', () => {
    expect(outsideImports(join(SRC, 'accounts', 'passwords.ts'))).toContain('accounts/passwords.ts -> @node-rs/argon2');
  });
});
