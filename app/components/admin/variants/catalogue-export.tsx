import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { Field, FormAlert, Options, Select } from '#app/components/ui/field';
import type { UnitSystem } from '#common/quantity-kinds';
import type { CatalogSheetFormat } from '#common/schemas/catalog-sheet';
import { errorMessage } from '../admin-api';
import { downloadFile } from '../download';

// The variant list's Export (docs/product.md §27): the variants the list shows — its search, and a
// brand or category when it has them — as a spreadsheet, in the format and units chosen here.

/** What the list shows, as the export's filters. */
export interface CatalogueFilter {
  search?: string;
  brand?: number;
  category?: number;
}

const FORMATS: { value: CatalogSheetFormat; label: string }[] = [
  { value: 'xlsx', label: 'Excel workbook (.xlsx): variants, brands and categories' },
  { value: 'csv', label: 'CSV (.csv): variants only' },
];
const UNITS: { value: UnitSystem; label: string }[] = [
  { value: 'metric', label: 'Metric (kg, m, kW)' },
  { value: 'imperial', label: 'Imperial (lb, ft, hp)' },
];

/** GET /api/admin/catalog/export's path for these choices; empty filters are left out. */
function exportPath(filter: CatalogueFilter, format: CatalogSheetFormat, units: UnitSystem) {
  const query = new URLSearchParams({ format, units });
  for (const key of ['search', 'brand', 'category'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return `/admin/catalog/export?${query}`;
}

export function CatalogueExport({
  filter,
  onDone,
}: {
  filter: CatalogueFilter;
  /** Said in the section's banner once the file is handed to the browser. */
  onDone: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<CatalogSheetFormat>('xlsx');
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const name = await downloadFile(exportPath(filter, format, units), `catalogue.${format}`);
      setOpen(false);
      onDone(`Exported ${name}.`);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to export the catalogue'));
    } finally {
      setBusy(false);
    }
  };

  const shown = filter.search ? `The variants matching “${filter.search}”` : 'Every variant';
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="shrink-0">
        <Download aria-hidden className="size-4" />
        Export
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (busy) return; // the download finishes first
          setOpen(next);
          setFailure(null);
        }}
        title="Export the catalogue"
        description={`${shown}, one row each, with their specifications in the units chosen.`}
        size="sm"
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          <Field label="Format">
            {(control) => (
              <Select
                {...control}
                value={format}
                onChange={(e) => setFormat(e.target.value as CatalogSheetFormat)}
              >
                <Options options={FORMATS} />
              </Select>
            )}
          </Field>
          <Field label="Units">
            {(control) => (
              <Select {...control} value={units} onChange={(e) => setUnits(e.target.value as UnitSystem)}>
                <Options options={UNITS} />
              </Select>
            )}
          </Field>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              <Download aria-hidden className="size-4" />
              {busy ? 'Exporting...' : 'Download'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
