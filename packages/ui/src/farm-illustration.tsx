import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

export interface FarmIllustrationProps {
  /** What the picture stands for, read by screen readers, e.g. the campaign's title. */
  label: string;
  sx?: SxProps<Theme>;
}

/** The stand-in picture for a campaign without visuals: sun, hills, crop rows and a tree. */
export function FarmIllustration({ label, sx }: FarmIllustrationProps) {
  const skyId = useId();
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox="0 0 400 250"
      preserveAspectRatio="xMidYMid slice"
      sx={{ display: 'block', width: '100%', height: '100%', ...sx }}
    >
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#F6E7C8" />
          <stop offset="1" stopColor="#FAF6EF" />
        </linearGradient>
      </defs>
      <rect width="400" height="250" fill={`url(#${skyId})`} />
      <circle cx="310" cy="70" r="30" fill="#E0A526" opacity="0.9" />
      <path d="M0 150 Q90 95 190 140 T400 125 V250 H0 Z" fill="#5C9A5F" />
      <path d="M0 175 Q120 135 240 170 T400 160 V250 H0 Z" fill="#2F6B3A" />
      <path d="M0 205 Q200 170 400 200 V250 H0 Z" fill="#A84B25" opacity="0.85" />
      <g stroke="#7E3519" strokeWidth="3" strokeLinecap="round" opacity="0.7">
        <path d="M20 240 Q120 205 200 215" fill="none" />
        <path d="M120 250 Q220 210 300 218" fill="none" />
        <path d="M240 250 Q320 215 395 212" fill="none" />
      </g>
      <g fill="#1F4D28">
        <rect x="82" y="128" width="6" height="30" rx="2" fill="#5E5247" />
        <circle cx="85" cy="120" r="20" />
        <circle cx="72" cy="130" r="13" />
        <circle cx="98" cy="131" r="13" />
      </g>
      <g fill="#2F6B3A">
        <path d="M150 196 q6 -16 0 -26 q-6 10 0 26 Z" />
        <path d="M175 192 q6 -16 0 -26 q-6 10 0 26 Z" />
        <path d="M200 190 q6 -16 0 -26 q-6 10 0 26 Z" />
        <path d="M225 191 q6 -16 0 -26 q-6 10 0 26 Z" />
      </g>
    </Box>
  );
}
