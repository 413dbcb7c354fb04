import { useQueryClient } from '@tanstack/react-query';
import { FileCheck, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { Field, FormAlert, Input } from '#app/components/ui/field';
import type { ImportJob, ImportMapping, ImportReport } from '#common/schemas/catalog-import';
import { errorMessage } from '../admin-api';
import { cancelImport, fetchImport, isRunning, POLL_MS, sendImport } from './catalogue-import-api';
import { ImportHistory, UndoImport } from './catalogue-import-history';
import { ColumnMapping, type ColumnsRead, columnsReadOf } from './catalogue-import-mapping';
import { ImportReportView, summaryText } from './catalogue-import-report';

// The variant list's Import (docs/product.md §27.2): a spreadsheet checked first (a dry run: every
// error with its row and column, every change as old → new), then its columns shown with the field
// each fills, any of them changed and those the import does not know mapped or ignored only when
// the person says so (each change asks for another check), and applied only once a check found
// nothing wrong. A long
// import runs as a job (§27.3): its rows checked are shown while it runs, with Cancel; an applied
// import's report offers Undo, and Recent imports lists the last ones.
/** A finished job's body is a report. */
const reportOf = (job: ImportJob): ImportReport | null =>
  job.summary && job.columns && job.errors && job.changes ? (job as ImportReport) : null;

export function CatalogueImport({ onDone }: { onDone: (text: string) => void }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  /** The person's choices: column header → field, or null to ignore it. */
  const [mapping, setMapping] = useState<ImportMapping>({});
  /** The columns as the last check read them, for the mapping table. */
  const [read, setRead] = useState<ColumnsRead | null>(null);
  /** A column's choice changed since the last check: its report is gone until the next one. */
  const [remapped, setRemapped] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The job while it runs; its progress is asked every POLL_MS. */
  const [job, setJob] = useState<ImportJob | null>(null);
  /** The mapping the running job was sent. */
  const [jobMapping, setJobMapping] = useState<ImportMapping>({});
  const [applied, setApplied] = useState<ImportReport | null>(null);

  const reset = () => {
    setFile(null);
    setMapping({});
    setRead(null);
    setRemapped(false);
    setReport(null);
    setFailure(null);
    setJob(null);
    setApplied(null);
  };

  /** A job that ended: its report shown, or why it stopped. `sent`: the mapping it was sent. */
  const ended = async (answer: ImportJob, sent: ImportMapping) => {
    setJob(null);
    setBusy(null);
    setRemapped(false);
    const done = reportOf(answer);
    if (!done) {
      setFailure(answer.error ?? 'The import stopped.');
      return;
    }
    if (!answer.dry_run && answer.status === 'done') {
      await client.invalidateQueries();
      setReport(null);
      setRead(null);
      setApplied(done);
      onDone(`Imported. ${summaryText(done)}`);
      return;
    }
    // Choices kept from an earlier file name only the columns this one has.
    const headers = new Set(done.columns.map((c) => c.header));
    const kept = Object.fromEntries(Object.entries(sent).filter(([header]) => headers.has(header)));
    setMapping(kept);
    setRead(columnsReadOf(done, kept));
    setReport(done);
  };

  const running = job !== null;
  useEffect(() => {
    if (!running || !job) return;
    const timer = setTimeout(() => {
      fetchImport(job.import_id)
        .then((now) => (isRunning(now.status) ? setJob(now) : ended(now, jobMapping)))
        .catch((error) => {
          // A server busy applying (the embedded database answers after the import's
          // transaction) is asked again, not given up on.
          if (error instanceof Error && error.name === 'TimeoutError') return setJob({ ...job });
          setJob(null);
          setBusy(null);
          setFailure(errorMessage(error, 'Failed to follow the import'));
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  });

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(dryRun ? 'check' : 'apply');
    setFailure(null);
    setApplied(null);
    const sent = mapping;
    try {
      const answer = await sendImport(file, sent, dryRun);
      if (isRunning(answer.status)) {
        setJobMapping(sent);
        setJob(answer);
      } else await ended(answer, sent);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to read the file'));
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (!job) return;
    try {
      await ended(await cancelImport(job.import_id), jobMapping);
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to cancel the import'));
    }
  };

  const choose = (header: string, field: string | null) => {
    setMapping((now) => ({ ...now, [header]: field }));
    setReport(null); // the check no longer says what this mapping does
    setRemapped(true);
  };

  const canApply = report !== null && report.errors.length === 0 && report.changes.length > 0;

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="shrink-0">
        <Upload aria-hidden className="size-4" />
        Import
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (busy || running) return;
          setOpen(next);
          if (!next) reset();
        }}
        title="Import a spreadsheet"
        description="XLSX or CSV, in the export's columns or your own. The file is checked first; nothing changes until you import it."
        size="xl"
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void run(true);
          }}
        >
          <Field
            label="Spreadsheet"
            hint="XLSX or CSV, up to 20 MB. An empty cell keeps the field; (clear) empties it."
          >
            {(control) => (
              <Input
                {...control}
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                onChange={(e) => {
                  // The column choices stay for a corrected file with the same columns.
                  setFile(e.target.files?.[0] ?? null);
                  setRead(null);
                  setRemapped(false);
                  setReport(null);
                  setFailure(null);
                  setApplied(null);
                }}
              />
            )}
          </Field>
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          {read ? (
            <ColumnMapping
              read={read}
              mapping={mapping}
              disabled={busy !== null || running}
              onChoose={choose}
            />
          ) : null}
          {read && remapped && !report && !busy && !running ? (
            <p className="text-sm font-medium text-amber-800" role="status">
              Columns changed: check the file again.
            </p>
          ) : null}
          {job ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-3">
              <p className="text-sm" role="status">
                {job.dry_run ? 'Checking' : 'Importing'}: rows{' '}
                {job.progress.rows_checked.toLocaleString('en-US')} of{' '}
                {job.progress.rows_total.toLocaleString('en-US')} checked...
              </p>
              <progress
                aria-label="Rows checked"
                className="w-40"
                max={Math.max(1, job.progress.rows_total)}
                value={job.progress.rows_checked}
              />
              <Button variant="outline" className="px-3 py-1.5" onClick={() => void cancel()}>
                Cancel import
              </Button>
            </div>
          ) : null}
          {report ? <ImportReportView report={report} /> : null}
          {applied ? (
            <section aria-label="Import result" className="space-y-2">
              <p className="text-sm font-medium" role="status">
                Imported. {summaryText(applied)}
              </p>
              {applied.undo_until ? (
                <UndoImport
                  id={applied.import_id}
                  onUndone={(message) => {
                    setApplied(null);
                    onDone(message);
                  }}
                />
              ) : null}
            </section>
          ) : null}
          {!running && !busy ? <ImportHistory onUndone={onDone} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy !== null || running}>
              Close
            </Button>
            <Button
              type="submit"
              variant="outline"
              disabled={!file || busy !== null}
              aria-busy={busy === 'check' || undefined}
            >
              <FileCheck aria-hidden className="size-4" />
              {busy === 'check' ? 'Checking...' : 'Check file'}
            </Button>
            <Button
              onClick={() => void run(false)}
              disabled={!canApply || busy !== null}
              aria-busy={busy === 'apply' || undefined}
            >
              <Upload aria-hidden className="size-4" />
              {busy === 'apply' ? 'Importing...' : 'Import'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
