import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureText, useAdminQuery } from '#app/components/admin/admin-api';
import { LeadDeskSettings } from '#app/components/admin/lead-desk/lead-desk-settings';
import { SectionHead } from '#app/components/admin/section-head';
import { SettingsForm } from '#app/components/admin/settings/settings-form';
import { SettingsSkeleton } from '#app/components/admin/settings/settings-skeleton';
import { StatusBanner } from '#app/components/admin/status-message';
import { adminPaths } from '#common/admin-paths';
import { SETTING_GROUPS, type SettingGroup } from '#common/constants';
import type { GroupedSettings } from '#common/schemas/settings';

// Settings (docs/product.md §4): GET /admin/settings grouped by tab, edited in one form. Saved values reach
// the public site on its next page load (the layout reads them per request). The Leads tab adds the
// lead desk's cards (docs/product.md §24), each saved on its own.
export default function AdminSettingsSection() {
  const { data, error, isPending } = useAdminQuery<{ success: true; data: GroupedSettings }>(
    ['settings'],
    '/admin/settings',
  );
  const [tab, setTab] = useState<SettingGroup | null>(null);
  // ?tab=leads opens that tab (adminPaths.settings, Cmd+K's "Settings → Leads").
  const asked = useSearchParams()[0].get('tab');
  const initialTab = SETTING_GROUPS.find((g) => g === asked);
  return (
    <section aria-labelledby="settings-heading">
      <SectionHead id="settings-heading" title="Site settings" className="mb-4">
        Changes on every tab are saved together and appear on the public site at its next page load.{' '}
        {/* Who changed which setting, before and after (docs/product.md §26.1). */}
        <Link
          to={adminPaths.activity({ entity: 'setting' })}
          className="font-medium text-charcoal underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          Every change to the settings
        </Link>
      </SectionHead>
      <StatusBanner
        message={error ? { kind: 'error', text: failureText(error, 'Failed to fetch settings') } : null}
      />
      {isPending ? (
        <SettingsSkeleton />
      ) : data ? (
        <SettingsForm groups={data.data} onTabChange={setTab} initialTab={initialTab} />
      ) : null}
      {/* Under the form, not in it: each card is a form of its own, saved on its own. */}
      {data && tab === 'leads' ? <LeadDeskSettings /> : null}
    </section>
  );
}
