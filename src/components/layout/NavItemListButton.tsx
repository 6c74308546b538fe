import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, NavLink } from 'react-router';
import { visuallyHidden } from '../visuallyHidden';
import { activeSx, useNavLabel } from './NavItemLink';
import type { NavItem } from './navItems';

/** The same entry as a row of the small-screen menu. */
export function NavItemListButton({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { label, newTab } = useNavLabel(item);
  if (item.kind === 'external') {
    return (
      <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        <ListItemText primary={label} />
        <OpenInNewIcon fontSize="small" aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          {` ${newTab}`}
        </Box>
      </ListItemButton>
    );
  }
  const isHashLink = typeof item.to !== 'string';
  return (
    <ListItemButton component={isHashLink ? RouterLink : NavLink} to={item.to} onClick={onNavigate} sx={activeSx}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}
