// The editor's document (TipTap's JSON) as the rich text the store accepts (shared/rich-text.ts):
// only paragraphs, headings 2 and 3, bullet and numbered lists three levels deep, pictures, hard
// breaks, and bold, italic and link marks, each with only the attributes the pages use (TipTap adds
// a link's target and rel, a list's start, a picture's title and size). A heading of another level
// becomes the nearest allowed one; a list nested deeper than three levels is flattened into its
// item's paragraphs; anything else is kept as the paragraphs of its text, so nothing typed is lost
// silently and nothing the pages cannot show is sent. Zod-free: the editor's chunk stays small.
import {
  RICH_LIMITS,
  type RichBlock,
  type RichDoc,
  type RichInline,
  type RichList,
  type RichListItem,
  type RichMark,
  type RichParagraph,
} from '../../../shared/rich-text.ts';

/** A node of TipTap's JSON (its JSONContent), as far as this mapping reads it. */
export interface EditorNode {
  type?: string | undefined;
  attrs?: Record<string, unknown> | undefined;
  content?: EditorNode[] | undefined;
  marks?: { type: string; attrs?: Record<string, unknown> | undefined }[] | undefined;
  text?: string | undefined;
}

function marks(node: EditorNode): RichMark[] | undefined {
  const out: RichMark[] = [];
  for (const m of node.marks ?? []) {
    if (m.type === 'bold' || m.type === 'italic') out.push({ type: m.type });
    else if (m.type === 'link' && typeof m.attrs?.href === 'string') out.push({ type: 'link', attrs: { href: m.attrs.href } });
  }
  return out.length > 0 ? out : undefined;
}

function inlines(nodes: readonly EditorNode[] | undefined): RichInline[] | undefined {
  const out: RichInline[] = [];
  for (const n of nodes ?? []) {
    if (n.type === 'hardBreak') out.push({ type: 'hardBreak' });
    else if (n.type === 'text' && typeof n.text === 'string' && n.text.length > 0) {
      const m = marks(n);
      out.push(m ? { type: 'text', text: n.text, marks: m } : { type: 'text', text: n.text });
    } else if (n.content) out.push(...(inlines(n.content) ?? []));
  }
  return out.length > 0 ? out : undefined;
}

function paragraph(node: EditorNode): RichParagraph {
  const content = inlines(node.content);
  return content ? { type: 'paragraph', content } : { type: 'paragraph' };
}

/** Paragraphs holding the text of `node` and what it contains (a flattened list, an unknown block). */
function paragraphsOf(node: EditorNode): RichParagraph[] {
  if (node.type === 'paragraph' || node.type === 'heading') return [paragraph(node)];
  if (node.type === 'image') return [];
  const blocks = (node.content ?? []).filter((c) => c.type !== 'text' && c.type !== 'hardBreak');
  if (blocks.length === 0) return node.content ? [paragraph(node)] : [];
  return blocks.flatMap(paragraphsOf);
}

function list(node: EditorNode, depth: number): RichList {
  const items: RichListItem[] = (node.content ?? [])
    .filter((item) => item.type === 'listItem')
    .map((item) => {
      const content: RichListItem['content'] = (item.content ?? []).flatMap((part): RichListItem['content'] => {
        if ((part.type === 'bulletList' || part.type === 'orderedList') && depth < RICH_LIMITS.listDepth) return [list(part, depth + 1)];
        return paragraphsOf(part);
      });
      return { type: 'listItem', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
    });
  return {
    type: node.type === 'orderedList' ? 'orderedList' : 'bulletList',
    content: items.length > 0 ? items : [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
  };
}

function block(node: EditorNode): RichBlock[] {
  switch (node.type) {
    case 'paragraph':
      return [paragraph(node)];
    case 'heading': {
      const content = inlines(node.content);
      const level = Number(node.attrs?.level) <= 2 ? 2 : 3;
      return [content ? { type: 'heading', attrs: { level }, content } : { type: 'heading', attrs: { level } }];
    }
    case 'bulletList':
    case 'orderedList':
      return [list(node, 1)];
    case 'image': {
      const src = node.attrs?.src;
      const alt = node.attrs?.alt;
      return typeof src === 'string' ? [{ type: 'image', attrs: { src, alt: typeof alt === 'string' ? alt : '' } }] : [];
    }
    default:
      return paragraphsOf(node);
  }
}

/** The editor's document as the store's rich text. */
export function toRichDoc(json: EditorNode): RichDoc {
  return { type: 'doc', content: (json.content ?? []).flatMap(block) };
}
