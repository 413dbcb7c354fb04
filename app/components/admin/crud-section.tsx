import { Plus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '#app/components/ui/button';
import { FormAlert } from '#app/components/ui/field';
import type { BulkResource } from '#common/schemas/bulk';
import { SectionToolbar } from './admin-table';
import { useBulkSection } from './bulk/use-bulk-section';
import type { RowSelection } from './bulk/use-row-selection';
import { DeleteFailedDialog } from './delete-failed-dialog';
import { PagedList, type PageSizes } from './paged-list';
import { SearchNote, SectionSearch } from './section-search';
import { StatusBanner } from './status-message';
import { useReadOnly } from './use-can';
import { type CrudOptions, type CrudTexts, type EditorTarget, useCrudSection } from './use-crud-section';
import type { ListState } from './use-list-state';

// The one pattern of the admin's list sections (docs/product.md §4): status banner, search and the
// add button, the paged table with Edit/Delete (and View), the add/edit modal and the delete
// confirmation. A route names its resource, texts, table and editor; nothing else.

/** What the section hands its table. */
export interface CrudTableProps<T> {
  /** The rows on screen; undefined until a first page has arrived. */
  rows: T[] | undefined;
  loading: boolean;
  failure: string | null;
  onRetry: () => void;
  onCreate: () => void;
  onView: (record: T) => void;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  deletingId?: number;
  /** Says something in the section's status banner (e.g. after a row action of the table's own). */
  onStatus: (kind: 'success' | 'error', text: string, ms?: number) => void;
  /** The ticked rows, in a section with bulk actions. */
  selection?: RowSelection;
}

/** What the section hands its editor, which it mounts afresh for each opening. */
export interface CrudEditorProps<T> {
  target: EditorTarget<T>;
  /** The record being edited or viewed, or null for a new one. */
  record: T | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** From the view to the editor of the same record. */
  onEdit: () => void;
}

/** What a catalogue editor takes: the record (null for a new one), Close, and the line to say once saved. */
export type RecordEditorProps<T> = Pick<CrudEditorProps<T>, 'record' | 'onClose' | 'onSaved'>;

export interface CrudSectionProps<T> extends CrudOptions<T> {
  texts: CrudTexts<T> & {
    /** The search box's label, e.g. "Search brands". */
    search: string;
    /** The add button, e.g. "Add Brand". */
    add: string;
    /** Names the pager for screen readers, e.g. "Brand pages". */
    pager: string;
  };
  pagerButtons: number;
  pageSizes?: PageSizes;
  /** More controls beside the add button, given the list's state (the variants' Export). */
  tools?: (list: ListState, say: CrudTableProps<T>['onStatus']) => ReactNode;
  table: ComponentType<CrudTableProps<T>>;
  editor: ComponentType<CrudEditorProps<T>>;
  /** The list's bulk actions (docs/product.md §26, "Bulk actions and undo"), by its resource in common/schemas/bulk.ts. */
  bulk?: BulkResource;
}

/**
 * A catalogue section's texts worded from its name (docs/product.md §4: "Search brands", "Add Brand",
 * "Delete Vulcan?", "Failed to fetch brands"), with its own confirmation and success lines.
 */
export const catalogTexts = (
  noun: string,
  plural: string,
  own: { confirmDelete: string; deleted: string },
): CrudSectionProps<{ name: string }>['texts'] => ({
  search: `Search ${plural}`,
  add: `Add ${noun}`,
  pager: `${noun} pages`,
  confirmTitle: (record) => `Delete ${record.name}?`,
  deleteFailed: `Failed to delete ${noun.toLowerCase()}`,
  fetchFailed: `Failed to fetch ${plural}`,
  ...own,
});

export function CrudSection<T extends { id: number }>({
  texts,
  pagerButtons,
  pageSizes,
  tools,
  table: Table,
  editor: Editor,
  bulk,
  ...options
}: CrudSectionProps<T>) {
  const section = useCrudSection<T>({ ...options, texts });
  const { list, status, editor: opened } = section;
  const create = () => section.open({ mode: 'create' });
  const target = opened.target;
  const readOnly = useReadOnly();
  const bulkSection = useBulkSection(bulk, list, {
    ids: section.rows?.map((r) => r.id) ?? [],
    total: section.shown?.total ?? 0,
  });

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      {section.linkFailure ? (
        <div className="mb-4">
          <FormAlert>{section.linkFailure}</FormAlert>
        </div>
      ) : null}
      <SectionToolbar>
        <SectionSearch list={list} label={texts.search} applyOnEnter={options.applyOnEnter ?? false} />
        <div className="flex shrink-0 flex-wrap gap-2">
          {tools?.(list, status.show)}
          {readOnly ? null : (
            <Button onClick={create} className="shrink-0">
              <Plus aria-hidden className="size-4" />
              {texts.add}
            </Button>
          )}
        </div>
      </SectionToolbar>
      {bulkSection.bar}
      <PagedList
        list={list}
        shown={section.shown}
        lastPage={section.lastPage}
        maxButtons={pagerButtons}
        label={texts.pager}
        sizes={pageSizes}
        note={options.applyOnEnter ? <SearchNote list={list} /> : null}
      >
        <Table
          rows={section.rows}
          loading={section.loading}
          failure={section.failure}
          onRetry={section.retry}
          onCreate={create}
          onView={(record) => section.open({ mode: 'view', record })}
          onEdit={(record) => section.open({ mode: 'edit', record })}
          onDelete={section.onDelete}
          deletingId={section.deletingId}
          onStatus={status.show}
          selection={bulkSection.selection}
        />
      </PagedList>
      {bulkSection.toast}
      {target ? (
        <Editor
          key={opened.key}
          target={target}
          record={target.mode === 'create' ? null : target.record}
          onClose={section.close}
          onSaved={section.onSaved}
          onEdit={() => (target.mode === 'create' ? undefined : section.open({ ...target, mode: 'edit' }))}
        />
      ) : null}
      {section.confirmDialog}
      {options.deleteFailure === 'dialog' ? (
        <DeleteFailedDialog message={section.deleteError} onClose={section.clearDeleteError} />
      ) : null}
    </>
  );
}
