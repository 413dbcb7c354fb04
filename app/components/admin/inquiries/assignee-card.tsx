import { zodResolver } from '@hookform/resolvers/zod';
import { Hand, UserRound, UserRoundCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureText, fieldErrors } from '#app/components/admin/admin-api';
import { useCan } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { Field, Options, Select } from '#app/components/ui/field';
import { useSession } from '#app/lib/session';
import { type LeadDetail, leadAssignSchema } from '#common/schemas/leads';
import { DetailCard } from './detail-card';
import { type Assignee, useAssignees, useLeadAssign } from './inquiries-api';

// Who works this inquiry (docs/product.md §23). Admins and managers (leads.assign) give it to anyone
// who works leads; a sales rep sees an unassigned inquiry only when Settings let sales take one, and
// may then take it for themself (the server decides). Each assignment is a history entry.

type Result = (kind: 'success' | 'error', text: string) => void;

export function AssigneeCard({ lead, onResult }: { lead: LeadDetail; onResult: Result }) {
  const allowed = useCan();
  const { user } = useSession();
  const canAssign = allowed('leads.assign');
  const mine = user !== null && lead.assignee?.id === user.id;
  return (
    <DetailCard title="Assigned to">
      <p className="flex items-center gap-2 text-sm">
        {lead.assignee ? (
          <>
            <UserRoundCheck aria-hidden className="size-4 shrink-0 text-neutral-600" />
            <span className="font-medium [overflow-wrap:anywhere] text-charcoal">
              {lead.assignee.name}
              {mine ? <span className="font-normal text-neutral-600"> (you)</span> : null}
            </span>
          </>
        ) : (
          <>
            <UserRound aria-hidden className="size-4 shrink-0 text-neutral-500" />
            <span className="text-neutral-600">Unassigned</span>
          </>
        )}
      </p>
      {canAssign ? (
        <Assign lead={lead} onResult={onResult} />
      ) : allowed('leads.work') && !lead.assignee && user ? (
        <TakeButton lead={lead} userId={user.id} onResult={onResult} />
      ) : null}
    </DetailCard>
  );
}

function TakeButton({ lead, userId, onResult }: { lead: LeadDetail; userId: number; onResult: Result }) {
  const assign = useLeadAssign(lead.id);
  const take = async () => {
    try {
      const result = await assign.mutateAsync({ user_id: userId });
      onResult('success', result.message);
    } catch (error) {
      onResult('error', failureText(error, 'Failed to take this inquiry'));
    }
  };
  return (
    <div className="mt-3">
      <Button
        onClick={() => void take()}
        disabled={assign.isPending}
        aria-busy={assign.isPending || undefined}
      >
        <Hand aria-hidden className="size-4" />
        {assign.isPending ? 'Saving...' : 'Take this inquiry'}
      </Button>
    </div>
  );
}

type Values = z.input<typeof leadAssignSchema>;

/** The picker, once the staff who may be chosen are known (so the select opens on the assignee). */
function Assign({ lead, onResult }: { lead: LeadDetail; onResult: Result }) {
  const people = useAssignees(true);
  if (people.isError)
    return <p className="mt-3 text-sm text-red-700">{failureText(people.error, 'Failed to load staff')}</p>;
  if (!people.data)
    return (
      <p role="status" className="mt-3 text-sm text-neutral-600">
        Loading staff...
      </p>
    );
  return (
    <AssignForm
      key={`${lead.id}-${lead.assignee?.id ?? 0}`}
      lead={lead}
      options={people.data.data}
      onResult={onResult}
    />
  );
}

function AssignForm({
  lead,
  options,
  onResult,
}: {
  lead: LeadDetail;
  options: readonly Assignee[];
  onResult: Result;
}) {
  const assign = useLeadAssign(lead.id);
  const form = useForm<Values, unknown, z.output<typeof leadAssignSchema>>({
    resolver: zodResolver(leadAssignSchema),
    // NaN until someone is chosen: the schema's "Choose a staff member."
    defaultValues: { user_id: lead.assignee?.id ?? Number.NaN },
  });
  const { errors, isSubmitting } = form.formState;
  const chosen = form.watch('user_id');
  // The present assignee stays shown even when no longer among them (deactivated, or a role changed).
  const current = lead.assignee;
  const missing = current && !options.some((person) => person.id === current.id) ? current : null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await assign.mutateAsync(values);
      onResult('success', result.message);
    } catch (error) {
      const field = fieldErrors(error).user_id;
      if (field) form.setError('user_id', { message: field });
      else onResult('error', failureText(error, 'Failed to assign inquiry'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-wrap items-start gap-3">
      <Field label="Assign to" error={errors.user_id?.message} className="min-w-48 flex-1">
        {(control) => (
          <Select {...control} {...form.register('user_id', { valueAsNumber: true })} className="text-sm">
            <option value="">Choose a staff member…</option>
            <Options options={options.map((person) => ({ value: person.id, label: person.name }))} />
            {missing ? <option value={missing.id}>{missing.name}</option> : null}
          </Select>
        )}
      </Field>
      {/* Lined up with the select, below its label. */}
      <Button
        type="submit"
        variant="dark"
        disabled={isSubmitting || chosen === current?.id}
        aria-busy={isSubmitting || undefined}
        className="mt-6"
      >
        {isSubmitting ? 'Saving...' : 'Assign'}
      </Button>
    </form>
  );
}
