import * as Dialog from '@radix-ui/react-dialog';
import { Tag, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MachineImage } from '#app/components/machine-image';
import { Button } from '#app/components/ui/button';
import { useOpener } from '#app/components/ui/dialog';
import { api } from '#app/lib/api';
import type { NewsArticle, NewsSummary } from '#common/schemas/news';
import { ArticleMeta, CategoryBadge } from './article-meta';

type Body = { id: number; html: string | false };

/**
 * The article's body: a summary from a card has none (cards do not carry it, docs/performance.md),
 * so it is read when the reader opens; null while it arrives, false if it could not be read.
 */
function useArticleBody(article: NewsSummary | NewsArticle | null): string | false | null {
  const [body, setBody] = useState<Body | null>(null);
  const id = article?.id;
  const known = article && 'content' in article ? article.content : null;
  useEffect(() => {
    if (id === undefined || known !== null) return;
    const aborted = new AbortController();
    api<{ data: NewsArticle }>(`/public/news/${id}`, { signal: aborted.signal }).then(
      (res) => setBody({ id, html: res.data.content }),
      () => !aborted.signal.aborted && setBody({ id, html: false }),
    );
    return () => aborted.abort();
  }, [id, known]);
  if (known !== null) return known;
  return body && body.id === id ? body.html : null;
}

/**
 * The news reader (news-reader-modal.tsx loads it on first use): a Radix dialog (focus trapped and given back to the opener, Escape closes,
 * page scroll locked). `article` null means closed, so callers keep one piece of state.
 */
export default function NewsReaderDialog({
  article,
  onClose,
}: {
  article: NewsSummary | NewsArticle | null;
  onClose: () => void;
}) {
  const body = useArticleBody(article);
  // Without a Radix Trigger, Radix does not know the opener: remember it and give focus back.
  const opener = useOpener(article !== null);
  return (
    <Dialog.Root open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-white focus:outline-none sm:inset-x-4 sm:inset-y-6 sm:mx-auto sm:max-w-3xl sm:rounded-lg sm:shadow-2xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          {article && (
            <>
              <div className="flex items-center justify-between gap-4 border-b border-neutral-200 px-4 py-3 sm:px-6">
                <CategoryBadge category={article.category} />
                <Dialog.Close
                  className="rounded-md p-2 text-neutral-600 hover:bg-neutral-100 hover:text-charcoal focus-visible:outline-2 focus-visible:outline-charcoal"
                  aria-label="Close reader"
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </Dialog.Close>
              </div>
              <div className="flex-1 overflow-y-auto">
                <MachineImage
                  src={article.image}
                  alt={article.title}
                  ratio="16 / 9"
                  sizes="(min-width: 768px) 768px, 100vw"
                />
                <div className="px-4 py-6 sm:px-8">
                  <Dialog.Title className="text-2xl font-semibold leading-tight text-charcoal sm:text-[2rem]">
                    {article.title}
                  </Dialog.Title>
                  <ArticleMeta article={article} className="mt-3" />
                  {article.tags.length > 0 && (
                    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
                      {article.tags.map((tag) => (
                        <li
                          key={tag}
                          className="inline-flex items-center gap-1 rounded-full bg-neutral-100 px-3 py-1 text-xs font-medium text-neutral-700"
                        >
                          <Tag className="h-3 w-3" aria-hidden="true" />
                          {tag}
                        </li>
                      ))}
                    </ul>
                  )}
                  {typeof body === 'string' ? (
                    <div
                      className="prose mt-6 max-w-none border-t border-neutral-200 pt-6"
                      // Sanitized on write by the server (server/services/html-sanitizer.ts); .prose in app.css.
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitized
                      dangerouslySetInnerHTML={{ __html: body }}
                    />
                  ) : (
                    <p
                      className="mt-6 border-t border-neutral-200 pt-6 text-neutral-600"
                      role={body === false ? 'alert' : 'status'}
                    >
                      {body === false
                        ? 'The article could not be loaded. Please try again.'
                        : 'Loading the article…'}
                    </p>
                  )}
                </div>
              </div>
              <div className="flex justify-end border-t border-neutral-200 px-4 py-3 sm:px-6">
                <Dialog.Close asChild>
                  <Button variant="dark">Close Article</Button>
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
