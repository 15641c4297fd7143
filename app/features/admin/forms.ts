// Helpers shared by the admin pages (issue 5).
import { useEffect, useState } from 'react';
import type { OptionGroup } from '../shell/option-groups.tsx';

export interface CategoryOption {
  slug: string;
  name: string;
  menuGroup: string;
  menuSubgroup: string | null;
  isActive: boolean;
}

/** Categories grouped as the menu shows them (Event Setup split into its subsections); values are slugs. */
export function groupCategories(categories: readonly CategoryOption[]): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const c of categories) {
    const label = c.menuSubgroup ? `${c.menuGroup}: ${c.menuSubgroup}` : c.menuGroup;
    let g = groups.get(label);
    if (!g) groups.set(label, (g = { label, options: [] }));
    g.options.push({ value: c.slug, label: c.isActive ? c.name : `${c.name} (inactive)` });
  }
  return [...groups.values()];
}

export interface Notice {
  text: string;
  error: boolean;
}

/** A local preview of the chosen image file (an object URL, revoked when replaced), else the stored image. */
export function useImagePreview(stored: string | null): [string | null, (file: File | undefined) => void] {
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen);
    },
    [chosen],
  );
  return [chosen ?? stored, (file) => setChosen(file ? URL.createObjectURL(file) : null)];
}

/** A positive id from a query parameter, or undefined. */
export function idFromQuery(value: string | null): number | undefined {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : undefined;
}
