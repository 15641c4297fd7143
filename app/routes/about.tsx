// /about: the company story, the team and the 20,000+ events claim.
import { Link } from 'react-router';
import { ABOUT } from '../features/pages/content.ts';
import { originFrom, seo } from '../features/shell/seo.ts';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs) {
  return seo({ title: 'About Us | Gubbara', description: ABOUT.description, path: '/about', origin: originFrom(matches) });
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export default function About() {
  return (
    <article className="text-page">
      <header className="page-header">
        <h1>{ABOUT.title}</h1>
      </header>
      <section aria-labelledby="story-heading">
        <h2 id="story-heading">Our Story</h2>
        {ABOUT.story.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        <p className="stat">
          <strong className="stat-number">{ABOUT.eventsCompleted}</strong> <span>events completed across India</span>
        </p>
      </section>
      <section aria-labelledby="team-heading">
        <h2 id="team-heading">Our Team</h2>
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
      </section>
      <p>
        <Link className="btn" to="/contactForm">
          Enquiry Form
        </Link>
      </p>
    </article>
  );
}
