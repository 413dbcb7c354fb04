import { Plus } from 'lucide-react';
import { useState } from 'react';
import { SectionToolbar } from '#app/components/admin/admin-table';
import { PagedList } from '#app/components/admin/paged-list';
import { SectionSearch } from '#app/components/admin/section-search';
import { StatusBanner } from '#app/components/admin/status-message';
import { useReadOnly } from '#app/components/admin/use-can';
import { useCrudSection } from '#app/components/admin/use-crud-section';
import { Button } from '#app/components/ui/button';
import type { Parameter } from '#common/schemas/parameters';
import { MergeDialog } from './merge-dialog';
import { ParameterEditor } from './parameter-editor';
import { ParameterTable } from './parameter-table';

// The dictionary tab of the Parameters section (docs/product.md §17): the admin list pattern of
// the other sections (banner, search, paged table, add/edit modal, delete after confirmation) with
// one more row action, Merge into…, whose outcome the same banner tells.

export function ParameterList() {
  const readOnly = useReadOnly();
  const section = useCrudSection<Parameter>({
    resource: 'parameters',
    texts: {
      confirmTitle: (p) => `Delete ${p.name}?`,
      confirmDelete:
        'Its specifications stay on their variants as published, no longer read as this parameter. This action cannot be undone.',
      deleted: 'Parameter has been deleted successfully',
      deleteFailed: 'Failed to delete parameter',
      fetchFailed: 'Failed to fetch parameters',
    },
  });
  const { list, status, editor: opened } = section;
  const [merging, setMerging] = useState<Parameter | null>(null);
  const create = () => section.open({ mode: 'create' });
  const target = opened.target;

  return (
    <>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <SectionToolbar>
        <SectionSearch list={list} label="Search parameters" applyOnEnter={false} />
        {readOnly ? null : (
          <Button onClick={create} className="shrink-0">
            <Plus aria-hidden className="size-4" />
            Add Parameter
          </Button>
        )}
      </SectionToolbar>
      <PagedList
        list={list}
        shown={section.shown}
        lastPage={section.lastPage}
        maxButtons={5}
        label="Parameter pages"
      >
        <ParameterTable
          rows={section.rows}
          loading={section.loading}
          failure={section.failure}
          onRetry={section.retry}
          onEdit={(record) => section.open({ mode: 'edit', record })}
          onDelete={section.onDelete}
          onMerge={setMerging}
          deletingId={section.deletingId}
          onStatus={status.show}
        />
      </PagedList>
      {target ? (
        <ParameterEditor
          key={opened.key}
          record={target.mode === 'create' ? null : target.record}
          onClose={section.close}
          onSaved={section.onSaved}
        />
      ) : null}
      {merging ? (
        <MergeDialog
          source={merging}
          onClose={() => setMerging(null)}
          onMerged={(message) => {
            setMerging(null);
            status.show('success', message);
          }}
        />
      ) : null}
      {section.confirmDialog}
    </>
  );
}
