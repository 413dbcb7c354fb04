import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useReadOnly } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { Field, Options, Select } from '#app/components/ui/field';
import { type LeadRules, type LeadRulesInput, leadRulesSchema } from '#common/schemas/lead-desk';
import { DeskCard, DeskForm, DeskLoading } from './desk-card';
import { convertingResolver, errorAt } from './desk-resolver';
import { leadRules, useCatalogChoices, useDeskAssignees } from './lead-desk-api';
import { RuleEditor } from './rule-editor';
import { emptyRule, formToRules, type RulesForm, rulesToForm } from './rule-values';
import { useDeskSave } from './use-desk-save';

// Routing rules (docs/product.md §24, decision 047): a new inquiry goes to the first rule it matches,
// to that rule's person, or in turns to its people; someone marked away in Users is passed over, and
// what no rule takes (or no one present can take) goes to the fallback person. Save sends the whole list.

export function RoutingRulesCard() {
  const rules = leadRules.useRead();
  const people = useDeskAssignees();
  const error = rules.error ?? people.error;
  return (
    <DeskCard
      id="routing-rules"
      title="Routing rules"
      description={
        <p>
          Each new inquiry goes to the first rule it matches, top to bottom. A field left at Any matches every
          inquiry. Someone marked away in Users gets no new inquiries: theirs go to the fallback person.
        </p>
      }
    >
      {rules.data && people.data ? (
        <RulesEditor rules={rules.data.data} people={people.data.data} />
      ) : (
        <DeskLoading error={error} what="routing rules" />
      )}
    </DeskCard>
  );
}

function RulesEditor({ rules, people }: { rules: LeadRules; people: { id: number; name: string }[] }) {
  const readOnly = useReadOnly();
  const catalog = useCatalogChoices();
  const [initial] = useState(() => rulesToForm(rules));
  const form = useForm<RulesForm, unknown, LeadRulesInput>({
    resolver: convertingResolver(leadRulesSchema, formToRules),
    defaultValues: initial,
  });
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'rules',
    keyName: 'key',
  });
  const { errors } = form.formState;
  const fallback = form.watch('fallback_user_id');
  const fallbackGone = fallback !== '' && !people.some((p) => String(p.id) === fallback);

  const desk = useDeskSave(form, leadRules.useSave(), rulesToForm, {
    saved: 'Routing rules saved.',
    failed: 'Failed to save routing rules',
    invalid: 'Check the fields marked below.',
  });

  return (
    <DeskForm {...desk} saveLabel="Save rules">
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-600">
          No rules: every new inquiry goes to the fallback person.
        </p>
      ) : (
        <ol aria-label="Routing rules, first asked first" className="grid gap-3">
          {fields.map((field, index) => (
            <RuleEditor
              key={field.key}
              form={form}
              index={index}
              count={fields.length}
              people={people}
              catalog={catalog}
              onMove={(to) => move(index, to)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      {readOnly ? null : (
        <Button variant="outline" className="mt-3 text-charcoal" onClick={() => append(emptyRule())}>
          <Plus aria-hidden className="size-4" />
          Add rule
        </Button>
      )}
      <Field
        label="Fallback person"
        required
        className="mt-6 max-w-md"
        error={errorAt(errors, 'fallback_user_id')}
        hint="Gets what no rule matches, and the inquiries of a rule whose people are all away."
      >
        {(control) => (
          <Select {...control} {...form.register('fallback_user_id')}>
            <option value="">Choose a person</option>
            <Options options={people.map((p) => ({ value: p.id, label: p.name }))} />
            {fallbackGone ? (
              <option value={fallback}>Staff #{fallback} (no longer works leads)</option>
            ) : null}
          </Select>
        )}
      </Field>
    </DeskForm>
  );
}
