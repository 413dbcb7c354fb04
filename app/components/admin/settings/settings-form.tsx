import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { failureText, fieldErrors, useAdminMutation } from '#app/components/admin/admin-api';
import { ReadOnlyFields } from '#app/components/admin/editor-form';
import { StatusBanner, useStatusMessage } from '#app/components/admin/status-message';
import { useReadOnly } from '#app/components/admin/use-can';
import { Button } from '#app/components/ui/button';
import { SETTINGS_BANNER_MS, type SettingGroup } from '#common/constants';
import {
  type GroupedSettings,
  type SettingFormValue,
  type SettingsFormValues,
  settingsFormSchema,
} from '#common/schemas/settings';
import { SettingField } from './setting-field';
import { SettingsTabTrigger } from './settings-tab-trigger';
import {
  changedSettings,
  fieldTypesOf,
  formValuesOf,
  SETTINGS_TABS,
  settingFieldErrors,
  tabEntries,
  tabOf,
} from './settings-values';
import { useUnsavedChanges } from './use-unsaved-changes';

// Settings (docs/product.md §4): one form over every tab, so a change on General and one on Contact are saved
// together by one Save Settings (PUT /admin/settings with only the changed keys).

interface SaveResponse {
  success: true;
  message: string;
  data: GroupedSettings;
}

export function SettingsForm({
  groups,
  onTabChange,
  initialTab,
}: {
  groups: GroupedSettings;
  /** Told the open tab, so the page can show what belongs under it (Leads: the lead desk). */
  onTabChange?: (tab: SettingGroup) => void;
  /** The tab open at first (the address's ?tab=); the first one otherwise. */
  initialTab?: SettingGroup;
}) {
  const status = useStatusMessage();
  const [tab, setTab] = useState<SettingGroup>(
    SETTINGS_TABS.find((t) => t.id === initialTab)?.id ?? SETTINGS_TABS[0].id,
  );
  useEffect(() => onTabChange?.(tab), [tab, onTabChange]);
  const [initial, setInitial] = useState(() => formValuesOf(groups));
  const resolver = useMemo(
    () => zodResolver(settingsFormSchema(fieldTypesOf(groups))) as unknown as Resolver<SettingsFormValues>,
    [groups],
  );
  const form = useForm<SettingsFormValues>({ resolver, defaultValues: initial });
  const { errors, isDirty } = form.formState;
  const readOnly = useReadOnly();
  const save = useAdminMutation<Record<string, SettingFormValue>, SaveResponse>((settings) => ({
    path: '/admin/settings',
    method: 'PUT',
    body: { settings },
  }));
  const leaveDialog = useUnsavedChanges(isDirty && !save.isPending);

  // A refused field may sit on another tab: open that tab, then focus the field once it is in the page.
  // Radix mounts a tab's fields a render after the tab changes (its Presence), so the wish is kept until
  // the field exists: the effect serves a field already shown, the fields' ref one that comes with its tab.
  const focusNext = useRef<string | null>(null);
  const reveal = (keys: string[]) => {
    const first = keys.find((key) => tabOf(groups, key));
    if (!first) return;
    focusNext.current = first;
    setTab(tabOf(groups, first) ?? tab);
  };
  const focusPending = () => {
    const key = focusNext.current;
    if (!key || document.getElementsByName(key).length === 0) return;
    focusNext.current = null;
    form.setFocus(key);
  };
  useEffect(focusPending);

  const onValid = async (values: SettingsFormValues) => {
    status.clear();
    try {
      const saved = await save.mutateAsync(changedSettings(initial, values));
      const next = formValuesOf(saved.data);
      setInitial(next);
      form.reset(next);
      status.show('success', 'Settings saved successfully!', SETTINGS_BANNER_MS);
    } catch (error) {
      const refused = settingFieldErrors(fieldErrors(error));
      for (const [key, message] of Object.entries(refused)) form.setError(key, { message });
      reveal(Object.keys(refused));
      status.show('error', failureText(error, 'Failed to save settings'));
    }
  };
  const onInvalid = (invalid: FieldErrors<SettingsFormValues>) => reveal(Object.keys(invalid));

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setTab(value as SettingGroup)}
        className="rounded-lg border border-neutral-200 bg-white shadow-sm"
      >
        <Tabs.List
          aria-label="Settings categories"
          className="flex flex-wrap gap-1 border-b border-neutral-200 p-2 sm:flex-nowrap sm:gap-0 sm:overflow-x-auto sm:px-4 sm:py-0"
        >
          {SETTINGS_TABS.map((t) => {
            const hasError = tabEntries(groups, t.id).some((item) => errors[item.key]);
            return (
              <SettingsTabTrigger key={t.id} value={t.id}>
                {t.label}
                {hasError ? (
                  <>
                    <span aria-hidden className="size-2 rounded-full bg-red-600" />
                    <span className="sr-only">(has errors)</span>
                  </>
                ) : null}
              </SettingsTabTrigger>
            );
          })}
        </Tabs.List>
        {SETTINGS_TABS.map((t) => {
          const items = tabEntries(groups, t.id);
          return (
            <Tabs.Content key={t.id} value={t.id} className="p-4 focus-visible:outline-none sm:p-6">
              {items.length === 0 ? (
                <p className="py-8 text-center text-neutral-600">No settings found for this category.</p>
              ) : (
                <div
                  ref={focusPending}
                  className="grid items-start gap-x-6 gap-y-5 md:grid-cols-2 sm:[&_:is(input,textarea,select)]:scroll-mb-40"
                >
                  <ReadOnlyFields>
                    {items.map((item) => (
                      <SettingField
                        key={item.key}
                        item={item}
                        form={form}
                        error={errors[item.key]?.message}
                      />
                    ))}
                  </ReadOnlyFields>
                </div>
              )}
            </Tabs.Content>
          );
        })}
        {/* Sticky from tablet width up; on a phone it would hide the field being corrected. */}
        <div className="rounded-b-lg border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:sticky sm:bottom-0 sm:px-6">
          <StatusBanner message={status.message} onDismiss={status.clear} />
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end sm:gap-3">
            <p className="text-sm text-neutral-600" aria-live="polite">
              {isDirty ? 'You have unsaved changes.' : ''}
            </p>
            {readOnly ? (
              <p className="text-sm text-neutral-700">Your role may read these settings, not change them.</p>
            ) : (
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
                {save.isPending ? 'Saving...' : 'Save Settings'}
              </Button>
            )}
          </div>
        </div>
      </Tabs.Root>
      {leaveDialog}
    </form>
  );
}
