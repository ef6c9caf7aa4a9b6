import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_FILE_NAME_LENGTH } from './upload-content';

describe('cleanFileName', () => {
  it('drops bidi overrides, so a name cannot show one extension and carry another', () => {
    expect(cleanFileName('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
    expect(cleanFileName('\u2066scan\u2069\u200F.pdf')).toBe('scan.pdf');
  });

  it('drops control and zero-width characters and turns line separators into single spaces', () => {
    expect(cleanFileName('bill\u0007\u0085\u200B\uFEFF 2024\u2028\u2029 march.jpg')).toBe('bill 2024 march.jpg');
    expect(cleanFileName('  spaced    out .png ')).toBe('spaced out .png');
  });

  it('keeps the last part of a path only', () => {
    expect(cleanFileName('C:\\Users\\me\\ssa.png')).toBe('ssa.png');
    expect(cleanFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
  });

  it('keeps letters of every script and emoji', () => {
    expect(cleanFileName('Zoë – 明細 📄.pdf')).toBe('Zoë – 明細 📄.pdf');
  });

  it('caps the length in characters, keeping the extension', () => {
    const cleaned = cleanFileName(`${'é'.repeat(300)}.jpeg`);
    expect([...cleaned]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(cleaned.endsWith('é.jpeg')).toBe(true);
    expect([...cleanFileName(`${'x'.repeat(50)}.${'y'.repeat(80)}`)]).toHaveLength(MAX_FILE_NAME_LENGTH);
  });

  it('gives a name to a name made only of what it drops', () => {
    expect(cleanFileName('\u202E\u200B')).toBe('file');
  });
});
