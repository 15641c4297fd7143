// /franchise: franchise information and terms (the owner's rich-text document: what comes before its
// first heading introduces the page, the first heading and what follows it are the terms beside the
// form) and the franchise form.
import type { ComponentProps } from 'react';
import { rich, type RichDoc } from '../../../shared/rich-text.ts';
import { FranchiseForm } from '../leads/franchise-form.tsx';
import { FRANCHISE_PAGE } from './content.ts';
import { RichInlines, RichTextView, richSections } from './rich-text.tsx';
import { TextPage } from './text-page.tsx';
import { useT } from '../shell/i18n.tsx';

/** `form`: what the server rendered the form with (a plain post's answer or confirmation, the render-time key). */
export function FranchisePage({ body, form }: { body: RichDoc; form: ComponentProps<typeof FranchiseForm> }) {
  const { before, sections } = richSections(body);
  const [terms, ...more] = sections;
  const t = useT();
  return (
    <TextPage
      title={t(FRANCHISE_PAGE.title)}
      header={
        <div className="page-intro">
          <RichTextView doc={rich.doc(...before)} />
        </div>
      }
    >
      <div className="franchise-grid">
        {terms && (
          <section aria-labelledby="franchise-terms-heading">
            <h2 id="franchise-terms-heading">
              <RichInlines nodes={terms.heading.content} />
            </h2>
            <div className="check-list">
              <RichTextView doc={rich.doc(...terms.blocks, ...more.flatMap((s) => [s.heading, ...s.blocks]))} />
            </div>
          </section>
        )}
        <div className="form-card">
          <FranchiseForm {...form} />
        </div>
      </div>
    </TextPage>
  );
}
