// What the admin pages share: their loaders' category options, the notice an action leaves, one action
// at a time, saving a record's form with its picture, and the Delete-with-confirmation of a list's rows.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PageServices } from '../../../shared/services.ts';
import type { AdminAnswer } from './admin-client.ts';
import { sendForm } from './admin-client.ts';
import type { OptionGroup } from '../shell/option-groups.tsx';

export interface CategoryOption {
  slug: string;
  name: string;
  menuGroup: string;
  menuSubgroup: string | null;
  isActive: boolean;
}

/** Every category (inactive ones too) as a form's options need it. */
export async function categoryOptions(admin: PageServices['admin']): Promise<CategoryOption[]> {
  return (await admin.listCategories()).map(({ slug, name, menuGroup, menuSubgroup, isActive }) => ({ slug, name, menuGroup, menuSubgroup, isActive }));
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
  /** Where to go from here: after a save, the saved record's page and its form. */
  links?: { href: string; label: string }[];
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

export interface ActionTexts {
  /** The notice when the server gave no message. */
  failure: string;
  /** The notice when the site could not be reached at all (else `failure`). */
  unreachable?: string;
  /** The notice of a success, instead of the server's message. */
  done?: string;
  /** Runs before the notice shows: reloading the list first makes the two agree when the notice is read out. */
  then?: (res: AdminAnswer) => unknown;
  /** No notice for a success (the page moves on). */
  quietWhenOk?: boolean;
}

/** What an answer tells the admin. */
export function noticeOf(res: AdminAnswer, t: Pick<ActionTexts, 'failure' | 'unreachable' | 'done'>): Notice {
  if (res.ok) return { text: t.done ?? (res.message || t.failure), error: false };
  return { text: (res.status === 0 && t.unreachable) || res.message || t.failure, error: true };
}

/** One admin action at a time: `busy` while it runs, then the notice its answer gives. */
export function useAdminAction() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<AdminAnswer>, texts: ActionTexts): Promise<AdminAnswer> {
    setBusy(true);
    // Cleared first, so the same message after another try is announced again.
    setNotice(null);
    try {
      const res = await call();
      await texts.then?.(res);
      if (!(res.ok && texts.quietWhenOk)) setNotice(noticeOf(res, texts));
      return res;
    } finally {
      setBusy(false);
    }
  }
  return { notice, setNotice, busy, run };
}

/**
 * Saving a product's or a category's form (its picture with upload progress): POSTed to `url` when new,
 * PUT when editing; a save returns to the empty form at `formPath` (replacing the edit address in the
 * history) with the server's message.
 */
export function useRecordSave(o: {
  editing: boolean;
  url: string;
  formPath: string;
  storedImage: string | null;
  failure: string;
  /** Where the save's notice goes: the page's one notice. */
  setNotice: (notice: Notice | null) => void;
  /** Links to the saved record (by the id the save answers with), shown with the notice. */
  savedLinks?: (id: number) => NonNullable<Notice['links']>;
}) {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [resets, setResets] = useState(0);
  const [preview, choose] = useImagePreview(o.storedImage);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    o.setNotice(null);
    setProgress(0);
    const res = await sendForm(o.editing ? 'PUT' : 'POST', o.url, form, setProgress);
    setProgress(null);
    const notice = noticeOf(res, { failure: o.failure, done: res.message });
    const id = res.ok ? res.body.id : undefined;
    o.setNotice(o.savedLinks && typeof id === 'number' ? { ...notice, links: o.savedLinks(id) } : notice);
    if (res.ok) {
      setResets((n) => n + 1);
      choose(undefined);
      navigate(o.formPath, { replace: o.editing });
    }
  }

  return { progress, resets, preview, choose, onSubmit };
}

/** Delete with confirmation in a list: which row asks, the props of each row's actions, and whether an answer ends the asking. */
export function useRowDelete(remove: (id: number) => Promise<AdminAnswer>, ends: (res: AdminAnswer) => boolean) {
  const [confirming, setConfirming] = useState<number | null>(null);
  return (id: number) => ({
    confirming: confirming === id,
    onAsk: () => setConfirming(id),
    onCancel: () => setConfirming(null),
    onDelete: () => void remove(id).then((res) => ends(res) && setConfirming(null)),
  });
}
