import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Tag } from './Tag';

const theme = createTheme();

function renderTag(ui: React.ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

describe('Tag', () => {
  it('shows an icon before its label, hidden from assistive tech', () => {
    renderTag(<Tag label="Posizione aggiunta" icon={<MyLocationIcon data-testid="icon" />} />);
    const tag = screen.getByText('Posizione aggiunta');
    expect(tag.firstElementChild).toBe(screen.getByTestId('icon'));
    expect(screen.getByTestId('icon')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a plain label: text, no button, and the attributes it is given', () => {
    renderTag(<Tag label="Disponibile" color="success" data-stock-level="plenty" />);
    const tag = screen.getByText('Disponibile');
    expect(tag.tagName).toBe('SPAN');
    expect(tag).toHaveAttribute('data-stock-level', 'plenty');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("fills with the colour's main shade, or outlines in it, as MUI's small Chip does", () => {
    renderTag(
      <>
        <Tag label="Filled" color="success" />
        <Tag label="Outlined" color="success" variant="outlined" />
        <Tag label="Plain" />
      </>,
    );
    expect(screen.getByText('Filled')).toHaveStyle({
      backgroundColor: theme.palette.success.main,
      color: theme.palette.success.contrastText,
      height: '24px',
    });
    expect(screen.getByText('Outlined')).toHaveStyle({
      borderWidth: '1px',
      borderStyle: 'solid',
      color: theme.palette.success.main,
    });
    expect(screen.getByText('Plain')).toHaveStyle({
      backgroundColor: theme.palette.action.selected,
      color: theme.palette.text.primary,
    });
  });
});
