import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a page or tab shows when it has nothing to list: an icon, a heading, a line of text and its actions. */
export function EmptyPanel({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card p-10 text-center">
      <Icon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
      {children}
    </div>
  );
}
