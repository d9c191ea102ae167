import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * What a definition carries for the server only: its schemas (Zod values: validation and the OpenAPI document)
 * and its documentation. The browser needs method and path; every type it uses comes from the source as it is.
 */
const SERVER_FIELDS = new Set(['schemas', 'summary', 'description', 'tags', 'errors', 'errorCodes', 'access']);
const DEFINITIONS = /packages\/contracts\/src\/endpoints\/[^/]+\.ts$/;

type Edit = [start: number, end: number, text: string];

const applyEdits = (source: string, edits: Edit[]) => {
  let out = source;
  for (const [start, end, text] of edits.sort((x, y) => y[0] - x[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
};

/**
 * Drops the imported names nothing in the file uses any more. The project keeps imports as written
 * (`verbatimModuleSyntax`), so the schema modules only the cut `schemas` used would otherwise still be loaded.
 */
function dropUnusedImports(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const used = new Set<string>();
  const collect = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, collect);
  };
  collect(file);
  const edits: Edit[] = [];
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named) || statement.importClause?.name) continue;
    const kept = named.elements.filter((e) => used.has(e.name.text));
    if (kept.length === named.elements.length) continue;
    if (kept.length === 0) edits.push([statement.getStart(file), statement.end, '']);
    else edits.push([named.getStart(file), named.end, `{ ${kept.map((e) => e.getText(file)).join(', ')} }`]);
  }
  return applyEdits(source, edits);
}

/**
 * Drops SERVER_FIELDS from every `defineEndpoint({ … })` literal of one source file, and then the imports only
 * they used, so the schema modules (and Zod) stay out of the chunk unless the page itself imports them.
 */
export function leanDefinitions(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: Edit[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineEndpoint') {
      const literal = node.arguments[0];
      if (literal && ts.isObjectLiteralExpression(literal)) {
        for (const property of literal.properties) {
          if (property.name && ts.isIdentifier(property.name) && SERVER_FIELDS.has(property.name.text)) {
            const end = source[property.end] === ',' ? property.end + 1 : property.end;
            cuts.push([property.getStart(file), end, '']);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return dropUnusedImports(applyEdits(source, cuts), fileName);
}

/**
 * Endpoint definitions are shared by the API (routes, validation, OpenAPI, docs) and the web's client. In the
 * browser build only their method and path are read, so their schemas and documentation are left out of the
 * client chunks; the server build keeps them whole.
 */
export function leanEndpoints(): Plugin {
  return {
    name: 'shringar:lean-endpoints',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment.name !== 'client' || !DEFINITIONS.test(id.split('?')[0]!)) return null;
      return { code: leanDefinitions(code, id), map: null };
    },
  };
}
