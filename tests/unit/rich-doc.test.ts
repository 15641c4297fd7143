// The rich-text editor's documents (TipTap's JSON, with the attributes TipTap adds) become what the
// store accepts: only the allowed nodes, marks and attributes, headings 2 and 3, lists three deep.
import { describe, expect, it } from 'vitest';
import { toRichDoc } from '../../app/features/admin/rich-doc.ts';
import { richDocSchema } from '../../shared/content.ts';

describe('toRichDoc', () => {
  it('keeps paragraphs, headings, lists, marks and pictures with only the attributes the store keeps', () => {
    const doc = toRichDoc({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, textAlign: null }, content: [{ type: 'text', text: 'Refunds' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Call ' },
            {
              type: 'text',
              text: 'us',
              marks: [
                { type: 'bold' },
                { type: 'link', attrs: { href: 'tel:+919812345678', target: '_blank', rel: 'noopener noreferrer nofollow', class: null } },
              ],
            },
            { type: 'hardBreak' },
            { type: 'text', text: 'today', marks: [{ type: 'italic' }, { type: 'underline' }] },
          ],
        },
        { type: 'paragraph' },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] }],
        },
        { type: 'image', attrs: { src: '/pages/about-team', alt: 'Our team', title: null, width: null, height: null } },
      ],
    });
    expect(doc).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Refunds' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Call ' },
            { type: 'text', text: 'us', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'tel:+919812345678' } }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'today', marks: [{ type: 'italic' }] },
          ],
        },
        { type: 'paragraph' },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] }] },
        { type: 'image', attrs: { src: '/pages/about-team', alt: 'Our team' } },
      ],
    });
    expect(richDocSchema.safeParse(doc).success).toBe(true);
  });

  it('makes other heading levels 2 or 3, unknown blocks paragraphs, and lists deeper than three flat', () => {
    const item = (text: string, ...more: object[]) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }, ...more] });
    const deep = {
      type: 'bulletList',
      content: [
        item('1', { type: 'bulletList', content: [item('2', { type: 'bulletList', content: [item('3', { type: 'bulletList', content: [item('4')] })] })] }),
      ],
    };
    const doc = toRichDoc({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Top' }] },
        { type: 'heading', attrs: { level: 5 }, content: [{ type: 'text', text: 'Small' }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quoted' }] }] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'code' }] },
        deep,
      ],
    });
    expect(doc.content.slice(0, 4)).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Top' }] },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Small' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Quoted' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'code' }] },
    ]);
    const p = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    expect(doc.content[4]).toEqual({
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            p('1'),
            {
              type: 'bulletList',
              content: [{ type: 'listItem', content: [p('2'), { type: 'bulletList', content: [{ type: 'listItem', content: [p('3'), p('4')] }] }] }],
            },
          ],
        },
      ],
    });
    expect(richDocSchema.safeParse(doc).success).toBe(true);
  });
});
