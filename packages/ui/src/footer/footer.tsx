import type { ReactNode } from 'react';
import { MailGlyph, MapPinGlyph, PhoneGlyph } from '../glyphs/glyphs.js';
import { DefaultLink } from '../link/default-link.js';
import type { LinkComponent } from '../link/link-component.js';

/** A titled column of footer links (policies, about us, financing, cashback…). */
export interface FooterLinkGroup {
  title: string;
  links: readonly { label: string; href: string }[];
}

/** How to reach the shop. */
export interface FooterContact {
  title: string;
  /** Shown as written; dialled as `tel:` + digits. */
  phone?: string;
  email?: string;
  address?: string;
  hours?: string;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  groups: readonly FooterLinkGroup[];
  contact?: FooterContact;
  /** A line under everything, e.g. «© 2026 Vitrina». */
  legal?: string;
  logo?: ReactNode;
  linkComponent?: LinkComponent;
}

const contactLine = 'flex items-start gap-2 text-sm text-ink-muted';

/** The shop footer: contact details and link groups, each group a labelled navigation. */
export function Footer({
  groups,
  contact,
  legal,
  logo,
  linkComponent: FooterLink = DefaultLink,
}: FooterProps) {
  return (
    <footer className="mt-12 border-t border-border bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {contact ? (
          <section aria-labelledby="footer-contact" className="flex flex-col gap-3">
            {logo}
            <h2 id="footer-contact" className="text-base font-semibold text-ink">
              {contact.title}
            </h2>
            <address className="flex flex-col gap-2 not-italic">
              {contact.phone ? (
                <a href={`tel:${contact.phone.replaceAll(/[^\d+]/g, '')}`} className={contactLine}>
                  <PhoneGlyph />
                  {contact.phone}
                </a>
              ) : null}
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className={contactLine}>
                  <MailGlyph />
                  {contact.email}
                </a>
              ) : null}
              {contact.address ? (
                <p className={contactLine}>
                  <MapPinGlyph />
                  {contact.address}
                </p>
              ) : null}
              {contact.hours ? <p className="text-sm text-ink-muted">{contact.hours}</p> : null}
            </address>
          </section>
        ) : null}
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="flex flex-col gap-3">
            <h2 className="text-base font-semibold text-ink">{group.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <FooterLink href={link.href} className="text-ink-muted hover:text-ink">
                    {link.label}
                  </FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {legal ? (
        <p className="border-t border-border px-4 py-4 text-center text-xs text-ink-muted">
          {legal}
        </p>
      ) : null}
    </footer>
  );
}
