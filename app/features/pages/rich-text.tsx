// The info pages' rich text (the owner's TipTap/ProseMirror document) as React elements: only the
// nodes and marks of the allow-list become elements, every text is a React text child (escaped), a
// link is written only when its address passes the same check the API applied on save (https:,
// mailto:, tel:, a site path), and a picture only from our media. Anything else is left out, so a
// document that reached the database another way still cannot add markup or script to a page.
import { Fragment, type ReactNode } from 'react';
import {
  type RichBlock,
  type RichDoc,
  type RichHeading,
  type RichInline,
  type RichListItem,
  isMediaPath,
  isSafeHref,
  mediaSrc,
} from '../../../shared/rich-text.ts';

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
        <img
          key={key}
          src={mediaSrc(node.attrs.src, '-640.webp')}
          alt={typeof node.attrs.alt === 'string' ? node.attrs.alt : ''}
          loading="lazy"
          decoding="async"
        />
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

/** A heading's or paragraph's inline runs alone, for a page that writes the element around them itself. */
export function RichInlines({ nodes }: { nodes: readonly RichInline[] | undefined }) {
  return <>{inlines(nodes)}</>;
}

export interface RichSection {
  heading: RichHeading;
  blocks: RichBlock[];
}

/**
 * The document cut at its second-level headings: what comes before the first one, and each heading with
 * the blocks up to the next, for pages that frame each part themselves (numbered policy sections, a
 * terms box beside a form).
 */
export function richSections(doc: RichDoc): { before: RichBlock[]; sections: RichSection[] } {
  const before: RichBlock[] = [];
  const sections: RichSection[] = [];
  for (const node of doc?.content ?? []) {
    if (node.type === 'heading' && node.attrs?.level !== 3) sections.push({ heading: node, blocks: [] });
    else (sections.at(-1)?.blocks ?? before).push(node);
  }
  return { before, sections };
}
