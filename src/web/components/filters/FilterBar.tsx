import { ChevronDown, Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDebounced } from '../../lib/use-debounced.ts';
import { NativeSelect } from '../ui/NativeControls.tsx';
import { Button } from '../ui/Button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '../ui/DropdownMenu.tsx';
import { Input } from '../ui/Input.tsx';
import { Label } from '../ui/Label.tsx';

const SEARCH_DELAY_MS = 300;

export interface SearchProps {
  /** The search text as the URL has it. */
  value: string;
  /** A settled search text (trimmed), 300 ms after the last key or at once on Enter. */
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
}

/**
 * A list page's search and filters: the search box above, then a group of filters (`children`,
 * e.g. MultiFilter and SortSelect) and, while anything narrows the list, the clear button.
 */
export function FilterBar({
  search,
  label,
  active,
  clearLabel,
  onClear,
  children,
}: {
  search: SearchProps;
  /** The filter group's name for screen readers. */
  label: string;
  /** Whether anything narrows the list (shows the clear button). */
  active: boolean;
  clearLabel: string;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <SearchBox {...search} />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={label}>
        {children}
        {active && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden />
            {clearLabel}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The search box: what is typed shows at once and reaches the URL 300 ms after the last key (Enter:
 * at once). When the URL's text changes otherwise (clear filters, back button) the box follows it.
 */
function SearchBox({ value, onSearch, label, placeholder, maxLength }: SearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  const settled = useDebounced(text.trim(), SEARCH_DELAY_MS);
  // Only a newly settled text searches: a URL change alone (clear filters) must not bring back the old one.
  const applied = useRef(settled);
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    if (settled !== value) onSearch(settled);
  }, [settled, value, onSearch]);

  return (
    <div className="relative w-full md:max-w-sm">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
        placeholder={placeholder}
        autoComplete="off"
        className="pl-9"
      />
    </div>
  );
}

/** A dropdown of checkboxes for one list filter; the menu stays open while choosing. */
export function MultiFilter<T extends string>({
  label,
  selectedLabel,
  options,
  selected,
  onChange,
}: {
  label: string;
  /** The button's text while some options are chosen, e.g. "Status (2)". */
  selectedLabel: (label: string, count: number) => string;
  options: { value: T; label: string }[];
  selected: T[];
  onChange: (values: T[] | undefined) => void;
}) {
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...selected, value] : selected.filter((v) => v !== value);
    // Keep the options' order, so the URL does not depend on the order of clicks.
    const ordered = options.map((o) => o.value).filter((v) => next.includes(v));
    onChange(ordered.length ? ordered : undefined);
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={selected.length ? 'secondary' : 'outline'} size="sm">
          {selected.length ? selectedLabel(label, selected.length) : label}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        {options.map((option) => (
          <DropdownMenuCheckboxItem
            key={option.value}
            checked={selected.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked === true)}
            onSelect={(e) => e.preventDefault()}
          >
            {option.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The list's order, as a labelled native select. */
export function SortSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm text-muted-foreground">
        {label}
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)} className="h-9 w-auto">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
