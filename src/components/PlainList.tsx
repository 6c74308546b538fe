import { styled } from '@mui/material/styles';

/**
 * A list with no bullets or indent, and its items: a row with a leading icon or picture, spaced as MUI's dense
 * List. For lists that are text and links only; MUI's List family (List, ListItem with its secondary-action slot,
 * ListItemIcon, ListItemAvatar, ListItemText) costs about 3 KiB of script on the pages that show one.
 */
export const PlainList = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

export const PlainListItem = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  minWidth: 0,
  paddingTop: theme.spacing(0.5),
  paddingBottom: theme.spacing(0.5),
}));
