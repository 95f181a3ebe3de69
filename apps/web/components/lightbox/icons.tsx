/** Line icons for the lightbox (24×24, drawn with currentColor); decorative: buttons carry the label. */
const PATHS = {
  prev: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  close: 'M18 6L6 18M6 6l12 12',
  zoomIn: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M11 8v6M8 11h6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6',
  rotateLeft: 'M4 4v5h5M4.6 9A8 8 0 1 1 4 13',
  rotateRight: 'M20 4v5h-5M19.4 9A8 8 0 1 0 20 13',
  natural: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  fit: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  broken: 'M4 4h16v9M4 4v16h9M4 16l4-4 3 3M14 20l6-6M15 9a1.5 1.5 0 1 0 0 .01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
