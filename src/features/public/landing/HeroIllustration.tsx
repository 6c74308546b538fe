import Box from '@mui/material/Box';

interface HeroIllustrationProps {
  label: string;
}

/** A pitch seen from above with event pins, a ticket and a chat bubble, drawn inline so no image is fetched. */
export default function HeroIllustration({ label }: HeroIllustrationProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 240"
      role="img"
      aria-label={label}
      sx={{ width: '100%', maxWidth: 440, height: 'auto', color: 'primary.main', justifySelf: 'center' }}
    >
      <rect x="10" y="30" width="300" height="180" rx="14" fill="#2e7d32" />
      <g fill="none" stroke="#e8f5e9" strokeWidth="3" opacity="0.85">
        <rect x="24" y="44" width="272" height="152" rx="4" />
        <line x1="160" y1="44" x2="160" y2="196" />
        <circle cx="160" cy="120" r="26" />
        <rect x="24" y="88" width="34" height="64" />
        <rect x="262" y="88" width="34" height="64" />
      </g>
      <g fill="currentColor" stroke="#ffffff" strokeWidth="3">
        <path d="M92 58c-13 0-22 10-22 22 0 17 22 38 22 38s22-21 22-38c0-12-9-22-22-22z" />
        <path d="M226 112c-10 0-17 8-17 17 0 13 17 29 17 29s17-16 17-29c0-9-7-17-17-17z" />
      </g>
      <circle cx="92" cy="80" r="7" fill="#ffffff" />
      <circle cx="226" cy="129" r="5" fill="#ffffff" />
      <g transform="rotate(-8 250 40)">
        <path
          d="M200 20h100v16a8 8 0 0 0 0 16v16H200V52a8 8 0 0 0 0-16z"
          fill="#ffb300"
          stroke="#ffffff"
          strokeWidth="3"
        />
        <line x1="232" y1="24" x2="232" y2="64" stroke="#ffffff" strokeWidth="2" strokeDasharray="4 4" />
      </g>
      <g>
        <path
          d="M30 176h86a12 12 0 0 1 12 12v22a12 12 0 0 1-12 12H58l-14 12v-12H30a12 12 0 0 1-12-12v-22a12 12 0 0 1 12-12z"
          fill="#ffffff"
          stroke="currentColor"
          strokeWidth="3"
        />
        <circle cx="52" cy="199" r="4" fill="currentColor" />
        <circle cx="72" cy="199" r="4" fill="currentColor" />
        <circle cx="92" cy="199" r="4" fill="currentColor" />
      </g>
    </Box>
  );
}
