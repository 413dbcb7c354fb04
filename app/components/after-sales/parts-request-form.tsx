import { useState } from 'react';
import type { MachineChoice } from './machine-search';
import { type LinesErrors, newLine, PartLines } from './part-lines';
import { PhotoPicker } from './photo-picker';
import { COMMON_DEFAULTS, COMMON_DRAFT_FIELDS, type LineDraft } from './request-fields';
import { MachineFields, PlaceAndStateFields, RequestForm } from './request-sections';
import { type SentRequest, useRequestForm } from './use-request-form';

// The parts request (docs/product.md §30), sent to POST /api/contact/parts. On first paint as a
// plain form; react-hook-form, Zod and the shared schema arrive with its first use.

const DRAFT = { key: 'ironsite:parts-request-draft', fields: COMMON_DRAFT_FIELDS };

export function PartsRequestForm({
  machine,
  onSent,
}: {
  /** The machine the page was opened for (`/parts?machine=12`). */
  machine?: MachineChoice | null;
  onSent: (sent: SentRequest) => void;
}) {
  const [lines, setLines] = useState<LineDraft[]>(() => [newLine()]);
  const request = useRequestForm({
    kind: 'parts',
    defaults: COMMON_DEFAULTS,
    draft: DRAFT,
    lines,
    onSent,
  });
  const { form } = request.ctl;
  return (
    <RequestForm request={request} titleId="parts-form-title" submitLabel="Send Parts Request">
      <section className="grid gap-4">
        <MachineFields form={form} initial={machine} />
      </section>
      <PartLines
        lines={lines}
        onChange={setLines}
        errors={form.formState.errors.items as LinesErrors | undefined}
      />
      <PhotoPicker photos={request.photos} error={request.photoError} />
      <PlaceAndStateFields form={form} legend="Deliver the parts to" city="none" />
    </RequestForm>
  );
}
