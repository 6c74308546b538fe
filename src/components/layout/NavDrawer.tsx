import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { NavItemListButton } from './NavItemListButton';
import type { NavItem } from './navItems';

export interface NavDrawerProps {
  id: string;
  open: boolean;
  items: NavItem[];
  onClose: () => void;
}

/** The top bar's entries as a side menu on screens narrower than md. */
export default function NavDrawer({ id, open, items, onClose }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('layout.topBar.navigation')} sx={{ width: 280 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('layout.topBar.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {items.map((item) => (
            <NavItemListButton key={item.id} item={item} onNavigate={onClose} />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
