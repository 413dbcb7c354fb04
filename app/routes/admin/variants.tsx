import { CrudSection } from '#app/components/admin/crud-section';
import { useCan } from '#app/components/admin/use-can';
import { CatalogueExport } from '#app/components/admin/variants/catalogue-export';
import { CatalogueImport } from '#app/components/admin/variants/catalogue-import';
import { VariantEditor } from '#app/components/admin/variants/variant-editor';
import { VariantsTable } from '#app/components/admin/variants/variants-table';
import { SUCCESS_ALERT_MS } from '#common/constants';
import { trashConfirmation } from '#common/schemas/trash';
import type { AdminVariant } from '#common/schemas/variant';

// Variant Management (docs/product.md §4): a server-paged list searched on Enter (with "All" among the
// page sizes), the add/edit modal, also opened by links from the Products editor, a failed
// delete told in the "Delete Failed" alert (docs/product.md §6), and Export, which downloads what
// the list shows as a spreadsheet, and Import, which reads one back (docs/product.md §27).
export default function AdminVariantsSection() {
  const can = useCan();
  return (
    <CrudSection<AdminVariant>
      bulk="variants"
      resource="variants"
      texts={{
        search: 'Search variants',
        add: 'Add Variant',
        pager: 'Variant pages',
        confirmTitle: () => 'Are you sure?',
        confirmDelete: trashConfirmation('variant'),
        confirmLabel: 'Yes, delete it',
        deleted: 'Deleted! Variant has been deleted successfully.',
        deleteFailed: 'Failed to delete variant',
        fetchFailed: 'Failed to fetch data',
      }}
      applyOnEnter
      pageSizes="with-all"
      pagerButtons={10}
      alertMs={{ saved: SUCCESS_ALERT_MS, deleted: SUCCESS_ALERT_MS }}
      deleteFailure="dialog"
      readRecord={(body) => (body as { data: AdminVariant }).data}
      tools={(list, say) => (
        <>
          <CatalogueExport filter={{ search: list.applied }} onDone={(text) => say('success', text)} />
          {can('catalog.write') ? <CatalogueImport onDone={(text) => say('success', text)} /> : null}
        </>
      )}
      table={VariantsTable}
      editor={VariantEditor}
    />
  );
}
