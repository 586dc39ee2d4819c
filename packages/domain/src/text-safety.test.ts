import { findForbiddenCharacters, hasForbiddenCharacter } from './text-safety';

describe('text-safety rule', () => {
  it.each([
    ['NUL', '\u0000'],
    ['bell', 'a\u0007'],
    ['escape', '\u001b[0m'],
    ['DEL', '\u007f'],
    ['lone high surrogate', 'a\ud83d'],
    ['lone low surrogate', '\ude00b'],
  ])('refuses %s', (_label, text) => expect(hasForbiddenCharacter(text)).toBe(true));

  it.each([
    ['tab, newline, CR', 'a\tb\nc\r'],
    ['Hangul', '한글'],
    ['emoji pair', '😀👩‍👩‍👧'],
    ['RTL mark and zero-width', '\u200f\u200b'],
    ['combining', 'e\u0301'],
  ])('accepts %s', (_label, text) => expect(hasForbiddenCharacter(text)).toBe(false));

  it('names every offending path, keys included', () => {
    expect(findForbiddenCharacters({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\u0001' }, ['k\u0000']: 1, n: 5 })).toEqual([
      'b.1',
      'c.d',
      'k?',
    ]);
    expect(findForbiddenCharacters('\u0000')).toEqual(['_']);
  });
});
