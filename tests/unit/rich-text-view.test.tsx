// The info pages' rich-text renderer: the allow-listed nodes become their elements, every text is
// escaped, links and pictures outside the allow-list are left out (even from a document the API's
// schema never saw), and a placeholder paragraph is replaced by what the page gives for it.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextView } from '../../app/features/pages/rich-text.tsx';
import { richDocSchema } from '../../shared/content.ts';
import { type RichDoc, rich } from '../../shared/rich-text.ts';

const html = (doc: unknown, replace?: Record<string, string>) => renderToStaticMarkup(<RichTextView doc={doc as RichDoc} {...(replace ? { replace } : {})} />);
const linked = (href: string) => rich.doc(rich.p({ type: 'text', text: 'Write', marks: [{ type: 'link', attrs: { href } }] }));

describe('RichTextView', () => {
  it('renders headings, paragraphs, marks, tight and nested lists, breaks and our pictures', () => {
    const doc = rich.doc(
      rich.h2('Refunds'),
      rich.h3('Within 7 days'),
      rich.p('Plain, ', { type: 'text', text: 'bold', marks: [{ type: 'bold' }] }, ' and ', { type: 'text', text: 'both', marks: [{ type: 'bold' }, { type: 'italic' }] }, { type: 'hardBreak' }, 'next line'),
      rich.ol('One', 'Two'),
      { type: 'bulletList', content: [{ type: 'listItem', content: [rich.p('Outer'), rich.ul('Inner')] }] },
      { type: 'image', attrs: { src: '/pages/project-flight', alt: 'A sky balloon' } },
      { type: 'image', attrs: { src: '/api/admin/uploads?filename=c-0123456789abcdef0123456789abcdef.webp', alt: '' } },
    );
    expect(richDocSchema.safeParse(doc).success).toBe(true);
    expect(html(doc)).toBe(
      '<h2>Refunds</h2><h3>Within 7 days</h3><p>Plain, <strong>bold</strong> and <em><strong>both</strong></em><br/>next line</p>' +
        '<ol><li>One</li><li>Two</li></ol><ul><li><p>Outer</p><ul><li>Inner</li></ul></li></ul>' +
        '<img src="/pages/project-flight-640.webp" alt="A sky balloon" loading="lazy" decoding="async"/>' +
        '<img src="/api/admin/uploads?filename=c-0123456789abcdef0123456789abcdef.webp" alt="" loading="lazy" decoding="async"/>',
    );
  });

  it('writes HTML typed as text as text', () => {
    expect(html(rich.doc(rich.p('<script>alert(1)</script><img src=x onerror=alert(2)>')))).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>',
    );
  });

  it('writes the allowed links, and only the text of any other', () => {
    for (const href of ['https://example.com/a?b=1', 'mailto:support@example.com', 'tel:+919999999999', '/tandc#refunds'])
      expect(html(linked(href))).toBe(`<p><a href="${href.replace('&', '&amp;')}">Write</a></p>`);
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,<b>x</b>', 'http://example.com/', '//evil.example/', 'vbscript:x'])
      expect(html(linked(href)), href).toBe('<p>Write</p>');
  });

  it('leaves out nodes, marks and pictures outside the allow-list', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'html', html: '<script>alert(1)</script>' },
        { type: 'iframe', attrs: { src: 'https://evil.example/' } },
        { type: 'paragraph', content: [{ type: 'text', text: 'kept', marks: [{ type: 'underline' }, { type: 'textStyle', attrs: { style: 'x' } }] }, { type: 'mention', attrs: { id: 1 } }] },
        { type: 'image', attrs: { src: 'https://evil.example/x.png', alt: 'x' } },
        { type: 'image', attrs: { src: 'data:image/png;base64,AAAA', alt: 'x' } },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Level 1 shown as 2' }] },
      ],
    };
    expect(html(doc)).toBe('<p>kept</p><h2>Level 1 shown as 2</h2>');
    expect(html({ type: 'not-a-doc' })).toBe('');
  });

  it('replaces a placeholder paragraph with what the page gives', () => {
    expect(html(rich.doc(rich.p('Before'), rich.p('{retention}')), { '{retention}': 'Kept for 90 days.' })).toBe('<p>Before</p><p>Kept for 90 days.</p>');
  });
});
