import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_WRITES, TABLE_OWNERS } from './db/schema/owners.ts';
import { apiTableWrites, schemaTables, tableWrites, withoutComments } from '../test/table-writes.ts';

const srcDir = dirname(fileURLToPath(import.meta.url));
const tables = schemaTables(join(srcDir, 'db/schema'));
const owners: Record<string, string> = TABLE_OWNERS;
const placeOf = (file: string, owner: string) => file === owner || file.startsWith(`${owner}/`);
const writerOf = (file: string) => {
  const parts = file.split('/');
  return parts[0] === 'modules' ? parts.slice(0, 2).join('/') : file;
};

describe('table owners', () => {
  it('names an owner for every table and only for tables', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables.keys()].sort());
  });

  it("heads each schema file with its tables' owners, as TABLE_OWNERS names them", () => {
    const schemaDir = join(srcDir, 'db/schema');
    for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts') && f !== 'owners.ts')) {
      const source = readFileSync(join(schemaDir, file), 'utf8');
      const declared = [...source.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]!);
      const header = /^\/\*[\s\S]*?\*\//.exec(source)?.[0] ?? '';
      const named = Object.fromEntries([...header.matchAll(/^ \* - (\w+): (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
      expect({ file, owners: named }).toEqual({
        file,
        owners: Object.fromEntries(declared.map((t) => [t, owners[t]])),
      });
    }
  });

  it('finds every write outside its owner in the listed shared writes, and every listed one still happens', () => {
    const writes = apiTableWrites(srcDir);
    expect(writes.length).toBeGreaterThan(100);
    const listed = (table: string, file: string) =>
      SHARED_WRITES.some((s) => s.table === table && placeOf(file, s.writer));
    const strays = writes
      .filter((w) => !placeOf(w.file, owners[w.table]!) && !listed(w.table, w.file))
      .map((w) => `${w.file}:${w.line} writes ${w.table} (${w.how}); its owner is ${owners[w.table]}`);
    expect(strays).toEqual([]);
    const gone = SHARED_WRITES.filter((s) => !writes.some((w) => w.table === s.table && placeOf(w.file, s.writer))).map(
      (s) => `${s.writer} no longer writes ${s.table}: remove it from SHARED_WRITES`,
    );
    expect(gone).toEqual([]);
  });

  it('blames a write from a module that does not own the table', () => {
    const source = [
      "import { cartItems } from '../../db/schema/shopping.ts';",
      'export const empty = (tx, id) => tx.delete(cartItems).where(eq(cartItems.id, id));',
    ].join('\n');
    const [write] = tableWrites(source, 'modules/checkout/probe.ts', tables);
    expect(write).toMatchObject({ table: 'cartItems', how: 'delete', line: 2 });
    expect(placeOf(writerOf(write!.file), owners[write!.table]!)).toBe(false);
  });

  it('reads aliased imports, raw SQL and interpolated tables, and skips comments and FOR UPDATE', () => {
    const source = [
      "import { settings as settingsTable, users } from '../../db/schema/users.ts';",
      '// tx.update(users) in a comment is no write',
      '/* nor DELETE FROM users here */',
      'await tx.insert(settingsTable).values(row);',
      'await tx.execute(sql`UPDATE ${users} SET wallet_paise = 0`);',
      "await tx.execute(sql`select 1 from users for update skip locked`); const u = 'https://x//y';",
      "await tx.execute(sql`insert into sessions (id) values (${'a'}) on conflict do update set id = 'b'`);",
      'await tx.execute(sql`UPDATE users AS u SET x = 1`);',
    ].join('\n');
    expect(tableWrites(source, 'modules/x/a.ts', tables).map((w) => `${w.table}:${w.line}:${w.how}`)).toEqual([
      'settings:4:insert',
      'sessions:7:raw SQL insert',
      'users:5:raw SQL update',
      'users:8:raw SQL update',
    ]);
  });

  it('blanks comments but keeps strings, templates and line numbers', () => {
    const code = withoutComments("a('//x'); // c\nb(`${'/*'}`) /* d */;\n");
    expect(code).toBe("a('//x');     \nb(`${'/*'}`)        ;\n");
  });
});
