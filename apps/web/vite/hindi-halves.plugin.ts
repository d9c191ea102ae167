import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { chunkFiles, readClientManifest } from './hindi-chunk-preloads.ts';

const APP = new URL('../app/', import.meta.url).pathname;
const REGISTRY = join(APP, 'lib/i18n/hindi-halves.ts');
const VIRTUAL = 'virtual:hindi-halves';
const RESOLVED_VIRTUAL = `\0${VIRTUAL}`;
/** For the server: the URLs of the Hindi chunk (and what it imports) in the client build, for /hi pages' head. */
const PRELOADS = 'virtual:hindi-chunk-preloads';
const RESOLVED_PRELOADS = `\0${PRELOADS}`;
/** A dictionary imported with this query is only its Hindi half (the Hindi chunk's modules). */
const HALF_QUERY = '?hindi-half';
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff]/u;

/** Dictionaries: `messages.ts`, `*-messages.ts` and `*-texts.ts` anywhere under app/ (not their tests). */
const isDictionary = (file: string) => file.startsWith(APP) && /(^|\/|-)(messages|texts)\.ts$/.test(file);

function dictionaryFiles(): string[] {
  return (readdirSync(APP, { recursive: true }) as string[])
    .map((file) => join(APP, file))
    .filter(isDictionary)
    .sort();
}

const keyOf = (file: string) => relative(APP, file);

type Range = { start: number; end: number };
const inside = (node: ts.Node, ranges: Range[]) => ranges.some((r) => node.pos >= r.start && node.end <= r.end);

/** Every node under `root`, depth first. */
function nodes(root: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return all;
}

/**
 * What the English module drops (the half's range first): the `const hi = …` initializer (top level, exactly one) and the top-level
 * helpers with Hindi text that only it uses (`const NOUN = { product: 'उत्पाद' }`). A file that does not follow
 * the convention, or has Hindi anywhere else, fails the build: silently shipping Hindi to English pages is what
 * this prevents.
 */
function hindiRanges(code: string, file: string): Range[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const all = nodes(source);
  const hasHindi = (node: ts.Node) =>
    (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && DEVANAGARI.test(node.getText(source));
  const statements = source.statements.filter(ts.isVariableStatement);
  const halves = statements.flatMap((statement) =>
    statement.declarationList.declarations.filter(
      (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === 'hi' && declaration.initializer,
    ),
  );
  const init = halves.length === 1 ? halves[0]?.initializer : undefined;
  if (!init) {
    throw new Error(
      `${keyOf(file)}: a dictionary needs exactly one top-level \`const hi = {...}\` (found ${halves.length})`,
    );
  }
  const ranges: Range[] = [{ start: init.getStart(source), end: init.end }];
  const helpers = statements.filter(
    (statement) =>
      !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      !statement.declarationList.declarations.some((d) => d.initializer === init) &&
      nodes(statement).some(hasHindi),
  );
  // A helper goes with the Hindi half when nothing outside the half (and the helpers already taken) names it.
  for (let taken = true; taken;) {
    taken = false;
    for (const helper of helpers) {
      const range = { start: helper.getStart(source), end: helper.end };
      if (ranges.some((r) => r.start === range.start)) continue;
      const names = new Set(helper.declarationList.declarations.map((d) => d.name.getText(source)));
      const used = all.some(
        (node) => ts.isIdentifier(node) && names.has(node.text) && !inside(node, [...ranges, range]),
      );
      if (!used) {
        ranges.push(range);
        taken = true;
      }
    }
  }
  const strays = all
    .filter((node) => hasHindi(node) && !inside(node, ranges))
    .map(
      (node) =>
        `line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${node.getText(source).slice(0, 40)}`,
    );
  if (strays.length) {
    throw new Error(
      `${keyOf(file)}: Hindi text outside \`const hi\` would ship to English pages:\n  ${strays.join('\n  ')}`,
    );
  }
  return ranges;
}

/** The browser's module for a dictionary: its Hindi half a stand-in, its Hindi-only helpers gone. */
export function englishModule(code: string, file: string): string {
  const [half, ...helpers] = hindiRanges(code, file);
  // From the end, so the earlier offsets stay right.
  let english = code;
  for (const range of [half!, ...helpers].sort((a, b) => b.start - a.start)) {
    const replacement = range === half ? `__hindiHalf(${JSON.stringify(keyOf(file))})` : '';
    english = english.slice(0, range.start) + replacement + english.slice(range.end);
  }
  return `import { hindiHalf as __hindiHalf } from ${JSON.stringify(REGISTRY)};\n${english}`;
}

/**
 * English pages without the Hindi texts (issue 31: their first-load budget unchanged). Each dictionary keeps both
 * halves in one file, type-checked with `satisfies` (lib/i18n/dictionary.ts); in the browser build only, its
 * `hi` half is replaced by a stand-in (`hindiHalf(file)`, lib/i18n/hindi-halves.ts) and the real halves travel
 * in one chunk, `virtual:hindi-halves`, that imports every dictionary again with `?hindi-half` (the file plus
 * `export { hi as default }`, so the bundler keeps only the Hindi half). Hindi pages load that chunk before they
 * hydrate or are navigated to. The server build and dev keep the files as written.
 *
 * The server build learns the chunk's file from the client build's manifest (`virtual:hindi-chunk-preloads`),
 * so /hi pages name it in their head and the browser fetches it with the page's other modules, not only once
 * entry.client has run (lib/i18n/hindi-chunk-preload.ts).
 */
export function hindiHalves(): Plugin {
  let build = false;
  let base = '/';
  let clientOutDir = '';
  return {
    name: 'shringar:hindi-halves',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
      clientOutDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED_VIRTUAL;
      return id === PRELOADS ? RESOLVED_PRELOADS : undefined;
    },
    load(id) {
      if (id === RESOLVED_PRELOADS) {
        // Dev has no Hindi chunk (the dictionaries are served whole); the browser build never imports this.
        if (!build || this.environment.config.consumer !== 'server') return 'export default [];';
        const files = chunkFiles(readClientManifest(clientOutDir), VIRTUAL, base);
        return `export default ${JSON.stringify(files)};`;
      }
      if (id === RESOLVED_VIRTUAL) {
        if (!build || this.environment.config.consumer !== 'client') return 'export default {};';
        const files = dictionaryFiles();
        const imports = files.map((file, i) => `import h${i} from ${JSON.stringify(file + HALF_QUERY)};`);
        const entries = files.map((file, i) => `  ${JSON.stringify(keyOf(file))}: h${i},`);
        return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
      }
      if (id.endsWith(HALF_QUERY)) {
        const file = id.slice(0, -HALF_QUERY.length);
        return `${readFileSync(file, 'utf8')}\nexport { hi as default };\n`;
      }
      return undefined;
    },
    transform(code, id) {
      if (!build || this.environment.config.consumer !== 'client' || !isDictionary(id)) return undefined;
      try {
        return { code: englishModule(code, id), map: null };
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
  };
}
