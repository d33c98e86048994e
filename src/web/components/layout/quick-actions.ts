import { Calculator, Camera, ClipboardPlus, ListPlus, Package, Receipt, Ruler, type LucideIcon } from 'lucide-react';

export interface QuickAction {
  id: string;
  icon: LucideIcon;
  to: (now: Date) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/**
 * New Task opens the calendar's task form prefilled: today, starting now, ending an hour later
 * (spec section 2). The task's title is typed there; `title` starts empty.
 */
export function newTaskPath(now: Date): string {
  const end = new Date(now.getTime() + 60 * 60 * 1000);
  const params = new URLSearchParams({
    newTask: '1',
    title: '',
    date: localDate(now),
    start: localTime(now),
    end: localTime(end),
  });
  return `/dashboard/calendar?${params}`;
}

/** The Quick Actions sheet of the mobile bottom bar, every path under /dashboard. */
export const QUICK_ACTIONS: QuickAction[] = [
  { id: 'newTask', icon: ListPlus, to: newTaskPath },
  { id: 'newLead', icon: ClipboardPlus, to: () => '/dashboard/leads?new=1' },
  { id: 'quickEstimate', icon: Calculator, to: () => '/dashboard/estimates' },
  { id: 'orderMaterials', icon: Package, to: () => '/dashboard/tools/orders' },
  { id: 'createInvoice', icon: Receipt, to: () => '/dashboard/invoicing' },
  { id: 'takePhoto', icon: Camera, to: () => '/dashboard/feed' },
  { id: 'measurements', icon: Ruler, to: () => '/dashboard/tools/measurements' },
];
