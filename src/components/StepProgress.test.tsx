import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { StepProgress } from './StepProgress';

const STEPS = ['Email', 'Code', 'New password'];

function renderSteps(activeStep: number, hideLabelsOnPhone?: boolean) {
  renderWithProviders(
    <StepProgress
      steps={STEPS}
      activeStep={activeStep}
      aria-label="Recovery steps"
      hideLabelsOnPhone={hideLabelsOnPhone}
    />,
  );
  return screen.getByRole('list', { name: 'Recovery steps' });
}

const names = (element: HTMLElement) =>
  within(element)
    .getAllByText(/.+/, { ignore: '[aria-hidden="true"]' })
    .map((name) => name.textContent);

describe('StepProgress', () => {
  it('is a labelled ordered list of the steps, the current one marked with aria-current="step"', () => {
    const list = renderSteps(1);

    expect(list.tagName).toBe('OL');
    expect(names(list)).toEqual(STEPS);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(list).getByRole('listitem', { current: 'step' })).toBe(items[1]);
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('draws a check on the done steps and the number on the others, hidden from screen readers', () => {
    const list = renderSteps(1);
    const [done, current, next] = within(list).getAllByRole('listitem');

    expect(done.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(done).toHaveAttribute('data-state', 'completed');
    expect(current.querySelector('[aria-hidden="true"]')).toHaveTextContent('2');
    expect(current).toHaveAttribute('data-state', 'current');
    expect(next.querySelector('[aria-hidden="true"]')).toHaveTextContent('3');
    expect(next).toHaveAttribute('data-state', 'upcoming');
  });

  it('has no current step once every step is done', () => {
    const list = renderSteps(STEPS.length);

    expect(within(list).queryByRole('listitem', { current: 'step' })).toBeNull();
    for (const item of within(list).getAllByRole('listitem')) expect(item).toHaveAttribute('data-state', 'completed');
  });

  it('keeps the names for screen readers when they are hidden on a phone', () => {
    const list = renderSteps(0, true);

    expect(list).toHaveAttribute('data-hide-labels');
    expect(names(list)).toEqual(STEPS);
  });
});
