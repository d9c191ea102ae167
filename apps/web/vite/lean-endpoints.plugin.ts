import ts from 'typescript';
import type { Plugin } from 'vite';

/** What a definition carries for the docs and the server only; the browser needs method and path. */
const DOC_FIELDS = new Set(['summary', 'description', 'tags', 'errors', 'errorCodes', 'access']);
const DEFINITIONS = /packages\/contracts\/src\/endpoints\/[^/]+(?<!\.schemas)\.ts$/;

/** Drops DOC_FIELDS from every `defineEndpoint<…>()({ … })` literal of one source file. */
export function leanDefinitions(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isCallExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'defineEndpoint'
    ) {
      const literal = node.arguments[0];
      if (literal && ts.isObjectLiteralExpression(literal)) {
        for (const property of literal.properties) {
          if (property.name && ts.isIdentifier(property.name) && DOC_FIELDS.has(property.name.text)) {
            const end = source[property.end] === ',' ? property.end + 1 : property.end;
            cuts.push([property.getStart(file), end]);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

/**
 * Endpoint definitions are shared by the API (routes, OpenAPI, docs) and the web's client. In the browser
 * build only their method and path are read, so their documentation is left out of the client chunks; the
 * server build keeps them whole.
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
