import { type FormEvent, useRef } from 'react';
import { Form, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button';
import { Options, optionsOf } from '#app/components/ui/field';
import { Icon } from '#app/components/ui/icon';
import { paths } from '#app/lib/paths';
import { NEWS_CATEGORIES } from '#common/site-constants';
import { newsUrl } from './news-url';

const FIELD =
  'h-11 w-full rounded-md border border-neutral-300 bg-white px-3 text-base text-charcoal focus-visible:border-charcoal';

/**
 * Search (applied on Enter or the button) and category (applied on change), both written to the
 * address. A plain GET form underneath, so it also works before the page has hydrated.
 */
export function NewsFilters({ search, category }: { search: string; category: string }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const apply = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    navigate(
      newsUrl({
        search: String(data.get('search') ?? '').trim(),
        category: String(data.get('category') ?? ''),
      }),
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  return (
    <Form
      ref={form}
      method="get"
      action={paths.news()}
      onSubmit={onSubmit}
      role="search"
      aria-label="Search news"
      // Keyed on the applied values so Clear Filters (a navigation) also clears the fields.
      key={`${search}|${category}`}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
    >
      <div>
        <label htmlFor="news-search" className="mb-1 block text-sm font-medium text-neutral-700">
          Search articles
        </label>
        <input
          id="news-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Title, topic or tag"
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor="news-category" className="mb-1 block text-sm font-medium text-neutral-700">
          Category
        </label>
        <select id="news-category" name="category" defaultValue={category} onChange={apply} className={FIELD}>
          <option value="">All Categories</option>
          <Options options={optionsOf(NEWS_CATEGORIES)} />
        </select>
      </div>
      <Button type="submit" variant="dark" className="h-11">
        <Icon name="search" className="h-4 w-4" />
        Search
      </Button>
    </Form>
  );
}
