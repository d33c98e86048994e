import { createContext, use, type ComponentProps, type MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { MAIN_ID } from '../../lib/focus-return.ts';
import { useI18n } from '../../lib/i18n.ts';

/**
 * Every page has one `<main id="main">` and, first in its Tab order, a skip link to it. A frame (the
 * app shell, the public frames) gives both; a page inside a frame that renders `<Main>` gets a plain
 * `<div>`, so there is never a second main landmark or skip link.
 */
const InsideMain = createContext(false);

/** The page's main landmark: focusable from the skip link (tabIndex -1), without an outline of its own. */
export function Main({ className, children, ...props }: Omit<ComponentProps<'main'>, 'ref'>) {
  if (use(InsideMain)) {
    return (
      <div className={className} {...props}>
        {children}
      </div>
    );
  }
  return (
    <main id={MAIN_ID} tabIndex={-1} className={cn('focus:outline-none', className)} {...props}>
      <InsideMain value>{children}</InsideMain>
    </main>
  );
}

/**
 * "Skip to main content": hidden until focused, then the top-left corner. It moves focus itself (the
 * router would otherwise see a `#main` navigation) and scrolls the main content into view.
 */
export function SkipLink() {
  const { t } = useI18n();
  if (use(InsideMain)) return null;
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:text-foreground focus:shadow-lg focus:ring-2 focus:ring-ring focus:outline-none"
    >
      {t('ui.skipToContent')}
    </a>
  );
}
