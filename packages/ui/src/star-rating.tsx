import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';

export interface StarRatingProps {
  /** The average rating, 0 to 5; 0 means nobody has rated yet. */
  value: number;
  size?: 'small' | 'medium' | 'large';
}

const SIZES = { small: '1.125rem', medium: '1.5rem', large: '1.875rem' };

// Material's star, as a mask repeated five times across one element.
const STAR_MASK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z'/%3E%3C/svg%3E")`;

/** What a screen reader hears for a rating: 'Rated 4.5 out of 5', or 'Not rated yet'. */
export function ratingLabel(value: number): string {
  return value > 0 ? `Rated ${value.toFixed(1)} out of 5` : 'Not rated yet';
}

/** The share of the five stars drawn filled: the rating to the nearest half star. */
export function filledShare(value: number): string {
  const halves = Math.round(Math.min(Math.max(value, 0), 5) * 2);
  return `${halves * 10}%`;
}

/**
 * Five read-only stars (halves shown), announced as one image with its rating. One element, where
 * MUI's Rating draws an icon and a label per star: a catalogue page of cards had 2,000 elements.
 */
export function StarRating({ value, size = 'small' }: StarRatingProps) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={ratingLabel(value)}
      style={{ '--filled': filledShare(value) } as CSSProperties}
      sx={(theme) => ({
        display: 'inline-block',
        verticalAlign: 'middle',
        fontSize: SIZES[size],
        width: '5em',
        height: '1em',
        maskImage: STAR_MASK,
        maskSize: '1em 1em',
        maskRepeat: 'repeat-x',
        background: `linear-gradient(90deg, ${theme.palette.warning.light} var(--filled), ${theme.palette.action.disabled} var(--filled))`,
      })}
    />
  );
}
