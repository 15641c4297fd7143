// The frame of the storefront's text pages (about, contact, our work, franchise, privacy, terms, the
// showcases): an article under the page's heading, with what the header adds below the heading.
import type { ReactNode } from 'react';

export function TextPage({ title, header, className = 'text-page', children }: { title: string; header?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <article className={className}>
      <header className="page-header">
        <h1>{title}</h1>
        {header}
      </header>
      {children}
    </article>
  );
}
