import { describe, expect, it } from 'vitest';
import { blocksToText, textToBlocks } from './description-text';

describe('textToBlocks / blocksToText', () => {
  it('makes paragraphs of blank-line separated text and lists of "- " lines', () => {
    const text = 'Wat ga je doen?\nJe werkt in een team.\n\n- rijbewijs B\n- flexibel\n\nTot snel!';
    const blocks = textToBlocks(text);
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Wat ga je doen?\nJe werkt in een team.' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'rijbewijs B' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'flexibel' }] },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Tot snel!' }] },
    ]);
    expect(blocksToText(blocks)).toBe(text);
  });
  it('makes a list of "- " lines typed right under a line of text, and a numbered list of "1. " lines (issue 35)', () => {
    const blocks = textToBlocks('Wat ga je doen?\n- Wondzorg\n- Medicatie delen\nWat vragen wij?\n1. BIG-registratie\n2) Rijbewijs B');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Wat ga je doen?' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'Wondzorg' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'Medicatie delen' }] },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Wat vragen wij?' }] },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'BIG-registratie' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'Rijbewijs B' }] },
        ],
      },
    ]);
    // Editing gives it back as separate blocks; saving that again changes nothing.
    const again = blocksToText(blocks);
    expect(again).toBe('Wat ga je doen?\n\n- Wondzorg\n- Medicatie delen\n\nWat vragen wij?\n\n1. BIG-registratie\n2. Rijbewijs B');
    expect(textToBlocks(again)).toEqual(blocks);
  });
  it('handles Windows line breaks and empty text', () => {
    expect(textToBlocks('a\r\n\r\nb')).toHaveLength(2);
    expect(textToBlocks('  \n\n ')).toEqual([]);
    expect(blocksToText(null)).toBe('');
  });
  it('reduces what an editor formatted in the admin to its text', () => {
    const blocks = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Wat bieden wij?' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Een ', bold: true },
          { type: 'link', url: 'https://x.nl', children: [{ type: 'text', text: 'goed salaris' }] },
        ],
      },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'één' }] }] },
    ];
    expect(blocksToText(blocks)).toBe('Wat bieden wij?\n\nEen goed salaris\n\n1. één');
  });
});
