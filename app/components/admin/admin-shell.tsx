import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  ChevronDown,
  ExternalLink,
  LogOut,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  User as UserIcon,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { adminPaths } from '#common/admin-paths';
import type { User } from '#common/schemas/auth';
import { CommandPalette } from './command-palette/command-palette';
import { inquiriesLinkName, NewInquiriesBadge, useNewInquiryCount } from './inquiries/new-badge';
import { NoAccess } from './no-access';
import { PASSWORD_CHANGE_NOTICE, usePasswordChangeRequired } from './profile/password-change-gate';
import { ProfileGate } from './profile/profile-gate';
import { TWO_FACTOR_NOTICE, useTwoFactorRequired } from './profile/two-factor-gate';
import { sectionFor, sidebarSections } from './sections';
import { useCan } from './use-can';

// The admin frame of docs/product.md §4: collapsible sidebar (sections and Logout), header with the section
// name, a welcome line and the user menu (My Profile, Logout). On a phone the sidebar is a drawer.

const COLLAPSED_KEY = 'admin.sidebar.collapsed';

export function AdminShell({
  user,
  onLogout,
  children,
}: {
  user: User;
  onLogout: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const section = sectionFor(pathname);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const newInquiries = useNewInquiryCount();
  const mfaRequired = useTwoFactorRequired();
  const passwordChange = usePasswordChangeRequired();
  const allowed = useCan();
  const sections = sidebarSections(allowed);
  // A section opened by its address that the role may not use: a page that says so, never a table
  // of 403s (the server refuses its calls anyway).
  const barred = section.permission !== undefined && !allowed(section.permission);

  useEffect(() => setCollapsed(localStorage.getItem(COLLAPSED_KEY) === '1'), []);
  // A section chosen in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every address change on purpose
  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      return !value;
    });
  };

  const nav = (compact: boolean) => (
    <nav aria-label="Admin sections" className="flex flex-1 flex-col gap-1 p-3">
      {sections.map((s) => (
        <NavLink
          key={s.key}
          to={s.path}
          end={s.path === adminPaths.root()}
          title={compact ? s.label : undefined}
          aria-label={s.key === 'inquiries' ? inquiriesLinkName(s.label, newInquiries) : undefined}
          className={({ isActive }) =>
            `relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand ${
              isActive ? 'bg-brand text-brand-ink' : 'text-neutral-200 hover:bg-white/10 hover:text-white'
            }`
          }
        >
          {({ isActive }) => (
            <>
              <s.icon aria-hidden className="size-5 shrink-0" />
              <span className={compact ? 'sr-only' : ''}>{s.label}</span>
              {s.key === 'inquiries' ? (
                <NewInquiriesBadge count={newInquiries} compact={compact} active={isActive} />
              ) : null}
            </>
          )}
        </NavLink>
      ))}
      <button
        type="button"
        onClick={onLogout}
        title={compact ? 'Logout' : undefined}
        className="mt-auto flex items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-neutral-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand"
      >
        <LogOut aria-hidden className="size-5 shrink-0" />
        <span className={compact ? 'sr-only' : ''}>Logout</span>
      </button>
    </nav>
  );

  return (
    <div className="flex min-h-dvh bg-neutral-100">
      <aside
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col bg-charcoal text-white lg:flex ${collapsed ? 'w-16' : 'w-64'}`}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-b border-white/10 px-3">
          {collapsed ? null : (
            <Link to="/admin" className="truncate px-2 font-semibold tracking-wide">
              IRONSITE <span className="text-brand">ADMIN</span>
            </Link>
          )}
          <button
            type="button"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className="rounded-md p-2 text-neutral-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-brand"
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden className="size-5" />
            )}
          </button>
        </div>
        {nav(collapsed)}
      </aside>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label="Close menu"
            className="absolute inset-0 bg-charcoal/60"
            onClick={() => setDrawerOpen(false)}
          />
          <aside
            id="admin-drawer"
            className="relative flex h-full w-72 max-w-[85vw] flex-col bg-charcoal text-white"
          >
            <div className="flex h-16 items-center border-b border-white/10 px-5 font-semibold tracking-wide">
              IRONSITE <span className="ml-1 text-brand">ADMIN</span>
            </div>
            {nav(false)}
          </aside>
        </div>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-neutral-200 bg-white px-4 sm:px-6">
          <button
            type="button"
            className="rounded-md p-2 text-charcoal hover:bg-neutral-100 lg:hidden"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="admin-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden className="size-5" />
          </button>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-semibold text-charcoal sm:text-xl">{section.title}</h1>
            <p className="hidden truncate text-sm text-neutral-600 sm:block">Welcome back, {user.name}</p>
          </div>
          <CommandPalette />
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="hidden items-center gap-1 rounded-md px-3 py-2 text-sm text-neutral-700 hover:bg-neutral-100 md:inline-flex"
          >
            View site
            <ExternalLink aria-hidden className="size-4" />
          </a>
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-charcoal hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand">
              <span
                aria-hidden
                className="flex size-8 items-center justify-center rounded-full bg-charcoal font-semibold text-white"
              >
                {user.name.charAt(0).toUpperCase()}
              </span>
              <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
              <span className="sr-only">User menu</span>
              <ChevronDown aria-hidden className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 min-w-44 rounded-md border border-neutral-200 bg-white p-1 text-sm shadow-lg"
              >
                <DropdownMenu.Item asChild>
                  <Link
                    to="/admin/profile"
                    className="flex items-center gap-2 rounded px-3 py-2 outline-none data-[highlighted]:bg-neutral-100"
                  >
                    <UserIcon aria-hidden className="size-4" />
                    My Profile
                  </Link>
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  onSelect={onLogout}
                  className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 outline-none data-[highlighted]:bg-neutral-100"
                >
                  <LogOut aria-hidden className="size-4" />
                  Logout
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
          <ProfileGate required={passwordChange} notice={PASSWORD_CHANGE_NOTICE}>
            <ProfileGate required={mfaRequired} notice={TWO_FACTOR_NOTICE}>
              {barred ? <NoAccess /> : children}
            </ProfileGate>
          </ProfileGate>
        </main>
      </div>
    </div>
  );
}
