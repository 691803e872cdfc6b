import { describe, expect, it } from 'vitest';
import { fileProblem, invoiceDate, mergeFiles, resubmitTarget } from './invoice-files.ts';

const file = (name: string, size = 1000, lastModified = 1) => ({ name, size, lastModified, type: 'image/jpeg' });

describe('fileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB and names what is wrong otherwise', () => {
    expect(fileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('size');
    expect(fileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(fileProblem({ type: '', size: 10 })).toBe('type');
  });
});

describe('mergeFiles', () => {
  it('adds new files once and keeps at most ten, saying how many were left out', () => {
    const first = mergeFiles([], [file('a'), file('b')]);
    expect(first.files.map((f) => f.name)).toEqual(['a', 'b']);
    const again = mergeFiles(first.files, [file('a'), file('c')]);
    expect(again.files.map((f) => f.name)).toEqual(['a', 'b', 'c']);
    const many = mergeFiles(
      again.files,
      Array.from({ length: 9 }, (_, i) => file(`n${i}`)),
    );
    expect(many.files).toHaveLength(10);
    expect(many.dropped).toBe(2);
  });

  it('keeps only the latest choice when one image replaces a rejected invoice', () => {
    expect(mergeFiles([file('old')], [file('new')], 1).files.map((f) => f.name)).toEqual(['new']);
  });
});

describe('resubmitTarget and invoiceDate', () => {
  it('reads a positive invoice id from ?invoice= and nothing else', () => {
    expect(resubmitTarget(new URLSearchParams('invoice=12'))).toBe(12);
    expect(resubmitTarget(new URLSearchParams('invoice=0'))).toBeNull();
    expect(resubmitTarget(new URLSearchParams('invoice=12abc'))).toBeNull();
    expect(resubmitTarget(new URLSearchParams('invoice=99999999999'))).toBeNull();
    expect(resubmitTarget(new URLSearchParams(''))).toBeNull();
  });

  it('shows the part of created_at before the space', () => {
    expect(invoiceDate('2026-07-15 12:00:00')).toBe('15/07/2026');
  });
});
