import type { TypographyStyle } from '@mui/material/styles';

// The `pageTitle` typography variant: the one style of every page's h1.
declare module '@mui/material/styles' {
  interface TypographyVariants {
    pageTitle: TypographyStyle;
  }
  interface TypographyVariantsOptions {
    pageTitle?: TypographyStyle;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    pageTitle: true;
  }
}
