// The site's footer: our range, the company's pages, and the contact details.
import { LocalLink as Link } from './i18n.tsx';
import type { BusinessInfo } from '../../../shared/services.ts';
import { INFO_PAGE_PATHS, PAGE_PATHS } from '../../../shared/urls.ts';
import { displayPhone, mailtoLink, telLink, whatsappLink } from './business.ts';
import { useT } from './i18n.tsx';

const RANGE_LINKS = [
  { to: PAGE_PATHS.ourProducts, label: 'Our Products' },
  { to: INFO_PAGE_PATHS.printed, label: 'Printed Balloons' },
  { to: INFO_PAGE_PATHS.promotionalsky, label: 'Promotional Sky Balloons' },
  { to: INFO_PAGE_PATHS.airinflatable, label: 'Air Inflatables' },
  { to: INFO_PAGE_PATHS.inflatabletent, label: 'Inflatable Tents' },
  { to: INFO_PAGE_PATHS.kids, label: 'Kids Play' },
  { to: INFO_PAGE_PATHS.eventsetup, label: 'Event Setup' },
];

const COMPANY_LINKS = [
  { to: PAGE_PATHS.about, label: 'About Us' },
  { to: PAGE_PATHS.ourWork, label: 'Our Work' },
  { to: PAGE_PATHS.contact, label: 'Contact Us' },
  { to: PAGE_PATHS.enquiryForm, label: 'Enquiry Form' },
  { to: PAGE_PATHS.franchise, label: 'Franchise Partner' },
  { to: PAGE_PATHS.categories, label: 'Browse by Category' },
  { to: PAGE_PATHS.privacy, label: 'Privacy Policy' },
  { to: PAGE_PATHS.terms, label: 'Terms and Conditions' },
];

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={t(title)}>
      <h2>{t(title)}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{t(l.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ business }: { business: BusinessInfo }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <FooterLinks title="Our range" links={RANGE_LINKS} />
        <FooterLinks title="Company" links={COMPANY_LINKS} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('Contact')}</h2>
          <address>
            <p>{business.address}</p>
            <p>
              {t('Phone:')} <a href={telLink(business.phone)}>{displayPhone(business.phone)}</a>
            </p>
            <p>
              {t('WhatsApp:')} <a href={whatsappLink(business.whatsapp)}>{displayPhone(business.whatsapp)}</a>
            </p>
            <p>
              {t('E-mail:')} <a href={mailtoLink(business.email)}>{business.email}</a>
            </p>
          </address>
          <ul className="social">
            <li>
              <a href={business.instagramUrl} rel="noopener noreferrer">
                Instagram
              </a>
            </li>
            <li>
              <a href={business.facebookUrl} rel="noopener noreferrer">
                Facebook
              </a>
            </li>
            <li>
              <a href={business.linkedinUrl} rel="noopener noreferrer">
                LinkedIn
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">
        © {new Date().getFullYear()} {business.name}. {t('Prices in Indian rupees, delivery charges included.')}
      </p>
    </footer>
  );
}
