/** Keeps an anchored section's heading clear of the sticky top bar when the page scrolls to it. */
export const sectionAnchorSx = { scrollMarginTop: { xs: 56, sm: 64 } } as const;
