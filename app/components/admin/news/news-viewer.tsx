import { Pencil } from 'lucide-react';
import { MachineImage } from '#app/components/machine-image';
import { Button } from '#app/components/ui/button';
import { Dialog, DialogClose } from '#app/components/ui/dialog';
import { formatDate } from '#app/lib/format';
import type { NewsArticle } from '#common/schemas/news';
import { NewsStatus } from './news-status';
import { TagChips } from './tags-preview';

// View mode (docs/product.md §4): image, title, author, category, read time, tags, excerpt and the content as
// the public reader shows it. The HTML was sanitized by the server when it was saved.

export function NewsViewer({
  article,
  onClose,
  onEdit,
}: {
  article: NewsArticle;
  onClose: () => void;
  onEdit: () => void;
}) {
  const facts: [string, string][] = [
    ['Author', article.author],
    ['Category', article.category],
    ['Read Time', article.read_time],
    ['Date', formatDate(article.created_at)],
  ];
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={article.title} size="lg">
      <div className="grid gap-5">
        <MachineImage
          src={article.image}
          alt={article.title}
          ratio="16 / 9"
          className="rounded-md"
          sizes="(min-width: 640px) 624px, 100vw"
        />
        <NewsStatus article={article} />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt className="font-medium text-neutral-600">{term}</dt>
              <dd className="text-charcoal">{value}</dd>
            </div>
          ))}
        </dl>
        {article.tags.length > 0 ? <TagChips tags={article.tags} label="Tags" /> : null}
        <p className="border-l-4 border-brand pl-3 text-base text-neutral-800">{article.excerpt}</p>
        <div
          className="prose max-w-none border-t border-neutral-200 pt-5"
          // Sanitized on write by the server (server/services/html-sanitizer.ts), as on the public reader.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: stored HTML is sanitized
          dangerouslySetInnerHTML={{ __html: article.content }}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" className="text-charcoal">
              Close
            </Button>
          </DialogClose>
          <Button variant="dark" onClick={onEdit}>
            <Pencil aria-hidden className="size-4" />
            Edit Article
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
