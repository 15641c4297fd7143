// The info pages' rich text (the owner's TipTap/ProseMirror document) as React elements: only the
// nodes and marks of the allow-list become elements, every text is a React text child (escaped), a
// link is written only when its address passes the same check the API applied on save (https:,
// mailto:, tel:, a site path), and a picture only from our media. Anything else is left out, so a
// document that reached the database another way still cannot add markup or script to a page.
import { Fragment, type ReactNode } from 'react';
import { type RichBlock, type RichDoc, type RichInline, type RichListItem, isMediaPath, isSafeHref } from '../../../shared/rich-text.ts';

function inline(node: RichInline, key: number): ReactNode {
  if (node.type === 'hardBreak') return <br key={key} />;
  if (node.type !== 'text' || typeof node.text !== 'string') return null;
  let out: ReactNode = node.text;
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'link' && typeof mark.attrs?.href === 'string' && isSafeHref(mark.attrs.href)) out = <a href={mark.attrs.href}>{out}</a>;
  }
  return <Fragment key={key}>{out}</Fragment>;
}

const inlines = (nodes: readonly RichInline[] | undefined) => (nodes ?? []).map(inline);

function listItem(item: RichListItem, key: number): ReactNode {
  if (item.type !== 'listItem') return null;
  const parts = item.content ?? [];
  // A tight item (one paragraph) is written without its paragraph, as a list of lines reads best.
  const only = parts.length === 1 && parts[0]!.type === 'paragraph' ? parts[0] : undefined;
  return <li key={key}>{only ? inlines(only.content) : parts.map(block)}</li>;
}

/** An upload is served as it is; a bundled picture is named by its base, drawn at 640 px. */
const pictureSrc = (src: string) => (src.startsWith('/api/') ? src : `${src}-640.webp`);

function block(node: RichBlock, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inlines(node.content)}</p>;
    case 'heading':
      return node.attrs?.level === 3 ? <h3 key={key}>{inlines(node.content)}</h3> : <h2 key={key}>{inlines(node.content)}</h2>;
    case 'bulletList':
      return <ul key={key}>{(node.content ?? []).map(listItem)}</ul>;
    case 'orderedList':
      return <ol key={key}>{(node.content ?? []).map(listItem)}</ol>;
    case 'image':
      return typeof node.attrs?.src === 'string' && isMediaPath(node.attrs.src) ? (
        <img key={key} src={pictureSrc(node.attrs.src)} alt={typeof node.attrs.alt === 'string' ? node.attrs.alt : ''} loading="lazy" decoding="async" />
      ) : null;
    default:
      return null;
  }
}

/** The document's blocks; `replace` gives a paragraph whose whole text is a placeholder its own content. */
export function RichTextView({ doc, replace = {} }: { doc: RichDoc; replace?: Record<string, ReactNode> }) {
  if (doc?.type !== 'doc' || !Array.isArray(doc.content)) return null;
  return (
    <>
      {doc.content.map((node, i) => {
        const only = node.type === 'paragraph' && node.content?.length === 1 ? node.content[0] : undefined;
        if (only?.type === 'text' && !only.marks?.length && Object.hasOwn(replace, only.text)) return <p key={i}>{replace[only.text]}</p>;
        return block(node, i);
      })}
    </>
  );
}
