import Rating from '@mui/material/Rating';

export interface StarRatingProps {
  /** The average rating, 0 to 5; 0 means nobody has rated yet. */
  value: number;
  size?: 'small' | 'medium' | 'large';
}

/** What a screen reader hears for a rating: 'Rated 4.5 out of 5', or 'Not rated yet'. */
export function ratingLabel(value: number): string {
  return value > 0 ? `Rated ${value.toFixed(1)} out of 5` : 'Not rated yet';
}

/** Five read-only stars (halves shown), announced as one image with its rating. */
export function StarRating({ value, size = 'small' }: StarRatingProps) {
  const label = ratingLabel(value);
  return (
    <Rating
      value={value}
      precision={0.5}
      size={size}
      readOnly
      getLabelText={() => label}
      sx={{ color: 'warning.light', verticalAlign: 'middle' }}
    />
  );
}
