import { styled } from '@mui/material/styles';

/**
 * An `<img>` that covers its box. Its `width` and `height` reach the element as attributes (a Box
 * would turn them into CSS sizes), giving the picture its shape before it loads.
 */
export const FittedImage = styled('img')({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
