import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import type { SiteData, SiteSettings } from '#app/components/layout/site-data';
import { defaultPromisedHours, LEAD_KINDS, type LeadKind } from '#common/lead-kinds';
import { locationProbe } from './location-probe';
import { server } from './server';

// Renders a public component the way the public layout does (app/routes/public/layout.tsx): inside
// a router at `url`, under a parent route with the layout's id whose loader answers the site's
// data (useSiteData), so a component reads Settings and the catalogue outline as on the site.

const SETTINGS: SiteSettings = {
  siteName: 'Ironsite',
  tagline: 'Heavy equipment',
  description: 'Heavy equipment for builders',
  foundedYear: '2004',
  phone: '+63 2 8123 4567',
  email: 'sales@example.com',
  fullAddress: '12 Industrial Road, Manila 1000, Philippines',
  businessHours: 'Mon–Fri 8:00–17:00',
  mapEmbedUrl: '',
  social: { facebook: '', instagram: '', youtube: '', twitter: '', linkedin: '' },
  showFloatingSocial: false,
  legalText: '',
  responseHours: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, defaultPromisedHours(kind)])) as Record<
    LeadKind,
    number
  >,
  raw: {},
};

/** The layout's data with `settings` changed where a test needs it. */
export function siteData(settings: Partial<SiteSettings> = {}, rest: Partial<SiteData> = {}): SiteData {
  return {
    settings: { ...SETTINGS, ...settings },
    brands: [],
    categories: [],
    branches: [],
    units: 'metric',
    ...rest,
  };
}

export interface SiteRenderOptions {
  url?: string;
  data?: SiteData;
}

export function renderSite(ui: ReactElement, { url = '/', data = siteData() }: SiteRenderOptions = {}) {
  const user = userEvent.setup();
  const probe = locationProbe('page');
  const Stub = createRoutesStub([
    {
      id: 'routes/public/layout',
      Component: probe.Frame,
      loader: () => data,
      HydrateFallback: () => null,
      children: [{ path: '*', Component: () => ui }],
    },
  ]);
  const view = render(<Stub initialEntries={[url]} />);
  return {
    ...view,
    user,
    location: probe.location,
  };
}

/**
 * POST /api{path} answers `status` with `body`, and keeps each request's JSON body for the test.
 * `hold` returns a release function: answers wait until it is called (to see "Sending...").
 */
export function post(path: string, status: number, body: object = { success: true, message: 'ok', id: 1 }) {
  const sent: Record<string, unknown>[] = [];
  let gate: Promise<void> | null = null;
  server.use(
    http.post(`/api${path}`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      if (gate) await gate;
      return HttpResponse.json(body, { status });
    }),
  );
  return {
    sent,
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}
