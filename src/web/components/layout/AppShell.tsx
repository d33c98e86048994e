import { LogOut, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { canAccessRoute } from '../../../shared/permissions.ts';
import { useI18n } from '../../lib/i18n.ts';
import { signOut, type Me } from '../../lib/session.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/DropdownMenu.tsx';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '../ui/Sheet.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { BottomBar } from './BottomBar.tsx';
import { Main, SkipLink } from './Main.tsx';
import { NAV_GROUPS } from './nav.ts';
import { NotificationsMenu } from './NotificationsMenu.tsx';
import { WeekBadge } from './WeekBadge.tsx';

const COLLAPSED_KEY = 'floorpro.sidebarCollapsed';
const NO_COMPANY_LINKS = new Set(['/dashboard', '/dashboard/settings']);

/** The signed-in app's frame (spec section 2, app shell): sidebar or drawer, header, user menu. */
export function AppShell({ me, children }: { me: Me; children: ReactNode }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  // The drawer belongs to the page it was opened on, so any navigation closes it.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string>();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');

  const toggleCollapsed = () => {
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '0' : '1');
    setCollapsed(!collapsed);
  };

  return (
    <div className="flex min-h-dvh bg-background text-foreground">
      <SkipLink />
      <Toaster />
      <aside
        className={`sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-card md:flex ${collapsed ? 'w-16' : 'w-64'}`}
      >
        <Logo me={me} compact={collapsed} />
        <Navigation me={me} compact={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-border bg-background/95 px-3 backdrop-blur">
          <Sheet open={drawerOpenOn === pathname} onOpenChange={(open) => setDrawerOpenOn(open ? pathname : undefined)}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('shell.openMenu')}>
                <Menu />
              </Button>
            </SheetTrigger>
            {/* Phones: the same navigation in a 280 px drawer that locks the page behind it. */}
            <SheetContent side="left" className="w-[280px] p-0">
              <SheetTitle className="sr-only">{t('shell.menu')}</SheetTitle>
              <Logo me={me} compact={false} />
              <Navigation me={me} compact={false} />
            </SheetContent>
          </Sheet>
          <Button
            variant="ghost"
            size="icon"
            className="max-md:hidden"
            aria-label={t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
            aria-pressed={collapsed}
            onClick={toggleCollapsed}
          >
            {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
          </Button>
          {(pathname === '/dashboard' || pathname === '/dashboard/calendar') && <WeekBadge />}
          <div className="flex-1" />
          {me.membership?.companyId && <NotificationsMenu />}
          <UserMenu me={me} />
        </header>
        <Main className="flex-1 p-4 pb-24 md:p-6">{children}</Main>
      </div>
      <BottomBar />
    </div>
  );
}

function Logo({ me, compact }: { me: Me; compact: boolean }) {
  const { t } = useI18n();
  return (
    <Link
      to="/dashboard"
      className="flex h-14 items-center gap-2 border-b border-border px-4 font-bold text-primary-text"
    >
      {me.company?.logoUrl ? (
        <img src={me.company.logoUrl} alt={me.company.name} className="h-8 max-w-full object-contain" />
      ) : (
        <span className={compact ? 'sr-only' : ''}>{t('app.name')}</span>
      )}
      {compact && !me.company?.logoUrl && <span aria-hidden>FP</span>}
    </Link>
  );
}

function Navigation({ me, compact }: { me: Me; compact: boolean }) {
  const { t } = useI18n();
  const m = me.membership;
  return (
    <nav aria-label={t('shell.mainNavigation')} className="flex-1 space-y-4 overflow-y-auto p-2">
      {NAV_GROUPS.map((group, i) => {
        // Outside a company only home and settings mean anything.
        const links = group.links.filter((link) =>
          m?.companyId ? canAccessRoute(m.role, link.to, m.isOwner) : NO_COMPANY_LINKS.has(link.to),
        );
        if (links.length === 0) return null;
        return (
          <div key={group.label ?? i}>
            {group.label && !compact && (
              <p className="px-3 pb-1 text-xs font-semibold text-muted-foreground uppercase">
                {t(`shell.groups.${group.label}`)}
              </p>
            )}
            <ul className="space-y-0.5">
              {links.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === '/dashboard'}
                    title={compact ? t(`shell.nav.${label}`) : undefined}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${isActive ? 'bg-muted font-medium text-primary-text' : 'text-foreground'}`
                    }
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    <span className={compact ? 'sr-only' : ''}>{t(`shell.nav.${label}`)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function UserMenu({ me }: { me: Me }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const initials = me.user.name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2">
          {/* Named in words, not by aria-label, which must contain the visible initials (WCAG 2.5.3). */}
          <span className="sr-only">{t('shell.userMenu')}</span>
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials}
          </span>
          {me.subscription.subscribed && me.subscription.tier && (
            <Badge variant="secondary" data-testid="plan-badge">
              {me.subscription.tier.toUpperCase()}
            </Badge>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          <span className="block truncate">{me.user.name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{me.user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/dashboard/settings')}>{t('shell.nav.settings')}</DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            void signOut().then(() => navigate('/', { replace: true }));
          }}
        >
          <LogOut aria-hidden className="size-4" />
          <span>{t('shell.signOut')}</span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
