import { getContrastRatio } from '@mui/material/styles';
import { brandColours, statusColours } from './tokens';

const surfaces = {
  light: { page: brandColours.chalk, paper: brandColours.paper },
  dark: { page: brandColours.night, paper: brandColours.nightPaper },
};

// WCAG 1.4.3 (AA) for normal-size text.
const AA = 4.5;

describe.each(['light', 'dark'] as const)('status colours in the %s theme', (mode) => {
  const colours = statusColours[mode];

  it.each(['success', 'warning', 'info', 'error'] as const)(
    '%s reads at 4.5:1 under its contrast text (filled tags, toasts) and as text on the page and paper (outlined tags)',
    (status) => {
      const { main, contrastText } = colours[status];
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, surfaces[mode].page)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, surfaces[mode].paper)).toBeGreaterThanOrEqual(AA);
    },
  );

  it('the pairs the walk found below 4.5:1 now pass: low-stock badge, delivery chip, success toast', () => {
    // StockBadge 'low': a filled warning tag.
    expect(getContrastRatio(colours.warning.main, colours.warning.contrastText)).toBeGreaterThanOrEqual(AA);
    // OrderStatusChips delivery: an outlined info tag, its text in info on the paper.
    expect(getContrastRatio(colours.info.main, surfaces[mode].paper)).toBeGreaterThanOrEqual(AA);
    // ToastHost: a success toast's text on its background.
    expect(getContrastRatio(colours.success.contrastText, colours.success.main)).toBeGreaterThanOrEqual(AA);
  });
});
