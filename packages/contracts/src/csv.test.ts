import { describe, expect, it } from 'vitest';
import { CsvReader, csvLine, csvValue, parseCsv } from './csv.ts';

describe('csv', () => {
  it('round-trips commas, quotes, line breaks and formula-like text', () => {
    const cells = ['plain', 'a, b', 'say "hi"', 'two\nlines', '=SUM(A1)', '-5 off', 42];
    const text = `${csvLine(['h1', 'h2'])}\r\n${csvLine(cells)}\r\n`;
    const rows = parseCsv(text);
    expect(rows.map((r) => r.line)).toEqual([1, 2]);
    expect(rows[1]!.cells.map(csvValue)).toEqual(cells.map(String));
    expect(csvLine(['=1+1'])).toBe("'=1+1");
  });

  it('counts lines inside quoted cells and skips blank lines and a BOM', () => {
    const rows = parseCsv('\ufeffa,b\n"x\ny",1\n\nlast,2');
    expect(rows).toEqual([
      { record: 1, line: 1, cells: ['a', 'b'] },
      { record: 2, line: 2, cells: ['x\ny', '1'] },
      { record: 3, line: 5, cells: ['last', '2'] },
    ]);
  });

  it('reads the same records however the text is cut into chunks (a stream)', () => {
    const text = '\ufeffa,"b ""q"""\r\n"x\r\ny",1\r\n\r\nlast,2';
    const whole = parseCsv(text);
    for (const size of [1, 2, 3, 7]) {
      const reader = new CsvReader();
      const read = [];
      for (let i = 0; i < text.length; i += size) read.push(...reader.push(text.slice(i, i + size)));
      read.push(...reader.end());
      expect(read).toEqual(whole);
    }
    expect(whole.map((r) => r.cells)).toEqual([
      ['a', 'b "q"'],
      ['x\r\ny', '1'],
      ['last', '2'],
    ]);
  });
});
