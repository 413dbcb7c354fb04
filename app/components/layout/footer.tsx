import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { IconName } from '#app/components/art/icons';
import { FooterBranches } from '#app/components/branches/footer-branches';
import { Icon } from '#app/components/ui/icon';
import { AFTER_SALES_LINKS, MAIN_LINKS, paths } from '#app/lib/paths';
import { businessYear } from '#common/date-format';
import { FOOTER_BRANDS, FOOTER_CATEGORIES } from '#common/site-constants';
import { FooterMap } from './footer-map';
import { Logo } from './logo';
import { type SiteData, uniqueCategoryNames } from './site-data';
import { SocialLinkList } from './social-icons';
import { telHref } from './top-bar';

// Repeated lists are classes of app/app.css (`footer-…`, decision 073).
const LINK = 'footer-link';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <div className="mt-4 text-sm">{children}</div>
    </div>
  );
}

/** A column's links, `more` (to /products) last; following one scrolls to the top (ScrollRestoration). */
function LinkList({
  items,
  more,
}: {
  items: readonly { label: string; to: string }[];
  more?: { label: string; to: string };
}) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.to} className={LINK}>
            {item.label}
          </Link>
        </li>
      ))}
      {more ? (
        <li className="pt-1">
          <Link to={more.to} className="footer-more">
            {more.label}
            <Icon name="arrow-right" className="h-4 w-4" />
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** A contact detail beside its icon (a link where `children` make it one); an empty setting leaves the line out. */
function ContactLine({
  icon,
  value,
  children = value,
}: {
  icon: IconName;
  value: string;
  children?: ReactNode;
}) {
  if (!value) return null;
  return (
    <p className="flex gap-3">
      <Icon name={icon} className="footer-icon" />
      {children}
    </p>
  );
}

/** The legal text from Settings with the current year after the ©, unless it already has a year. */
const legalLine = (text: string, siteName: string, year: number) =>
  text ? text.replace(/^©\s*(?!\d{4})/, `© ${year} `) : `© ${year} ${siteName}. All rights reserved.`;

export function Footer({ data }: { data: SiteData }) {
  const { settings } = data;
  const brands = data.brands.slice(0, FOOTER_BRANDS);
  const categories = uniqueCategoryNames(data.categories, FOOTER_CATEGORIES);
  const year = businessYear(new Date());

  return (
    <footer className="bg-charcoal text-neutral-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 lg:grid-cols-12 lg:py-16">
        <div className="col-span-2 sm:col-span-3 lg:col-span-4">
          <Logo name={settings.siteName} />
          <p className="mt-4 max-w-md text-sm leading-6">{settings.description}</p>
          <p className="mt-6 text-sm font-semibold text-white">Follow us</p>
          <SocialLinkList
            social={settings.social}
            className="mt-3 flex flex-wrap gap-2"
            linkClass="social-tile"
            iconClass="h-5 w-5"
          />
        </div>
        <div className="lg:col-span-2">
          <Column title="Quick Links">
            <LinkList items={[...MAIN_LINKS, ...AFTER_SALES_LINKS]} />
          </Column>
        </div>
        <div className="lg:col-span-3">
          <Column title="Our Brands">
            <LinkList
              items={brands.map((b) => ({ label: b.name, to: paths.products({ brand: b.name }) }))}
              more={{ label: 'View All Brands', to: paths.products() }}
            />
          </Column>
        </div>
        <div className="col-span-2 sm:col-span-1 lg:col-span-3">
          <Column title="Categories">
            <LinkList
              items={categories.map((name) => ({ label: name, to: paths.products({ category: name }) }))}
              more={{ label: 'View All Categories', to: paths.products() }}
            />
          </Column>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2">
          <Column title="Contact">
            <address className="space-y-3 not-italic">
              <ContactLine icon="map-pin" value={settings.fullAddress} />
              <ContactLine icon="phone" value={settings.phone}>
                <a href={telHref(settings.phone)} className={`${LINK} tabular-nums`}>
                  {settings.phone}
                </a>
              </ContactLine>
              <ContactLine icon="mail" value={settings.email}>
                <a href={`mailto:${settings.email}`} className={LINK}>
                  {settings.email}
                </a>
              </ContactLine>
              <ContactLine icon="clock" value={settings.businessHours} />
            </address>
            <FooterBranches branches={data.branches} />
          </Column>
          <div className="md:max-w-md md:justify-self-end md:w-full">
            <FooterMap address={settings.fullAddress} />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-neutral-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{legalLine(settings.legalText, settings.siteName, year)}</p>
          <p className="flex gap-4">
            <Link to={paths.privacy()} className={LINK}>
              Privacy Policy
            </Link>
            <Link to={paths.terms()} className={LINK}>
              Terms of Service
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
