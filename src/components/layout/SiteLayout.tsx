import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Footer, type FooterProps } from './Footer';
import { OfflineNotice } from './OfflineNotice';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TopBar, type TopBarProps } from './TopBar';

export interface SiteLayoutProps {
  topBar: TopBarProps;
  footer: FooterProps;
  children: ReactNode;
}

/**
 * The frame of every page: skip link, top bar, the page in <main>, footer. <main> is at least a screen tall, so the
 * footer starts below the fold and does not jump when a route's chunk or data arrives (layout shift).
 */
export function SiteLayout({ topBar, footer, children }: SiteLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <TopBar {...topBar} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}
      >
        <OfflineNotice />
        {children}
      </Box>
      <Footer {...footer} />
    </Box>
  );
}
