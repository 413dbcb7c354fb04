import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { can } from '#common/permissions';
import { ADMIN_SECTIONS, adminRoutes, sectionFor, sidebarSections } from './sections';

// The sections' list is the one place the admin's routes, sidebar and permission checks come from.

describe('admin sections', () => {
  it('gives every page a route module that exists, each address once', () => {
    const routes = adminRoutes();
    expect(new Set(routes.map(([path]) => path)).size).toBe(routes.length);
    for (const [, module] of routes) {
      expect(existsSync(join(import.meta.dirname, '../../routes/admin', `${module}.tsx`)), module).toBe(true);
    }
  });

  it('finds the section of a page inside it, so the page shares its permission', () => {
    expect(sectionFor('/admin/products/7/specs').key).toBe('products');
    expect(sectionFor('/admin/inquiries/12').permission).toBe('leads.read');
  });

  it('lists in the sidebar only what the role may open', () => {
    const editor = sidebarSections((p) => can('editor', p)).map((s) => s.key);
    expect(editor).toContain('brands');
    expect(editor).not.toContain('inquiries');
    expect(editor).not.toContain('users');
    const all = sidebarSections((p) => can('admin', p)).map((s) => s.key);
    expect(all).toEqual(ADMIN_SECTIONS.filter((s) => s.inSidebar).map((s) => s.key));
  });
});
