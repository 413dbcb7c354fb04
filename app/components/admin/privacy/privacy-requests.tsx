import { Download, Search, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { failureText, fieldErrors, useAdminMutation } from '#app/components/admin/admin-api';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import { SectionHead } from '#app/components/admin/section-head';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { Button } from '#app/components/ui/button';
import { Field, Input } from '#app/components/ui/field';
import { api } from '#app/lib/api';
import { countText } from '#app/lib/count-text';
import type { SubjectData } from '#common/schemas/privacy';
import { SubjectView } from './subject-view';

// Data-subject requests under RA 10173 (docs/product.md §21): find what is stored about an address,
// hand it over as a JSON file, or erase it. The server records each action in its audit log.

function download(data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: 'personal-data.json' });
  a.click();
  URL.revokeObjectURL(url);
}

export function PrivacyRequests() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [found, setFound] = useState<SubjectData | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const erase = useAdminMutation<string, { message: string }>((address) => ({
    path: '/admin/privacy/erase',
    method: 'POST',
    body: { email: address },
  }));

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (err) {
      const field = fieldErrors(err).email;
      if (field) setError(field);
      else status.show('error', failureText(err, failure));
    } finally {
      setBusy(false);
    }
  };

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    return run(async () => {
      const res = await api<{ data: SubjectData }>('/admin/privacy/search', { body: { email } });
      setFound(res.data);
    }, 'Search failed');
  };

  const exportData = () =>
    run(
      async () => download(await api('/admin/privacy/export', { body: { email: found!.email } })),
      'Export failed',
    );

  const eraseAll = async () => {
    if (!found) return;
    const ok = await confirm({
      title: 'Erase this person’s data?',
      description: `The name, e-mail, phone, company, TIN, messages and e-mails of ${countText(found.leads.length, 'inquiry', 'inquiries')} from ${found.email} are removed for good. The inquiries stay in the counts without them.`,
      confirmLabel: 'Erase',
    });
    if (!ok) return;
    await run(async () => {
      const res = await erase.mutateAsync(found.email);
      status.show('success', res.message);
      setFound(
        (await api<{ data: SubjectData }>('/admin/privacy/search', { body: { email: found.email } })).data,
      );
    }, 'Erase failed');
  };

  return (
    <section aria-labelledby="privacy-heading" className="grid max-w-3xl gap-4">
      <SectionHead id="privacy-heading" title="Privacy requests">
        When a person asks what we hold about them, or asks us to erase it (Data Privacy Act, RA 10173), find
        them by e-mail address. Every search, export and erasure is logged.
      </SectionHead>
      <StatusBanner message={status.message} onDismiss={status.clear} />
      <form noValidate onSubmit={search} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="E-mail address" error={error} className="grow">
          {(control) => (
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} {...control} />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          <Search aria-hidden className="size-4" />
          Find
        </Button>
      </form>
      {found && (
        <>
          <SubjectView data={found} />
          {found.leads.length + found.accounts.length > 0 && (
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" onClick={exportData} disabled={busy}>
                <Download aria-hidden className="size-4" />
                Export JSON
              </Button>
              {found.leads.length > 0 && (
                <Button variant="outline" onClick={eraseAll} disabled={busy} className="text-red-700">
                  <Trash2 aria-hidden className="size-4" />
                  Erase personal data
                </Button>
              )}
            </div>
          )}
        </>
      )}
      {dialog}
    </section>
  );
}
