import { SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { Button } from '../ui/Button.tsx';

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

type ListEmptyText = 'title' | 'body' | 'filteredTitle' | 'filteredBody' | 'clear';

/**
 * A list page's empty state. With filters on (`filtered`): nothing matches, and a button that clears
 * them (`onClear`; without it, none). Else the list's own: its `icon` and its actions (`children`).
 * The texts are the i18n keys `{texts}.title`, `.body`, `.filteredTitle`, `.filteredBody` and
 * `.clear`; `keys` names another key for any a list words otherwise.
 */
export function ListEmpty({
  filtered,
  icon,
  texts,
  keys = {},
  onClear,
  children,
}: {
  filtered: boolean;
  icon: LucideIcon;
  texts: string;
  keys?: Partial<Record<ListEmptyText, string>>;
  onClear?: () => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const text = (name: ListEmptyText) => t(keys[name] ?? `${texts}.${name}`);
  return (
    <EmptyPanel
      icon={filtered ? SearchX : icon}
      title={text(filtered ? 'filteredTitle' : 'title')}
      body={text(filtered ? 'filteredBody' : 'body')}
    >
      {filtered
        ? onClear && (
            <Button variant="outline" onClick={onClear}>
              {text('clear')}
            </Button>
          )
        : children}
    </EmptyPanel>
  );
}
