import { Tag } from 'lucide-react';
import { normalizeTags } from '#common/schemas/news';

/** An article's tags as chips: in the view, and live under the editor's Tags field. */
export function TagChips({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag}
          className="inline-flex items-center gap-1 rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-800"
        >
          <Tag aria-hidden className="size-3" />
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The tags as they will be saved (split on commas, trimmed, empties and repeats dropped), live. */
export function TagsPreview({ value }: { value: string | string[] | null | undefined }) {
  const tags = normalizeTags(value);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <p aria-live="polite" className="text-sm text-neutral-600">
        {tags.length} {tags.length === 1 ? 'tag' : 'tags'}
      </p>
      {tags.length > 0 ? <TagChips tags={tags} label="Tags preview" /> : null}
    </div>
  );
}
