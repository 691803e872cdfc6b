import type { ReactNode } from 'react';
import type { Amenity } from '../../../lib/package-details.ts';

const paths: Record<Amenity, ReactNode> = {
  free_wiFi: (
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19.5" r="1" fill="currentColor" />
    </>
  ),
  free_parking: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M10 17V7h3.5a3 3 0 0 1 0 6H10" />
    </>
  ),
  dining: <path d="M7 3v8M4.5 3v5a2.5 2.5 0 0 0 5 0V3M7 11v10M17 21V3c-2.5 1.5-3.5 4-3.5 7v3H17" />,
  washrooms: (
    <>
      <circle cx="7" cy="4.5" r="1.5" />
      <circle cx="17" cy="4.5" r="1.5" />
      <path d="M5 8h4l1 7H8.5v6h-3v-6H4zM17 8l3 8h-2v5h-2v-5h-2z" />
    </>
  ),
  seating: <path d="M6 3v9h11M6 12l-1.5 9M17 12l1.5 9M6 16h12" />,
  bar_or_lounge: <path d="M5 4h14l-7 8zM12 12v8M8 20h8" />,
  refreshments: <path d="M6 8h12l-1.5 13h-9zM8 8l1-5h6M5.5 12.5h13" />,
};

/** The picture of an amenity; decorative, as its name is written beside it. */
export function AmenityIcon({ amenity }: { amenity: Amenity }) {
  return (
    <svg
      className="amenity__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[amenity]}
    </svg>
  );
}
