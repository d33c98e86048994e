import type { ReactNode } from 'react';

/**
 * The page's line icons, drawn here as plain SVG: lucide's runtime and icons cost this page about
 * 2.5 KB gzip of its 100 KB budget. Decorative only (hidden from assistive technology).
 */
function icon(shapes: ReactNode) {
  return function Icon({ className }: { className?: string }) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        {shapes}
      </svg>
    );
  };
}

export const MissedCallIcon = icon(
  <>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M10 8l4 4M14 8l-4 4M11 18h2" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const MessagesIcon = icon(<path d="M3 5h14v10H8l-4 3v-3H3zM7 9h6M7 12h3M20 9h1v9h-1v2l-3-2h-6" />);
export const InboxIcon = icon(<path d="M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5" />);
export const DocumentIcon = icon(<path d="M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6" />);
export const CameraIcon = icon(
  <>
    <path d="M3 8h4l2-3h6l2 3h4v11H3z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
export const CheckIcon = icon(<path d="M5 12l5 5 9-10" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const MailIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);
export const StarIcon = icon(
  <path d="M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6l-6.2 3.5 1.4-7L2 9.3l7-.8z" fill="currentColor" />,
);
