// /about: the company story (the owner's rich-text document), the 20,000+ events claim and the team.
import { EnquiryFormButton } from '../leads/enquiry-link.tsx';
import type { RichDoc } from '../../../shared/rich-text.ts';
import { ABOUT } from './content.ts';
import { RichTextView } from './rich-text.tsx';
import { TextPage } from './text-page.tsx';
import { TitledSection } from '../shell/titled-section.tsx';
import { useT } from '../shell/i18n.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function AboutPage({ story }: { story: RichDoc }) {
  const t = useT();
  return (
    <TextPage title={t(ABOUT.title)}>
      <TitledSection id="story-heading" title={t('Our Story')}>
        <RichTextView doc={story} />
        <p className="stat">
          <strong className="stat-number">{ABOUT.eventsCompleted}</strong> <span>{t('events completed across India')}</span>
        </p>
      </TitledSection>
      <TitledSection id="team-heading" title={t('Our Team')}>
        <ul className="team-grid">
          {ABOUT.team.map((m) => (
            <li key={m.name} className="team-card">
              <span className="avatar" aria-hidden="true">
                {initials(m.name)}
              </span>
              <h3>{m.name}</h3>
              <p className="team-role">{m.role}</p>
              <p>{m.bio}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <EnquiryFormButton />
    </TextPage>
  );
}
