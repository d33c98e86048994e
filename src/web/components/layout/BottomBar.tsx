import { Briefcase, DollarSign, Home, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n.ts';
import { Sheet, SheetContent, SheetTitle } from '../ui/Sheet.tsx';
import { isFullScreen } from './nav.ts';
import { QUICK_ACTIONS } from './quick-actions.ts';

const TABS = [
  { to: '/dashboard', label: 'home', icon: Home },
  { to: '/dashboard/jobs', label: 'jobs', icon: Briefcase },
  { to: '/dashboard/cash-flow', label: 'money', icon: DollarSign },
  { to: '/dashboard/leads-management', label: 'leads', icon: Users },
] as const;

/** Phones only: four tabs and the centre button that opens the Quick Actions sheet (spec section 2). */
export function BottomBar() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const tab = ({ to, label, icon: Icon }: (typeof TABS)[number]) => (
    <NavLink
      key={to}
      to={to}
      end={to === '/dashboard'}
      className={({ isActive }) =>
        `flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] ${isActive ? 'text-primary-text' : 'text-muted-foreground'}`
      }
    >
      <Icon aria-hidden className="size-5" />
      {t(`shell.bottom.${label}`)}
    </NavLink>
  );

  if (isFullScreen(pathname)) return null;
  return (
    <>
      <nav
        aria-label={t('shell.bottom.label')}
        className="fixed inset-x-0 bottom-0 z-20 flex items-stretch border-t border-border bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        {TABS.slice(0, 2).map(tab)}
        <div className="flex flex-1 justify-center">
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={t('shell.quick.title')}
            className="-mt-5 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Plus aria-hidden className="size-7" />
          </button>
        </div>
        {TABS.slice(2).map(tab)}
      </nav>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="bottom" className="rounded-t-2xl pb-[calc(1rem+env(safe-area-inset-bottom))]">
          <SheetTitle>{t('shell.quick.title')}</SheetTitle>
          <ul className="mt-4 grid grid-cols-3 gap-3">
            {QUICK_ACTIONS.map(({ id, icon: Icon, to }) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    navigate(to(new Date()));
                  }}
                  className="flex w-full flex-col items-center gap-2 rounded-lg border border-border p-3 text-center text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon aria-hidden className="size-6 text-primary-text" />
                  {t(`shell.quick.${id}`)}
                </button>
              </li>
            ))}
          </ul>
        </SheetContent>
      </Sheet>
    </>
  );
}
