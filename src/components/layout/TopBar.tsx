import MenuIcon from '@mui/icons-material/Menu';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Language } from '../../i18n/languages';
import type { ColorSchemeChoice } from '../../theme/useColorMode';
import { ColorSchemeSwitcher } from './ColorSchemeSwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavItemButton } from './NavItemLink';
import { navItemsFor } from './navItems';

// The drawer (MUI Modal, focus trap, transitions) loads on first use, keeping it out of the landing page's JS.
const NavDrawer = lazy(() => import(/* webpackChunkName: "nav-drawer" */ './NavDrawer'));

export interface TopBarProps {
  productName: string;
  loggedIn: boolean;
  /** The external association login (admin site). */
  adminUrl: string;
  /** Stays at the top of the viewport while scrolling. */
  sticky: boolean;
  language: Language;
  onLanguageChange: (language: Language) => void;
  colorScheme: ColorSchemeChoice;
  onColorSchemeChange: (colorScheme: ColorSchemeChoice) => void;
  /** Shown before the switchers (the unread messages badge when logged in). */
  actions?: ReactNode;
}

/** SPEC section 2's top bar; below the md breakpoint the entries move into a menu. */
export function TopBar(props: TopBarProps) {
  const { productName, loggedIn, adminUrl, sticky } = props;
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const drawerId = useId();
  const items = navItemsFor(loggedIn, adminUrl);

  return (
    <AppBar position={sticky ? 'sticky' : 'static'} data-sticky={sticky} sx={{ top: 0 }}>
      {/* A member's phone bar holds six controls (cart, messages, notifications, language, scheme, menu): tighter. */}
      <Toolbar
        sx={{
          gap: { xs: 0.5, sm: 1 },
          '& > .MuiIconButton-root': { padding: { xs: '6px', sm: '8px' } },
        }}
      >
        <Link
          component={RouterLink}
          to="/"
          aria-label={t('app.shell.homeLink', { product: productName })}
          underline="none"
          color="primary"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 800,
            fontSize: '1.25rem',
            mr: { xs: 1, sm: 2 },
          }}
        >
          <SportsSoccerIcon aria-hidden />
          {productName}
        </Link>
        <Box
          component="nav"
          aria-label={t('layout.topBar.navigation')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}
        >
          {items.map((item) => (
            <NavItemButton key={item.id} item={item} />
          ))}
        </Box>
        <Box sx={{ flexGrow: 1, display: { xs: 'block', md: 'none' } }} />
        {props.actions}
        <LanguageSwitcher language={props.language} onChange={props.onLanguageChange} />
        <ColorSchemeSwitcher colorScheme={props.colorScheme} onChange={props.onColorSchemeChange} />
        <IconButton
          color="inherit"
          aria-label={t('layout.topBar.openMenu')}
          aria-controls={menuOpen ? drawerId : undefined}
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuUsed && (
        <Suspense fallback={null}>
          <NavDrawer id={drawerId} open={menuOpen} items={items} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
