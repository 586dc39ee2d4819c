import { preview } from './text-preview';

describe('preview', () => {
  it('cuts whole characters and collapses spacing', () => {
    expect(preview('가나다라마', 3)).toBe('가나다…');
    expect(preview('  짧은\n글  ', 10)).toBe('짧은 글');
  });
});
