import { describe, expect, it } from 'vitest';
import { csvLine, csvValue, parseCsv } from './csv.ts';

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
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\ny', '1'] },
      { line: 5, cells: ['last', '2'] },
    ]);
  });
});
