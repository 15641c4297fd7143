// A translated sentence with elements inside it (a link, a strong reference): the sentence is looked up
// whole, as a translator needs it (Hindi puts the parts in another order), then its `{name}`
// placeholders are filled with the elements.
import { Fragment, type ReactNode } from 'react';

export function fill(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment> : piece));
}
