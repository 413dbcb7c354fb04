import { Clock, Headset } from 'lucide-react';
import { RequestLinks } from '#app/components/after-sales/request-links';
import { CtaBand } from '#app/components/content/cta-band';
import { IconCards } from '#app/components/content/icon-cards';
import { PageHero } from '#app/components/content/page-hero';
import { HeadedSection, SectionHeading } from '#app/components/content/section-heading';
import { afterSales, weOffer } from '#app/components/content/services-copy';
import { useAnswerHours, useResponseHours, useSiteData } from '#app/components/layout/site-data';
import { originOf, pageMeta } from '#app/lib/seo';
import type { Route } from './+types/services';

export const loader = ({ request }: Route.LoaderArgs) => ({ origin: originOf(request) });

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: 'Services and After-Sales Support',
    description:
      'Delivery, commissioning, operator training, maintenance, genuine parts and breakdown support for every machine we sell.',
    path: '/services',
    origin: data?.origin ?? 'http://localhost',
  });

export default function Services() {
  const { settings } = useSiteData();
  const answerHours = useAnswerHours();
  const supportHours = useResponseHours()('support');
  const promises = [
    { icon: Clock, value: `${answerHours} h`, label: 'Answer to every quote request and inquiry' },
    {
      icon: Headset,
      value: `${supportHours} h`,
      label: 'Technician on the line after a breakdown call',
    },
  ];
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="After-sales service that keeps your machines working"
        lead="Buying the machine is the start. We deliver it, train your crew, stock its parts and fix it when it stops."
        scene="service"
      />
      <HeadedSection
        tone="neutral"
        id="support-title"
        eyebrow="After-Sales Support"
        title="Support for the whole working life"
        lead="From the day it arrives on site to its last service, one team looks after your equipment."
      >
        <IconCards items={afterSales(supportHours)} label="After-sales support" />
      </HeadedSection>
      <HeadedSection
        tone="white"
        id="requests-title"
        eyebrow="Parts and Service"
        title="Ask for parts or a technician"
        lead="Send the machine and what you need; the branch nearest to you answers and tells you by when."
      >
        <RequestLinks className="mt-8" />
      </HeadedSection>
      <section aria-labelledby="promise-title" className="bg-charcoal py-12 text-white sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 lg:grid-cols-2 lg:items-center">
          <SectionHeading
            id="promise-title"
            eyebrow="Response times"
            title="You will not wait for an answer"
            lead={settings.phone ? `Call ${settings.phone} or send a request from any page.` : undefined}
            dark
          />
          <dl className="grid gap-4 sm:grid-cols-2">
            {promises.map(({ icon: Icon, value, label }) => (
              <div key={value} className="flex flex-col rounded-lg border border-white/10 bg-white/5 p-6">
                <dt className="mt-2 text-sm text-neutral-300">{label}</dt>
                <dd className="order-first flex items-center gap-3 text-[2.5rem] font-semibold tabular-nums">
                  <Icon className="h-8 w-8 text-brand" aria-hidden="true" />
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <HeadedSection
        tone="white"
        id="offer-title"
        eyebrow="We Offer You"
        title="What you get when you buy from us"
      >
        <IconCards items={weOffer(answerHours)} label="We offer you" />
      </HeadedSection>
      <CtaBand
        title="Need service on a machine?"
        text="Send us the model and the problem. A technician will call you back."
      />
    </>
  );
}
