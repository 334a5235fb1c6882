// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampPage, pageCaption, pageCount, pageWindow } from './pagination';

describe('pagination', () => {
  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 20)).toBe(5);
  });

  it('clamps pages into range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('shows the current page plus or minus 2', () => {
    expect(pageWindow(1, 10)).toEqual({ pages: [1, 2, 3], gapBefore: false, gapAfter: true });
    expect(pageWindow(5, 10)).toEqual({ pages: [3, 4, 5, 6, 7], gapBefore: true, gapAfter: true });
    expect(pageWindow(10, 10)).toEqual({ pages: [8, 9, 10], gapBefore: true, gapAfter: false });
    expect(pageWindow(2, 3)).toEqual({ pages: [1, 2, 3], gapBefore: false, gapAfter: false });
    expect(pageWindow(1, 1)).toEqual({ pages: [1], gapBefore: false, gapAfter: false });
  });

  it('keeps up to 5 numbers at the edges in fill mode (enrolments list)', () => {
    expect(pageWindow(1, 10, { fill: true }).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10, { fill: true }).pages).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, { fill: true }).pages).toEqual([1, 2, 3]);
    expect(pageWindow(6, 10, { fill: true })).toEqual({ pages: [4, 5, 6, 7, 8], gapBefore: true, gapAfter: true });
  });

  it('clamps an out-of-range current page', () => {
    expect(pageWindow(50, 4).pages).toEqual([2, 3, 4]);
  });

  it('writes the caption', () => {
    expect(pageCaption(2, 7)).toBe('Mostrando 2 de 7 páginas');
    expect(pageCaption(1, 0)).toBe('Mostrando 1 de 1 páginas');
    expect(pageCaption(1000, 5000)).toBe('Mostrando 1.000 de 5.000 páginas');
  });
});
