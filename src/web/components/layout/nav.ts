import {
  BarChart3,
  Briefcase,
  Calculator,
  Calendar,
  ClipboardList,
  Clock3,
  FolderKanban,
  Home,
  Mail,
  MessageSquare,
  Newspaper,
  Package,
  PiggyBank,
  Ruler,
  Settings,
  Store,
  Users,
  Wallet,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

export interface NavLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The sidebar of spec section 2, in its groups; labels are i18n keys under `shell.nav`. */
export const NAV_GROUPS: { label?: string; links: NavLink[] }[] = [
  {
    links: [
      { to: '/dashboard', label: 'home', icon: Home },
      { to: '/dashboard/calendar', label: 'calendar', icon: Calendar },
      { to: '/dashboard/sales-pipeline', label: 'salesPipeline', icon: FolderKanban },
      { to: '/dashboard/jobs', label: 'jobs', icon: Briefcase },
      { to: '/dashboard/performance', label: 'performance', icon: BarChart3 },
      { to: '/dashboard/messages', label: 'messages', icon: MessageSquare },
    ],
  },
  {
    label: 'tools',
    links: [
      { to: '/dashboard/tools/leads', label: 'leadCapture', icon: ClipboardList },
      { to: '/dashboard/tools/measurements', label: 'measurements', icon: Ruler },
      { to: '/dashboard/estimates', label: 'estimates', icon: Calculator },
      { to: '/dashboard/tools/orders', label: 'orders', icon: Package },
      { to: '/dashboard/manage', label: 'invoices', icon: Wallet },
      // Issue #18: the financial overview, for those who read financials (canAccessRoute).
      { to: '/dashboard/financials', label: 'financials', icon: PiggyBank },
      { to: '/dashboard/work-logs', label: 'workLogs', icon: Clock3 },
    ],
  },
  {
    label: 'manage',
    links: [
      { to: '/dashboard/leads', label: 'leads', icon: Users },
      { to: '/dashboard/catalog', label: 'catalog', icon: Store },
      { to: '/dashboard/feed', label: 'feed', icon: Newspaper },
      { to: '/dashboard/automations', label: 'automations', icon: Workflow },
      { to: '/dashboard/client-portal', label: 'clientPortal', icon: Mail },
    ],
  },
  { links: [{ to: '/dashboard/settings', label: 'settings', icon: Settings }] },
];

/** Spec section 2's full-screen layouts (camera, measurements, estimate preview, client gallery): no bottom bar. */
export const FULL_SCREEN_PATHS = [
  '/dashboard/camera',
  '/dashboard/measurements',
  '/dashboard/estimates/preview',
  '/dashboard/client-gallery',
];

export function isFullScreen(pathname: string): boolean {
  return FULL_SCREEN_PATHS.some((path) => pathname === path || pathname.startsWith(path + '/'));
}
