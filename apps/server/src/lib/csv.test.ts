import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';

describe('csvText', () => {
  it('ends every line with CRLF and leaves plain fields and numbers bare', () => {
    expect(csvText(['code', 'uses'], [['WELCOME10', 3]])).toBe('code,uses\r\nWELCOME10,3\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvText(['name'], [['Ali, "the" buyer'], ['two\nlines']])).toBe('name\r\n"Ali, ""the"" buyer"\r\n"two\nlines"\r\n');
  });

  it('keeps text a spreadsheet would run as a formula from running, and writes null as empty', () => {
    expect(csvText(['a', 'b', 'c'], [['=HYPERLINK("x")', '+971', null]])).toBe('a,b,c\r\n"\'=HYPERLINK(""x"")",\'+971,\r\n');
    expect(csvText(['n'], [[-5]])).toBe('n\r\n-5\r\n');
  });
});
