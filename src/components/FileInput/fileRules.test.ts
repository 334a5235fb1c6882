import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMegabytes } from './fileRules';

describe('file sizes in pt-BR', () => {
  it('writes a decimal comma, at most one decimal, and groups thousands', () => {
    expect(formatFileSize(1023)).toBe('1.023 B');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatMegabytes(1234 * 1024 * 1024)).toBe('1.234');
  });
});
