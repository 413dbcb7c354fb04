import { Clock, FileText, Mail, Phone, Wrench } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ContactBranches, contactBranches } from '#app/components/branches/contact-branches';
import { ContactMap } from '#app/components/forms/contact-map';
import { ContactMessageForm } from '#app/components/forms/contact-message-form';
import { ContactBar } from '#app/components/layout/contact-bar';
import { useSiteActions } from '#app/components/layout/site-actions';
import {
  responseHoursIn,
  useAnswerHours,
  useResponseHours,
  useSiteData,
} from '#app/components/layout/site-data';
import { SocialLinkList } from '#app/components/layout/social-icons';
import { Button } from '#app/components/ui/button';
import { lazyPanel } from '#app/lib/lazy-panel';
import { serverContext } from '#app/lib/load-context';
import { paths } from '#app/lib/paths';
import { originOf, pageMeta } from '#app/lib/seo';
import { chatAccountsOf, plainChatLinks } from '#common/chat-links';
import type { Route } from './+types/contact';

// The email modal's code is fetched ahead of the press (docs/decisions/017).
const emailModal = lazyPanel(() =>
  import('#app/components/modals/email-modal').then((m) => ({ default: m.EmailModal })),
);

/** `?looking_for=`: the words of a search that found nothing (docs/product.md §2.9), one line, at most a search's length. */
const lookingForOf = (value: string | null) =>
  value
    ?.replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, 200) || undefined;

// The chat apps' addresses are made here, so the browser needs no code for them (docs/product.md §20).
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = serverContext(context);
  const [settings, hours, branches] = await Promise.all([
    services.publicSettings(),
    services.openingHours(),
    services.branches(),
  ]);
  // The opening hours are the lead desk's business hours (docs/product.md §2.9, §24).
  return {
    origin: originOf(request),
    chat: plainChatLinks(chatAccountsOf(settings)),
    hours,
    branches: contactBranches(branches),
    lookingFor: lookingForOf(url.searchParams.get('looking_for')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: 'Contact Us',
    description: `Call, email or write to our sales and service team. We answer quotes and inquiries within ${responseHoursIn(matches, 'quote')} hours.`,
    path: paths.contact(),
    origin: loaderData?.origin ?? 'http://localhost',
  });

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-neutral-200 bg-white p-6">
      <h2 className="flex items-center gap-3 text-lg font-semibold text-charcoal">
        <span className="flex size-10 items-center justify-center rounded-md bg-brand/15 text-charcoal">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4 text-base text-neutral-700">{children}</div>
    </section>
  );
}

const linkClass =
  'font-medium text-charcoal underline decoration-brand decoration-2 underline-offset-4 hover:decoration-charcoal';

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const answerHours = useAnswerHours();
  const hours = useResponseHours();
  const { openQuote } = useSiteActions();
  const [emailOpen, setEmailOpen] = useState(false);

  return (
    <>
      <section className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Contact</p>
          <h1 className="mt-2 text-[2rem] font-semibold sm:text-[2.5rem]">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-200">
            Talk to our sales and service team about machines, parts and after-sales support. We reply to
            every message within {answerHours} hours.
          </p>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-3">
        <div className="grid content-start gap-6">
          <InfoCard icon={<Phone aria-hidden className="size-5" />} title="Get in Touch">
            <dl className="grid gap-4">
              {settings.phone ? (
                <div>
                  <dt className="text-sm text-neutral-600">Phone</dt>
                  <dd>
                    <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                      {settings.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {settings.email ? (
                <div>
                  <dt className="text-sm text-neutral-600">Email</dt>
                  <dd>
                    <a href={`mailto:${settings.email}`} className={`${linkClass} break-all`}>
                      {settings.email}
                    </a>
                  </dd>
                </div>
              ) : null}
              {settings.fullAddress ? (
                <div>
                  <dt className="text-sm text-neutral-600">Address</dt>
                  <dd className="not-italic">{settings.fullAddress}</dd>
                </div>
              ) : null}
            </dl>
            <Button
              variant="dark"
              className="mt-6 w-full"
              onClick={() => setEmailOpen(true)}
              onPointerEnter={emailModal.preload}
              onFocus={emailModal.preload}
            >
              <Mail aria-hidden className="size-4" />
              Send Us an Email
            </Button>
          </InfoCard>

          <InfoCard icon={<Clock aria-hidden className="size-5" />} title="Business Hours">
            <dl className="grid gap-2">
              {loaderData.hours.map((h) => (
                <div
                  key={h.days}
                  className="flex justify-between gap-4 border-b border-neutral-100 pb-2 last:border-0"
                >
                  <dt>{h.days}</dt>
                  <dd className="text-right font-medium text-charcoal tabular-nums">{h.time}</dd>
                </div>
              ))}
            </dl>
          </InfoCard>

          <ContactBranches branches={loaderData.branches} />

          <InfoCard icon={<Wrench aria-hidden className="size-5" />} title="Parts and Service">
            <p>Order parts or book a technician for a machine you own; the nearest branch answers.</p>
            <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              <Link to={paths.parts()} className={linkClass}>
                Order parts
              </Link>
              <Link to={paths.service()} className={linkClass}>
                Book a service
              </Link>
            </p>
          </InfoCard>

          <InfoCard icon={<FileText aria-hidden className="size-5" />} title="Need a Quotation?">
            <p>
              Tell us the machine and quantity; we send pricing and availability within{' '}
              {hours('quote-simple')} hours.
            </p>
            <Button className="mt-4 w-full" onClick={() => openQuote()}>
              Request a Quote
            </Button>
          </InfoCard>

          <SocialLinkList
            social={settings.social}
            className="flex flex-wrap gap-3"
            linkClass="flex size-11 items-center justify-center rounded-md border border-neutral-300 bg-white text-charcoal hover:border-charcoal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            iconClass="size-5"
          />
        </div>

        {/* The form and the Visit Us card share the wide column; the card's map takes whatever height
            the details column leaves, so neither card holds empty space. */}
        <div className="flex flex-col gap-6 lg:col-span-2">
          <section
            className="rounded-lg border border-neutral-200 bg-white p-6 sm:p-8"
            aria-labelledby="contact-form-title"
          >
            <h2 id="contact-form-title" className="text-2xl font-semibold text-charcoal">
              Send Us a Message
            </h2>
            <p className="mt-2 text-neutral-600">
              Choose what your message is about so it reaches the right team.
            </p>
            <div className="mt-6">
              <ContactMessageForm lookingFor={loaderData.lookingFor} />
            </div>
          </section>
          <ContactMap embedUrl={settings.mapEmbedUrl} address={settings.fullAddress} className="lg:flex-1" />
        </div>
      </div>

      <emailModal.Panel opened={emailOpen} open={emailOpen} onOpenChange={setEmailOpen} />
      <ContactBar links={loaderData.chat} />
    </>
  );
}
