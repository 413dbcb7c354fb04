import { ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { failureText } from '#app/components/admin/admin-api';
import { privateFileUrl } from '#app/components/admin/download';
import { Button } from '#app/components/ui/button';
import type { AfterSalesDetails } from '#common/schemas/after-sales';

// A request's photos (docs/product.md §30): private files, so each is fetched with the staff
// member's token (a plain <img> could not send it), and only when asked: opening one is recorded
// as access to personal data (§23), which merely reading the lead should not do four times over.

type Photo = AfterSalesDetails['photos'][number];

/** The API path (under /api) of a photo's admin address. */
const apiPath = (url: string) => (url.startsWith('/api/') ? url.slice(4) : url);

export function RequestPhotos({ photos }: { photos: readonly Photo[] }) {
  const [shown, setShown] = useState<Record<string, string> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The local copies are freed when the page goes.
  useEffect(
    () => () => {
      for (const url of Object.values(shown ?? {})) URL.revokeObjectURL(url);
    },
    [shown],
  );

  if (photos.length === 0) return <p className="text-sm text-neutral-600">No photos.</p>;

  const show = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const urls = await Promise.all(photos.map((p) => privateFileUrl(apiPath(p.url))));
      setShown(Object.fromEntries(photos.map((p, i) => [p.id, urls[i]!])));
    } catch (error) {
      setFailure(failureText(error, 'Failed to load the photos'));
    } finally {
      setLoading(false);
    }
  };

  if (!shown)
    return (
      <div className="grid justify-items-start gap-2">
        <Button variant="outline" className="px-3 py-1.5" onClick={() => void show()} disabled={loading}>
          <ImageIcon aria-hidden className="size-4" />
          {loading ? 'Loading...' : `Show ${photos.length === 1 ? 'the photo' : `${photos.length} photos`}`}
        </Button>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
      </div>
    );
  return (
    <ul aria-label="Photos" className="flex flex-wrap gap-2">
      {photos.map((p, i) => (
        <li key={p.id}>
          <a
            href={shown[p.id]}
            target="_blank"
            rel="noreferrer"
            className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <img
              src={shown[p.id]}
              alt={`Sent with the request, ${i + 1} of ${photos.length}`}
              className="size-24 rounded-md border border-neutral-200 object-cover"
            />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
