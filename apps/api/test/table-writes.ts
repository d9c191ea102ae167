import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A static reading of where the API writes each table: Drizzle `insert(t)`, `update(t)`, `delete(t)` on a table
 * imported from db/schema (under whatever local name), and raw SQL (`INSERT INTO t`, `UPDATE t … SET`,
 * `DELETE FROM t`, with the table written out or interpolated as `${t}`). Comments are removed first, so a
 * comment that mentions a write is not one; SQL in strings and templates still counts.
 */
export type TableWrite = { table: string; file: string; line: number; how: string };

/** Export name of every pgTable in db/schema, and its SQL name: `productVariants` ↔ `product_variants`. */
export function schemaTables(schemaDir: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(schemaDir, file), 'utf8');
    for (const m of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(m[1]!, m[2]!);
  }
  return tables;
}

/**
 * The source with comments blanked (newlines kept, so line numbers hold). Strings, templates and their `${}`
 * parts are walked, so `//` inside a string or a URL is not taken for a comment.
 */
export function withoutComments(source: string): string {
  let out = '';
  let i = 0;
  // A stack of what encloses the cursor: template literals and the `${` code inside them (its brace depth).
  const stack: Array<{ kind: 'template' } | { kind: 'code'; depth: number }> = [];
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (i < source.length) {
    const c = source[i]!;
    const top = stack[stack.length - 1];
    if (top?.kind === 'template') {
      if (c === '\\') {
        out += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        stack.pop();
        out += c;
        i++;
      } else if (c === '$' && source[i + 1] === '{') {
        stack.push({ kind: 'code', depth: 0 });
        out += '${';
        i += 2;
      } else {
        out += c;
        i++;
      }
      continue;
    }
    if (c === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      stack.push({ kind: 'template' });
      out += c;
      i++;
    } else if (top?.kind === 'code' && c === '{') {
      top.depth++;
      out += c;
      i++;
    } else if (top?.kind === 'code' && c === '}') {
      if (top.depth === 0) stack.pop();
      else top.depth--;
      out += c;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Local names bound to schema tables by the file's imports from db/schema (`settings as settingsTable` too). */
function schemaBindings(code: string, tables: Map<string, string>): Map<string, string> {
  const bindings = new Map<string, string>();
  for (const m of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'[^']*db\/schema\/[\w-]+\.ts'/g)) {
    for (const part of m[1]!.split(',')) {
      const [exported, local] = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (exported && tables.has(exported)) bindings.set(local || exported, exported);
    }
  }
  return bindings;
}

/** Every table write in one file's source. `file` is only carried into the answer. */
export function tableWrites(source: string, file: string, tables: Map<string, string>): TableWrite[] {
  const code = withoutComments(source);
  const bindings = schemaBindings(code, tables);
  const bySqlName = new Map([...tables].map(([exported, sqlName]) => [sqlName, exported]));
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const writes: TableWrite[] = [];
  for (const m of code.matchAll(/\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
    const table = bindings.get(m[2]!);
    if (table) writes.push({ table, file, line: lineAt(m.index), how: m[1]! });
  }
  // A table handed to a generic writer as `table: t` (merchandising's curated product lists) is written here.
  for (const m of code.matchAll(/\btable:\s*([A-Za-z_$][\w$]*)\b/g)) {
    const table = bindings.get(m[1]!);
    if (table) writes.push({ table, file, line: lineAt(m.index), how: 'handed to a writer' });
  }
  const name = String.raw`(?:"?(\w+)"?|\$\{\s*([A-Za-z_$][\w$]*)\s*\})`;
  const rawSql = [
    { how: 'raw SQL insert', re: new RegExp(String.raw`\binsert\s+into\s+${name}`, 'gi') },
    { how: 'raw SQL delete', re: new RegExp(String.raw`\bdelete\s+from\s+${name}`, 'gi') },
    // `UPDATE t SET` or `UPDATE t [AS] alias SET`; `FOR UPDATE` and `DO UPDATE SET` name no table.
    {
      how: 'raw SQL update',
      re: new RegExp(String.raw`\bupdate\s+${name}\s+(?:(?:as\s+)?(?!set\b)\w+\s+)?set\b`, 'gi'),
    },
  ];
  for (const { how, re } of rawSql) {
    for (const m of code.matchAll(re)) {
      const table = m[1] ? bySqlName.get(m[1]) : bindings.get(m[2]!);
      if (table) writes.push({ table, file, line: lineAt(m.index), how });
    }
  }
  return writes;
}

/** Every write in the API's own code: apps/api/src without tests, the seed and migrations. */
export function apiTableWrites(srcDir: string): TableWrite[] {
  const tables = schemaTables(join(srcDir, 'db/schema'));
  const skip = (path: string) =>
    path.endsWith('.test.ts') || path.startsWith('seed/') || path.startsWith('db/migrations/');
  const files = (readdirSync(srcDir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.split('\\').join('/'))
    .filter((f) => !skip(f));
  return files.flatMap((f) =>
    tableWrites(readFileSync(join(srcDir, f), 'utf8'), relative(srcDir, join(srcDir, f)), tables),
  );
}
