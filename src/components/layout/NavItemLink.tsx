import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { visuallyHidden } from '../visuallyHidden';
import type { NavItem } from './navItems';

export function useNavLabel(item: NavItem) {
  const { t } = useTranslation();
  return { label: t(`layout.topBar.${item.id}`), newTab: t('layout.topBar.opensInNewTab') };
}

export const activeSx = { '&[aria-current="page"]': { color: 'primary.main', fontWeight: 700 } };

/** One top bar entry as a text button: a route link, or the external association login in a new tab. */
export function NavItemButton({ item }: { item: NavItem }) {
  const { label, newTab } = useNavLabel(item);
  if (item.kind === 'external') {
    return (
      <Button
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
      >
        {label}
        <Box component="span" sx={visuallyHidden}>
          {` ${newTab}`}
        </Box>
      </Button>
    );
  }
  const isHashLink = typeof item.to !== 'string';
  return (
    <Button component={isHashLink ? RouterLink : NavLink} to={item.to} color="inherit" sx={activeSx}>
      {label}
    </Button>
  );
}
