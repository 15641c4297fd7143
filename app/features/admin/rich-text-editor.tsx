// The info pages' rich-text editor: TipTap (ProseMirror) limited to what the store accepts and the
// pages show (paragraphs, headings 2 and 3, bullet and numbered lists, bold, italic, links, hard
// breaks, pictures already in a document). Loaded only by /admin/content/pages, through a lazy import,
// so no public page's scripts carry it. Every change is handed on as the store's document (rich-doc.ts);
// a link is set only when it passes the same check the API applies (https:, mailto:, tel:, a site path).
import { EditorContent, useEditor } from '@tiptap/react';
import { Image } from '@tiptap/extension-image';
import { StarterKit } from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { type RichDoc, isSafeHref } from '../../../shared/rich-text.ts';
import { toRichDoc } from './rich-doc.ts';

export interface RichTextEditorProps {
  /** The document the editor starts from; a new one needs a new `key`. */
  doc: RichDoc;
  onChange: (doc: RichDoc) => void;
  /** What the editing area is called, for screen readers. */
  label: string;
}

export default function RichTextEditor({ doc, onChange, label }: RichTextEditorProps) {
  const linkId = useId();
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const editor = useEditor({
    // The admin page is rendered on the server too: the editor is made in the browser only.
    immediatelyRender: false,
    // The strict style policy refuses an injected <style>: the few rules it held are in admin.css.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: false,
          linkOnPaste: false,
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isSafeHref(url),
          // TipTap writes target/rel on every link; the store keeps only href (rich-doc.ts).
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: doc,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-editor-area' } },
    onUpdate: ({ editor: e }) => onChange(toRichDoc(e.getJSON())),
    // The toolbar shows which formats apply where the caret is: it is drawn again on every change.
    shouldRerenderOnTransaction: true,
  });
  if (!editor) return <p className="field-hint">Loading the editor…</p>;
  const active = {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bullet: editor.isActive('bulletList'),
    ordered: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };

  const tool = (name: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button type="button" className="btn btn-secondary" aria-pressed={pressed} disabled={disabled} onClick={run}>
      {name}
    </button>
  );

  function setLink() {
    const value = href.trim();
    if (!isSafeHref(value)) {
      setLinkError('A link must start with https://, mailto: or tel:, or be a page of this site starting with /.');
      return;
    }
    setLinkError(null);
    editor!.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    setHref('');
  }

  return (
    <div className="rich-editor">
      <div role="toolbar" aria-label={`Formatting: ${label}`} className="rich-toolbar">
        {tool('Heading', active.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {tool('Subheading', active.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {tool('Bold', active.bold, () => editor.chain().focus().toggleBold().run())}
        {tool('Italic', active.italic, () => editor.chain().focus().toggleItalic().run())}
        {tool('Bullet list', active.bullet, () => editor.chain().focus().toggleBulletList().run())}
        {tool('Numbered list', active.ordered, () => editor.chain().focus().toggleOrderedList().run())}
        {tool('Undo', undefined, () => editor.chain().focus().undo().run(), !active.canUndo)}
        {tool('Redo', undefined, () => editor.chain().focus().redo().run(), !active.canRedo)}
      </div>
      <EditorContent editor={editor} />
      <div className="rich-link">
        <div className="field">
          <label htmlFor={linkId}>Link address for the selected text</label>
          <input
            id={linkId}
            type="text"
            inputMode="url"
            value={href}
            maxLength={500}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={`${linkId}-hint`}
            onChange={(e) => setHref(e.currentTarget.value)}
          />
          <p id={`${linkId}-hint`} className={linkError ? 'field-error' : 'field-hint'}>
            {linkError ?? 'https://…, mailto:…, tel:… or a page of this site such as /contact.'}
          </p>
        </div>
        <div className="form-actions">
          {tool('Set link', undefined, setLink)}
          {tool('Remove link', undefined, () => editor.chain().focus().extendMarkRange('link').unsetLink().run(), !active.link)}
        </div>
      </div>
    </div>
  );
}
