import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** How near the screen an image starts loading: a little ahead of a scrolling thumb. */
const MARGIN = '100px 0px';

/**
 * An <img> that asks for its file only once it comes within 100 px of the screen (or at once
 * when `eager`). The browser's own loading="lazy" starts 1,250–2,500 px early, so a long grid of
 * thumbnails would load with the page and take a phone's bandwidth from the first screen (ADR 0022).
 */
export function DeferredImage({
  src,
  eager = false,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; eager?: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  // Not near in a server's render either: the markup then asks for no file the screen does not show.
  const [near, setNear] = useState(eager);

  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: MARGIN,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return (
    <img
      ref={ref}
      src={near ? src : undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      {...props}
    />
  );
}
