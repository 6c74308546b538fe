import { styled } from '@mui/material/styles';

/**
 * A plain horizontal line between two parts of a page, as MUI's Divider draws it (`<hr>`, 1 px in the theme's divider
 * colour). Divider itself (about 1 KiB gzip) stays for what only it does: a divider with text, in a menu, or between
 * a Stack's items.
 */
export const Rule = styled('hr')(({ theme }) => ({
  margin: 0,
  flexShrink: 0,
  border: 0,
  borderBottom: `thin solid ${(theme.vars ?? theme).palette.divider}`,
}));
