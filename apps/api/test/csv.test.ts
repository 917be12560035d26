// CSV cells: what a spreadsheet would execute is neutralized, numbers (signed or not) stay numbers,
// and separators, quotes and line breaks are quoted. Inputs are shaped like what chain data puts in
// an export: masterchain addresses (leading '-'), signed nano amounts, and text a contract or a
// message comment can carry.
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../src/csv';

const ELECTOR = `-1:${'3'.repeat(64)}`;

describe('csvCell', () => {
  it('neutralizes formula starts but leaves signed numbers alone', () => {
    expect(csvCell(ELECTOR)).toBe(`'${ELECTOR}`);
    expect(csvCell('-1500000000')).toBe('-1500000000');
    expect(csvCell('+12.5')).toBe('+12.5');
    expect(csvCell('-1.')).toBe("'-1.");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('=HYPERLINK("https://evil.example","claim")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""claim"")"`,
    );
    expect(csvCell(`0:${'a'.repeat(64)}`)).toBe(`0:${'a'.repeat(64)}`);
  });

  it('quotes separators and line breaks, and writes absent values as empty cells', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(-7)).toBe('-7');
    expect(csvLine([ELECTOR, '-5', 'x,y'])).toBe(`'${ELECTOR},-5,"x,y"\r\n`);
  });
});
