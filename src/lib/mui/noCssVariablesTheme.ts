// Stands in for MUI's CSS-variables theme (createThemeWithVars) and its provider (ThemeProviderWithVars): webpack.config.ts
// swaps them in for every import inside @mui/material/styles. createTheme and ThemeProvider import both, but take
// them only for a theme with `cssVariables` or `colorSchemes`, which Campo's theme has neither of
// (src/theme/createAppTheme.ts): the modules were about 6 KiB of gzip JS in the entry of every page.

function leftOut(): never {
  throw new Error(
    "MUI's CSS-variables theme is left out of the build (webpack.config.ts): give createTheme no cssVariables or colorSchemes",
  );
}

export default function createThemeWithVars(): never {
  return leftOut();
}

export function CssVarsProvider(): never {
  return leftOut();
}

export function useColorScheme(): never {
  return leftOut();
}
