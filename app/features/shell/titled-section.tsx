// A section named by its heading (aria-labelledby), as the pages and the admin screens divide themselves.
import type { ReactNode } from 'react';

export function TitledSection({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A titled section holding one list: an item per entry, drawn by `children`. */
export function ListSection<T>({
  id,
  title,
  listClass,
  items,
  itemKey,
  itemClass,
  children,
}: {
  id: string;
  title: ReactNode;
  listClass: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  itemClass?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <TitledSection id={id} title={title}>
      <ul className={listClass}>
        {items.map((item, i) => (
          <li key={itemKey(item)} className={itemClass}>
            {children(item, i)}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
