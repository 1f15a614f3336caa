import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv.ts';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks (RFC 4180), quotes doubled', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('')).toBe('');
  });

  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('-')).toBe("'-");
    // Only at the start: inside a cell these are plain text.
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('leaves the numbers the server wrote as numbers, negative ones too', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-7')).toBe('-7');
    expect(csvCell('1234.00')).toBe('1234.00');
    expect(csvCell('-1e5')).toBe("'-1e5");
    expect(csvCell('-12.')).toBe("'-12.");
  });

  it('writes a file with a byte order mark, CRLF lines and a final line break', () => {
    expect(
      csvFile(
        ['Day', 'GGR'],
        [
          ['2031-03-01', '-7.00'],
          ['2031-03-02', '3.00'],
        ],
      ),
    ).toBe('\uFEFFDay,GGR\r\n2031-03-01,-7.00\r\n2031-03-02,3.00\r\n');
    expect(csvFile(['দিন'], [])).toBe('\uFEFFদিন\r\n');
  });
});
