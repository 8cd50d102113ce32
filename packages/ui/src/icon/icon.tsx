const PATHS = {
  back: 'M15.5 4.5 8 12l7.5 7.5',
  home: 'M3.5 11 12 4l8.5 7M6 9.5V20h4.5v-5.5h3V20H18V9.5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5c.8-3.6 3.9-6 7.5-6s6.7 2.4 7.5 6',
  box: 'M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5v-9Zm0 0L12 12l8.5-4.5M12 12v9',
  alert: 'M12 3.5 21 19.5H3L12 3.5Zm0 6v4.5m0 2.5v.5',
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm3.5-12.5-2 5-5 2 2-5 5-2Z',
} as const;

/** Names of the icons {@link Icon} can draw. */
export type IconName = keyof typeof PATHS;

/** A decorative 24 × 24 line icon drawn in `currentColor`; hidden from assistive technology. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `lg-icon ${className}` : 'lg-icon'}
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
