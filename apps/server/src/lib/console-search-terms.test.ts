import { describe, expect, it } from 'vitest';
import { searchTerms, startingWith } from './console-search-terms.ts';

describe('searchTerms', () => {
  it('reads an order number from its start, upper-cased, only when typed as one word with a digit', () => {
    expect(searchTerms(' shj12ab ').number).toBe('SHJ12AB');
    expect(searchTerms('S-3F9').number).toBe('S-3F9');
    expect(searchTerms('Noura').number).toBeNull();
    expect(searchTerms('SHJ 12').number).toBeNull();
  });

  it('reads an e-mail start, lower-cased, from one word', () => {
    expect(searchTerms('Noura.Q@Example').email).toBe('noura.q@example');
    expect(searchTerms('noura qasimi').email).toBeNull();
  });

  it('reads a whole mobile as E.164 and the start of one typed with its +', () => {
    expect(searchTerms('050 111 2233').mobile).toEqual({ exact: '+971501112233' });
    expect(searchTerms('+9715011').mobile).toEqual({ start: '+9715011' });
    expect(searchTerms('5011').mobile).toBeNull();
  });

  it('splits a name into at most four words', () => {
    expect(searchTerms('  Noura   Al Qasimi ').words).toEqual(['Noura', 'Al', 'Qasimi']);
    expect(searchTerms('a b c d e f').words).toHaveLength(4);
  });
});

describe('startingWith', () => {
  it('takes the wildcards and backslashes of what was typed literally', () => {
    expect(startingWith('50%_\\')).toBe('50\\%\\_\\\\%');
  });
});
