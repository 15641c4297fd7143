// /admin/content/home: every section of the home page in the order the page shows them, each with
// "Show this section", its items edited in place, added (up to the number the page shows), removed and
// reordered with Move up / Move down buttons (focus follows the moved item). Pictures are uploaded at
// once through POST /api/admin/content/media (checked by their bytes and re-encoded) and the document
// names the answer's address. The document is saved whole as a draft; see content-controls.tsx.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { HOME_LIMITS, type ContentHistoryEntry, type ContentState, type HomeDoc, WHY_US_ICONS } from '../../../shared/content.ts';
import { PAGE_PATHS } from '../../../shared/urls.ts';
import { OptionGroups } from '../shell/option-groups.tsx';
import { useHydrated } from '../shell/use-hydrated.ts';
import { sendForm } from './admin-client.ts';
import { SiteFileInput } from './site-file-input.tsx';
import { ContentActions, ContentHistory, moved, useContentEditing } from './content-controls.tsx';
import { type CategoryOption, groupCategories } from './forms.ts';

type Sections = Omit<HomeDoc, 'headline'>;
type ListKey = keyof Sections;
type Item<K extends ListKey> = Sections[K]['items'][number];

/** The sections in the page's order, as the editor and its error messages name them. */
const SECTION_NAMES = {
  slider: 'Slider',
  quickView: 'Quick view cards',
  hotSelling: 'Hot selling cards',
  gallery: 'Gallery videos',
  reviews: 'Reviews',
  whyUs: 'Why choose us',
  videoCarousel: 'Video carousel',
  headline: 'Headline video',
  faq: 'FAQ',
} as const satisfies Record<keyof HomeDoc, string>;

export function HomeEditor({ state, history, categories }: { state: ContentState<HomeDoc>; history: ContentHistoryEntry[]; categories: CategoryOption[] }) {
  const editing = useContentEditing('home', state, history, SECTION_NAMES);
  const { doc, setDoc } = editing;
  const list = <K extends ListKey>(
    key: K,
    render: (item: Item<K>, change: (next: Item<K>) => void, id: string) => ReactNode,
    blank: () => Item<K>,
    itemName: (item: Item<K>) => string,
  ) => (
    <ListSection
      key={key}
      name={key}
      title={SECTION_NAMES[key]}
      limit={HOME_LIMITS[LIMIT_OF[key]]}
      section={doc[key] as SectionOf<Item<K>>}
      onChange={(next) => setDoc({ ...doc, [key]: next })}
      render={render}
      blank={blank}
      itemName={itemName}
    />
  );
  const groups = groupCategories(categories);
  const card = (item: Item<'quickView'>, change: (next: Item<'quickView'>) => void, id: string) => (
    <>
      <TextInput id={`${id}-label`} label="Label" max={60} value={item.label} onChange={(label) => change({ ...item, label })} />
      <PictureInput id={`${id}-picture`} label="Picture" value={item.picture} bundled="-400.webp" onChange={(picture) => change({ ...item, picture })} />
      <div className="field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select id={`${id}-category`} value={item.category} onChange={(e) => change({ ...item, category: e.currentTarget.value })}>
          {!categories.some((c) => c.slug === item.category) && <option value={item.category}>{item.category || 'Choose a category'}</option>}
          <OptionGroups groups={groups} />
        </select>
      </div>
    </>
  );
  const blankCard = () => ({ label: '', picture: '', category: categories[0]?.slug ?? '' });

  return (
    <section aria-labelledby="content-home-title" className="content-editor">
      <h1 id="content-home-title">Home Page Content</h1>
      <p>
        Every section of the home page, in the order visitors see them. Change what you like, then <strong>Save draft</strong>; <strong>Preview</strong> shows
        the saved draft on the real page (only to you), and <strong>Publish</strong> makes it live for everyone.
      </p>
      <ContentActions editing={editing} previewPath={PAGE_PATHS.home} />
      {list(
        'slider',
        (item, change, id) => (
          <>
            <PictureInput id={`${id}-picture`} label="Picture" value={item.picture} bundled="-640.webp" onChange={(picture) => change({ ...item, picture })} />
            <TextInput id={`${id}-alt`} label="Picture description (alt text)" max={200} value={item.alt} onChange={(alt) => change({ ...item, alt })} />
            <TextInput id={`${id}-heading`} label="Heading" max={100} value={item.heading} onChange={(heading) => change({ ...item, heading })} />
            <TextArea id={`${id}-text`} label="Text" max={300} value={item.text} onChange={(text) => change({ ...item, text })} />
            <label className="check-field">
              <input
                type="checkbox"
                checked={item.link !== null}
                onChange={(e) => change({ ...item, link: e.currentTarget.checked ? { label: 'Shop now', to: PAGE_PATHS.ourProducts } : null })}
              />{' '}
              The slide has a button
            </label>
            {item.link && (
              <>
                <TextInput
                  id={`${id}-link-label`}
                  label="Button text"
                  max={40}
                  value={item.link.label}
                  onChange={(label) => change({ ...item, link: { ...item.link!, label } })}
                />
                <TextInput
                  id={`${id}-link-to`}
                  label="Button leads to"
                  max={500}
                  hint="A page of this site, starting with /, e.g. /category/birthday."
                  value={item.link.to}
                  onChange={(to) => change({ ...item, link: { ...item.link!, to } })}
                />
              </>
            )}
          </>
        ),
        () => ({ picture: '', alt: '', heading: '', text: '', link: null }),
        (s) => s.heading || 'New slide',
      )}
      {list('quickView', card, blankCard, (c) => c.label || 'New card')}
      {list('hotSelling', card, blankCard, (c) => c.label || 'New card')}
      {list(
        'gallery',
        (item, change, id) => (
          <>
            <TextInput
              id={`${id}-video`}
              label="YouTube link"
              max={300}
              hint="A youtube.com or youtu.be link; only the video's id is kept."
              value={item.videoId}
              onChange={(videoId) => change({ ...item, videoId })}
            />
            <TextInput id={`${id}-title`} label="Title" max={100} value={item.title} onChange={(title) => change({ ...item, title })} />
          </>
        ),
        () => ({ videoId: '', title: '' }),
        (v) => v.title || 'New video',
      )}
      {list(
        'reviews',
        (item, change, id) => (
          <>
            <TextInput id={`${id}-name`} label="Name" max={100} value={item.name} onChange={(name) => change({ ...item, name })} />
            <div className="field">
              <label htmlFor={`${id}-stars`}>Stars</label>
              <select id={`${id}-stars`} value={item.stars} onChange={(e) => change({ ...item, stars: e.currentTarget.value === '4' ? 4 : 5 })}>
                <option value="5">5 stars</option>
                <option value="4">4 stars</option>
              </select>
            </div>
            <TextArea id={`${id}-text`} label="Review" max={600} value={item.text} onChange={(text) => change({ ...item, text })} />
          </>
        ),
        () => ({ name: '', stars: 5, text: '' }),
        (r) => r.name || 'New review',
      )}
      {list(
        'whyUs',
        (item, change, id) => (
          <>
            <div className="field">
              <label htmlFor={`${id}-icon`}>Icon</label>
              <select id={`${id}-icon`} value={item.icon} onChange={(e) => change({ ...item, icon: iconOf(e.currentTarget.value) })}>
                {WHY_US_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {ICON_NAMES[icon]}
                  </option>
                ))}
              </select>
            </div>
            <TextInput id={`${id}-title`} label="Title" max={60} value={item.title} onChange={(title) => change({ ...item, title })} />
            <TextArea id={`${id}-text`} label="Text" max={200} value={item.text} onChange={(text) => change({ ...item, text })} />
          </>
        ),
        () => ({ icon: 'star', title: '', text: '' }),
        (w) => w.title || 'New item',
      )}
      {list(
        'videoCarousel',
        (item, change, id) => (
          <>
            <TextInput id={`${id}-title`} label="Title" max={100} value={item.title} onChange={(title) => change({ ...item, title })} />
            <ClipInput
              id={`${id}-clip`}
              value={item.clip}
              // An uploaded clip is shown for as long as it plays, within the one to sixty seconds a slide may last.
              onChange={(clip, ms) => change({ ...item, clip, ...(ms === undefined ? {} : { durationMs: Math.min(60_000, Math.max(1000, ms)) }) })}
            />
            <PictureInput id={`${id}-poster`} label="Poster picture" value={item.poster} bundled=".webp" onChange={(poster) => change({ ...item, poster })} />
            <TextInput
              id={`${id}-duration`}
              label="Shown for (seconds)"
              max={3}
              inputMode="numeric"
              value={String(item.durationMs / 1000)}
              onChange={(s) => change({ ...item, durationMs: Math.round(Number(s) * 1000) || 0 })}
            />
          </>
        ),
        () => ({ clip: '/demo/video-1.mp4', poster: '/demo/video-1-poster', title: '', durationMs: 5000 }),
        (v) => v.title || 'New clip',
      )}
      <HeadlineSection headline={doc.headline} onChange={(headline) => setDoc({ ...doc, headline })} />
      {list(
        'faq',
        (item, change, id) => (
          <>
            <TextInput id={`${id}-question`} label="Question" max={200} value={item.question} onChange={(question) => change({ ...item, question })} />
            <TextArea
              id={`${id}-answer`}
              label="Answer"
              max={1000}
              hint="{phone} and {email} are replaced by the business's phone number and e-mail."
              value={item.answer}
              onChange={(answer) => change({ ...item, answer })}
            />
          </>
        ),
        () => ({ question: '', answer: '' }),
        (f) => f.question || 'New question',
      )}
      <ContentHistory editing={editing} idPrefix="content-home" />
    </section>
  );
}

const LIMIT_OF = {
  slider: 'slides',
  quickView: 'quickView',
  hotSelling: 'hotSelling',
  gallery: 'gallery',
  reviews: 'reviews',
  whyUs: 'whyUs',
  videoCarousel: 'clips',
  faq: 'faq',
} as const satisfies Record<ListKey, keyof typeof HOME_LIMITS>;

const ICON_NAMES: Record<(typeof WHY_US_ICONS)[number], string> = {
  clock: 'Clock',
  helium: 'Helium cylinder',
  team: 'Team',
  map: 'Map of India',
  quality: 'Quality badge',
  truck: 'Delivery truck',
  shield: 'Shield',
  balloon: 'Balloon',
  star: 'Star',
};

const iconOf = (value: string) => WHY_US_ICONS.find((i) => i === value) ?? 'star';

interface SectionOf<T> {
  shown: boolean;
  items: T[];
}

/**
 * One list section: "Show this section", its items each in a fieldset named after it, with Move up,
 * Move down and Remove, and "Add" while there is room. After a move the same button of the moved item
 * has the focus, so pressing it again moves it on.
 */
function ListSection<T>({
  name,
  title,
  limit,
  section,
  onChange,
  render,
  blank,
  itemName,
}: {
  name: string;
  title: string;
  limit: number;
  section: SectionOf<T>;
  onChange: (next: SectionOf<T>) => void;
  render: (item: T, change: (next: T) => void, id: string) => ReactNode;
  blank: () => T;
  itemName: (item: T) => string;
}) {
  const hydrated = useHydrated();
  const [focus, setFocus] = useState<string | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!focus) return;
    // After "Add", the new item's first field; after a move or a removal, the button named.
    const added = /^first-(\d+)$/.exec(focus);
    const target = added
      ? root.current?.querySelectorAll<HTMLElement>('.content-items > li')[Number(added[1])]?.querySelector<HTMLElement>('input, select, textarea')
      : root.current?.querySelector<HTMLElement>(`[data-focus="${focus}"]`);
    target?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the focus is moved once, after the render that moved the item
    setFocus(null);
  }, [focus]);
  const items = section.items;
  const setItems = (next: T[]) => onChange({ ...section, items: next });
  const full = items.length >= limit;
  return (
    <fieldset className="content-section" ref={root} id={`section-${name}`}>
      <legend>{title}</legend>
      <label className="check-field">
        <input type="checkbox" checked={section.shown} onChange={(e) => onChange({ ...section, shown: e.currentTarget.checked })} /> Show this section
      </label>
      <p className="field-hint">
        {items.length} of at most {limit}.
      </p>
      <ol className="content-items">
        {items.map((item, i) => {
          const label = `${itemName(item)} (${i + 1} of ${items.length})`;
          return (
            <li key={i}>
              <fieldset>
                <legend>{label}</legend>
                {render(item, (next) => setItems(items.map((x, j) => (j === i ? next : x))), `${name}-${i}`)}
                <div className="form-actions">
                  <button
                    type="button"
                    className="btn btn-secondary"
                    data-focus={`up-${i}`}
                    aria-label={`Move up: ${label}`}
                    disabled={!hydrated || i === 0}
                    onClick={() => {
                      setItems(moved(items, i, -1));
                      setFocus(i - 1 === 0 ? `down-${i - 1}` : `up-${i - 1}`);
                    }}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    data-focus={`down-${i}`}
                    aria-label={`Move down: ${label}`}
                    disabled={!hydrated || i === items.length - 1}
                    onClick={() => {
                      setItems(moved(items, i, 1));
                      setFocus(i + 1 === items.length - 1 ? `up-${i + 1}` : `down-${i + 1}`);
                    }}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger"
                    aria-label={`Remove: ${label}`}
                    disabled={!hydrated}
                    onClick={() => {
                      setItems(items.filter((_, j) => j !== i));
                      setFocus('add');
                    }}
                  >
                    Remove
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="form-actions">
        <button
          type="button"
          className="btn"
          data-focus="add"
          disabled={!hydrated || full}
          onClick={() => {
            setItems([...items, blank()]);
            setFocus(`first-${items.length}`);
          }}
        >
          Add to {title.toLowerCase()}
        </button>
        {full && <span className="field-hint">The page shows at most {limit}: remove one to add another.</span>}
      </div>
    </fieldset>
  );
}

function HeadlineSection({ headline, onChange }: { headline: HomeDoc['headline']; onChange: (next: HomeDoc['headline']) => void }) {
  return (
    <fieldset className="content-section" id="section-headline">
      <legend>{SECTION_NAMES.headline}</legend>
      <label className="check-field">
        <input type="checkbox" checked={headline.shown} onChange={(e) => onChange({ ...headline, shown: e.currentTarget.checked })} /> Show this section
      </label>
      <TextInput id="headline-heading" label="Heading" max={100} value={headline.heading} onChange={(heading) => onChange({ ...headline, heading })} />
      <TextArea id="headline-text" label="Text" max={400} value={headline.text} onChange={(text) => onChange({ ...headline, text })} />
      <ClipInput id="headline-clip" value={headline.clip} onChange={(clip) => onChange({ ...headline, clip })} />
      <PictureInput
        id="headline-poster"
        label="Poster picture"
        value={headline.poster}
        bundled=".webp"
        onChange={(poster) => onChange({ ...headline, poster })}
      />
    </fieldset>
  );
}

interface TextProps {
  id: string;
  label: string;
  max: number;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  inputMode?: 'numeric';
}

/** A labelled text field (a line, or `multiline` a box of three), with its hint read out with it. */
function TextField({ id, label, max, value, onChange, hint, inputMode, multiline = false }: TextProps & { multiline?: boolean }) {
  const common = {
    id,
    maxLength: max,
    value,
    'aria-describedby': hint ? `${id}-hint` : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

const TextInput = (props: TextProps) => <TextField {...props} />;
const TextArea = (props: Omit<TextProps, 'inputMode'>) => <TextField {...props} multiline />;

/** The bundled clips a section may play, besides the owner's uploads. */
const CLIPS = ['/demo/video-1.mp4', '/demo/video-2.mp4', '/demo/video-3.mp4', '/demo/sky-balloon.mp4'];

/** A clip's name as the picker shows it: a bundled one by its file, an upload as such. */
const clipName = (c: string) => (c.startsWith('/files/') ? `Uploaded clip (${c.slice(-4) === 'webm' ? 'WebM' : 'MP4'})` : c.replace(/^\/demo\//, ''));

/** A clip: one of the bundled ones, or an upload, which also gives the clip's length (milliseconds). */
function ClipInput({ id, value, onChange }: { id: string; value: string; onChange: (clip: string, durationMs?: number) => void }) {
  return (
    <>
      <div className="field">
        <label htmlFor={id}>Video clip</label>
        <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {[...new Set([value, ...CLIPS])].map((c) => (
            <option key={c} value={c}>
              {clipName(c)}
            </option>
          ))}
        </select>
      </div>
      <SiteFileInput
        id={`${id}-upload`}
        label="Or upload a clip"
        kind="clip"
        onUploaded={(file) => onChange(file.url, file.durationMs ?? undefined)}
      />
    </>
  );
}

/** An upload is served as it is; a bundled picture is named by its base, and `bundled` gives a file of it. */
const thumbnail = (src: string, bundled: string) => (src.startsWith('/api/') ? src : `${src}${bundled}`);

/**
 * A picture of the document: the current one shown small, and a file input whose choice is uploaded at
 * once; the document then names the uploaded copy.
 */
function PictureInput({ id, label, value, bundled, onChange }: { id: string; label: string; value: string; bundled: string; onChange: (v: string) => void }) {
  const hydrated = useHydrated();
  const status = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  async function onFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.append('picture', file);
    setMessage(null);
    setProgress(0);
    const res = await sendForm('POST', '/api/admin/content/media', form, setProgress);
    setProgress(null);
    input.value = '';
    if (res.ok && typeof res.body.src === 'string') {
      onChange(res.body.src);
      setMessage({ text: 'Picture uploaded. Save the draft to keep it.', error: false });
    } else setMessage({ text: `Could not upload the picture: ${res.message || 'no answer'}`, error: true });
  }
  return (
    <div className="field picture-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      {value ? <img src={thumbnail(value, bundled)} alt="" width={120} height={68} /> : <p className="field-hint">No picture yet: upload one.</p>}
      <label htmlFor={id}>{value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        disabled={!hydrated || progress !== null}
        aria-describedby={status}
        onChange={(e) => void onFile(e.currentTarget)}
      />
      <p id={status} className={message?.error ? 'field-error' : 'field-hint'} role={message ? (message.error ? 'alert' : 'status') : undefined}>
        {progress !== null ? 'Uploading…' : (message?.text ?? 'JPEG, PNG, WebP or GIF, at most 5 MB.')}
      </p>
    </div>
  );
}
