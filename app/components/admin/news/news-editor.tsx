import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Control, Controller, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, fieldErrors } from '#app/components/admin/admin-api';
import { ReadOnlyFields } from '#app/components/admin/editor-form';
import { EditorModal, ModalActions, type SavingDialogProps } from '#app/components/admin/editor-modal';
import { PublicationFields, publicationValues } from '#app/components/admin/publication/publication-fields';
import { ImageField } from '#app/components/admin/upload/image-field';
import { TextAreaField, TextField } from '#app/components/forms/form-fields';
import { Field, FormAlert, Input, Options, optionsOf, Select } from '#app/components/ui/field';
import { NEWS_CATEGORIES, type NewsCategory } from '#common/constants';
import { readTimeOf } from '#common/read-time';
import { type NewsArticle, newsCreateSchema } from '#common/schemas/news';
import { toPayload, useSaveNews } from './news-api';
import { RichTextEditor } from './rich-text/rich-text-editor';
import { TagsPreview } from './tags-preview';

// Create / edit a news article (docs/product.md §4): the create schema checks the form in the browser as the
// server does, so both say "Title is required" and the rest in the same words.

const valuesOf = (article: NewsArticle | null) => ({
  title: article?.title ?? '',
  author: article?.author ?? '',
  excerpt: article?.excerpt ?? '',
  content: article?.content ?? '',
  image: article?.image ?? null,
  // Stored categories were checked against the same list on save.
  category: article?.category as NewsCategory | undefined,
  // A computed read time stays empty here, so saving does not freeze it (decision 016).
  read_time: article && !article.read_time_auto ? article.read_time : '',
  tags: article?.tags.join(', ') ?? '',
  featured: article?.featured ?? false,
  // Draft, scheduled or published (docs/product.md §29); a new article is published.
  ...publicationValues(article),
});
type FormValues = z.input<typeof newsCreateSchema>;

export function NewsEditor({
  article,
  onClose,
  onSaved,
}: SavingDialogProps & {
  /** The article being edited, or null to create one. */
  article: NewsArticle | null;
}) {
  const form = useForm<FormValues, unknown, z.output<typeof newsCreateSchema>>({
    resolver: zodResolver(newsCreateSchema),
    defaultValues: valuesOf(article),
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveNews(article?.id ?? null);
  const editing = article !== null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(toPayload(values));
      onSaved(editing ? 'News article updated successfully' : 'News article created successfully');
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrors(error)))
        form.setError(field as keyof FormValues, { message });
      setFailure(
        errorMessage(error, editing ? 'Failed to update news article' : 'Failed to create news article'),
      );
    }
  });

  return (
    <EditorModal
      open
      onClose={onClose}
      title={editing ? 'Edit News Article' : 'Create News Article'}
      dirty={isDirty}
      busy={isSubmitting}
      history={article ? { entity: 'news', id: article.id, onReverted: onSaved } : undefined}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <ReadOnlyFields>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <TextField form={form} name="title" label="Title" required autoComplete="off" />
          <TextField form={form} name="author" label="Author" required autoComplete="name" />
          <TextAreaField
            form={form}
            name="excerpt"
            label="Excerpt"
            required
            hint="A sentence or two for cards."
            rows={3}
          />
          <Controller
            control={form.control}
            name="content"
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="Content"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                focusRef={field.ref}
              />
            )}
          />
          <ImageField control={form.control} name="image" label="Featured Image" folder="news" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Category" required error={errors.category?.message}>
              {(control) => (
                <Select {...control} {...form.register('category')}>
                  <option value="">Select a category</option>
                  <Options options={optionsOf(NEWS_CATEGORIES)} />
                </Select>
              )}
            </Field>
            <ReadTimeField
              control={form.control}
              field={form.register('read_time')}
              error={errors.read_time?.message}
            />
          </div>
          <div>
            <TextField
              form={form}
              name="tags"
              label="Tags"
              hint="Separate tags with commas."
              autoComplete="off"
              placeholder="mining, safety, excavators"
            />
            <TagsPreview value={form.watch('tags')} />
          </div>
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
            <legend className="sr-only">Visibility</legend>
            <label className="flex items-center gap-2 text-sm font-medium text-charcoal">
              <input type="checkbox" className="size-4 accent-charcoal" {...form.register('featured')} />
              Featured Article
            </label>
          </fieldset>
          <PublicationFields form={form} />
        </ReadOnlyFields>
        <ModalActions submitLabel={editing ? 'Update Article' : 'Create Article'} busy={isSubmitting} />
      </form>
    </EditorModal>
  );
}

/**
 * Optional read time. Empty, the server computes it from the content; the placeholder shows that
 * value as the text is typed. Its own component, so typing in the content re-renders only this.
 */
function ReadTimeField({
  control,
  field,
  error,
}: {
  control: Control<FormValues>;
  field: UseFormRegisterReturn<'read_time'>;
  error: string | undefined;
}) {
  const content = useWatch({ control, name: 'content' });
  return (
    <Field label="Read Time" error={error} hint="Computed from the text when empty.">
      {(props) => <Input autoComplete="off" placeholder={readTimeOf(content ?? '')} {...props} {...field} />}
    </Field>
  );
}
