import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TabStrip } from './TabStrip';

const VALUES = ['one', 'two', 'three'] as const;
type Value = (typeof VALUES)[number];

function Tabs({ orientation, onChange }: { orientation?: 'horizontal' | 'vertical'; onChange?: (v: Value) => void }) {
  const [value, setValue] = useState<Value>('two');
  return (
    <TabStrip
      items={VALUES.map((v) => ({ value: v, label: `Tab ${v}`, id: `tab-${v}`, controls: 'panel' }))}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      orientation={orientation}
      aria-label="Sections"
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabStrip', () => {
  it('is a labelled tab list whose selected tab alone is in the Tab order', () => {
    renderWithProviders(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(tab('Tab two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Tab two')).toHaveAttribute('tabindex', '0');
    expect(tab('Tab one')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Tab one')).toHaveAttribute('tabindex', '-1');
    expect(tab('Tab three')).toHaveAttribute('aria-controls', 'panel');
    expect(tab('Tab three')).toHaveAttribute('id', 'tab-three');
  });

  it('selects a tab on click, and does not report the selected one again', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Tabs onChange={onChange} />);
    await userEvent.click(tab('Tab two'));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(tab('Tab three'));
    expect(onChange).toHaveBeenCalledWith('three');
    expect(tab('Tab three')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Tab two')).toHaveAttribute('tabindex', '-1');
  });

  it('moves the focus with the arrow keys (wrapping), Home and End; Enter selects', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Tabs onChange={onChange} />);
    await userEvent.tab();
    expect(tab('Tab two')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Tab three')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Tab one')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Tab three')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Tab one')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('three');
    expect(tab('Tab three')).toHaveAttribute('aria-selected', 'true');
  });

  it('uses the up and down arrows when vertical', async () => {
    renderWithProviders(<Tabs orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Tab three')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Tab three')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(tab('Tab one')).toHaveFocus();
  });
});
