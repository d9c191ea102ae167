/**
 * CSV as spreadsheets write it (RFC 4180): commas, double quotes around cells that hold commas, quotes or line
 * breaks, quotes doubled inside. Cells that a spreadsheet would run as a formula are written with a leading
 * apostrophe (the OWASP advice for CSV injection) and read back without it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean)[]) => cells.map(csvCell).join(',');

/** A cell as it was before csvCell guarded it. */
export const csvValue = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** One record of a CSV file: its number among the file's records (1-based) and the line it starts on. */
export type CsvRecord = { record: number; line: number; cells: string[] };

/**
 * Reads CSV text piece by piece (a stream's chunks), so a large file is never held whole: push() answers the
 * records completed so far, end() the last one. A quoted cell may hold line breaks; it stays in one record, so
 * records are counted apart from lines.
 */
export class CsvReader {
  private cells: string[] = [];
  private cell = '';
  private quoted = false;
  /** A quote seen inside a quoted cell: either the cell ends or the next character is a doubled quote. */
  private quoteSeen = false;
  /** A carriage return seen: a line feed right after it belongs to the same line break. */
  private crSeen = false;
  private started = false;
  private line = 1;
  private rowLine = 1;
  private count = 0;
  private out: CsvRecord[] = [];

  private endRow() {
    this.cells.push(this.cell);
    if (this.cells.length > 1 || this.cells[0] !== '')
      this.out.push({ record: ++this.count, line: this.rowLine, cells: this.cells });
    this.cells = [];
    this.cell = '';
  }

  push(chunk: string): CsvRecord[] {
    let text = chunk;
    if (!this.started) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    for (const ch of text) {
      if (this.crSeen) {
        this.crSeen = false;
        if (ch === '\n') continue;
      }
      if (this.quoteSeen) {
        this.quoteSeen = false;
        if (ch === '"') {
          this.cell += '"';
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (ch === '"') this.quoteSeen = true;
        else {
          if (ch === '\n') this.line++;
          this.cell += ch;
        }
      } else if (ch === '"' && this.cell === '') this.quoted = true;
      else if (ch === ',') {
        this.cells.push(this.cell);
        this.cell = '';
      } else if (ch === '\n' || ch === '\r') {
        this.crSeen = ch === '\r';
        this.endRow();
        this.line++;
        this.rowLine = this.line;
      } else this.cell += ch;
    }
    return this.take();
  }

  end(): CsvRecord[] {
    if (this.cell !== '' || this.cells.length) this.endRow();
    return this.take();
  }

  private take() {
    const out = this.out;
    this.out = [];
    return out;
  }
}

/** Rows of cells with their record number and the line each starts on (1-based), header included. */
export function parseCsv(text: string): CsvRecord[] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}
