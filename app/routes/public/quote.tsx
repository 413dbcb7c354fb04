import { useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { responseHoursIn, useResponseHours } from '#app/components/layout/site-data';
import { EmptyQuoteList } from '#app/components/quote/empty-quote-list';
import { QuoteRequestForm } from '#app/components/quote/quote-request-form';
import type { SentQuote } from '#app/components/quote/quote-sent';
import { lazyPanel, usePreloadWhenIdle } from '#app/lib/lazy-panel';
import { serverContext } from '#app/lib/load-context';
import { paths } from '#app/lib/paths';
import { quoteList, serverItems } from '#app/lib/quote-list';
import { originOf, pageMeta } from '#app/lib/seo';
import { CHAT_CHANNELS, chatAccountsOf } from '#common/chat-links';
import type { Route } from './+types/quote';

export async function loader({ request, context }: Route.LoaderArgs) {
  const accounts = chatAccountsOf(await serverContext(context).services.publicSettings());
  // Only the chat apps that are set: an empty account offers no button, and none means no chat code.
  const chat = Object.fromEntries(CHAT_CHANNELS.flatMap((c) => (accounts[c] ? [[c, accounts[c]]] : [])));
  return { origin: originOf(request), chat };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    title: 'Quote List',
    description: `Ask for several machines in one request, with the delivery place and date. We reply with one priced proposal within ${responseHoursIn(matches, 'quote-list')} hours.`,
    path: paths.quote(),
    origin: loaderData?.origin ?? 'http://localhost',
  });

// Parts a visit may not show, out of the page's first load (130 KB, docs/product.md §15): the
// machines' rows (an empty list has none), the shared list's offer (only for its link) and the
// thank-you (only after sending).
const quoteItems = lazyPanel(() => import('#app/components/quote/quote-items'));
const sharedOffer = lazyPanel(() => import('#app/components/quote/shared-list-offer'));
const quoteSent = lazyPanel(() => import('#app/components/quote/quote-sent'));
const quoteChat = lazyPanel(() => import('#app/components/quote/quote-chat'));

// In the browser, what this visit will show is fetched beside the page rather than after it
// hydrates (the list is read from localStorage only then).
if (typeof window !== 'undefined') {
  if (quoteList.items().length > 0) quoteItems.preload();
  if (new URLSearchParams(window.location.search).has('items')) sharedOffer.preload();
}

const CARD = 'rounded-lg border border-neutral-200 bg-white p-4 sm:p-6';

/**
 * The quote list (docs/product.md §19). The server renders the frame (its list is always empty:
 * the list is this browser's, in localStorage); the machines appear once the page has hydrated
 * and follow changes made in other tabs.
 */
export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const items = useSyncExternalStore(quoteList.subscribe, quoteList.items, serverItems);
  const hours = useResponseHours()('quote-list');
  const [sent, setSent] = useState<SentQuote | null>(null);
  const [itemErrors, setItemErrors] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const shared = params.get('items');
  usePreloadWhenIdle(quoteSent.preload);

  return (
    <>
      <section className="bg-charcoal text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Quote list</p>
          <h1 className="mt-2 text-[2rem] font-semibold sm:text-[2.5rem]">Your Quote List</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-200">
            Ask for several machines in one request: say how many of each, who is buying, where to deliver and
            by when. We reply with one priced proposal within {hours} hours.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        {sent ? (
          <quoteSent.Panel opened {...sent} />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,32rem)] lg:items-start">
            <section aria-labelledby="quote-items-title" className={CARD}>
              <h2 id="quote-items-title" className="mb-4 text-2xl font-semibold text-charcoal">
                Machines{items.length > 0 ? ` (${items.length})` : ''}
              </h2>
              {shared !== null ? (
                <sharedOffer.Panel
                  opened
                  param={shared}
                  ownCount={items.length}
                  onDone={() => navigate(paths.quote(), { replace: true, preventScrollReset: true })}
                />
              ) : null}
              {items.length > 0 ? (
                <quoteItems.Panel opened items={items} errors={itemErrors} />
              ) : (
                <EmptyQuoteList />
              )}
              <quoteChat.Panel
                opened={items.length > 0 && Object.keys(loaderData.chat).length > 0}
                items={items}
                accounts={loaderData.chat}
                origin={loaderData.origin}
              />
            </section>
            <section aria-labelledby="quote-form-title" className={CARD}>
              <h2 id="quote-form-title" className="mb-6 text-2xl font-semibold text-charcoal">
                Your Details
              </h2>
              <QuoteRequestForm onSent={setSent} onItemErrors={setItemErrors} />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
