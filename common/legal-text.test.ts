import { describe, expect, it } from 'vitest';
import { legalBlocks } from './legal-text';

describe('legalBlocks', () => {
  it('reads headings, lists and paragraphs separated by blank lines', () => {
    const text = '## Who we are\nIronsite Corp.\n\n- Name\n- Email\r\n\r\nFirst line\nsecond line\n\n\n';
    expect(legalBlocks(text)).toEqual([
      { kind: 'heading', text: 'Who we are' },
      { kind: 'paragraph', lines: ['Ironsite Corp.'] },
      { kind: 'list', items: ['Name', 'Email'] },
      { kind: 'paragraph', lines: ['First line', 'second line'] },
    ]);
  });

  it('splits a paragraph from the list that follows it without a blank line', () => {
    expect(legalBlocks('We collect:\n- name\n- email\nThat is all.')).toEqual([
      { kind: 'paragraph', lines: ['We collect:'] },
      { kind: 'list', items: ['name', 'email'] },
      { kind: 'paragraph', lines: ['That is all.'] },
    ]);
  });

  it('keeps markup as text (the page renders it escaped) and gives nothing for an empty text', () => {
    expect(legalBlocks('<script>x</script>')).toEqual([{ kind: 'paragraph', lines: ['<script>x</script>'] }]);
    expect(legalBlocks('  \n \n')).toEqual([]);
  });
});
