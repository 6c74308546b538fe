import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { loggedInState } from '../../../testing/sessionFixtures';
import { RefundNote } from './RefundNote';

const member = { preloadedState: loggedInState({ user: buildProfile(), language: 'en' }) };

describe('RefundNote', () => {
  it('says a completed order with cancelled tickets is partly refunded, with the amount', () => {
    renderWithProviders(<RefundNote order={{ status: 2, refund: { noOfTickets: 1, amount: 13.13 } }} />, member);
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();
    expect(screen.getByText('1 ticket cancelled, 13,13 € refunded')).toBeInTheDocument();
  });

  it('says a cancelled order is fully refunded', () => {
    renderWithProviders(<RefundNote order={{ status: 3, refund: { noOfTickets: 2, amount: 26.25 } }} />, member);
    expect(screen.getByText('Fully refunded')).toBeInTheDocument();
    expect(screen.getByText('2 tickets cancelled, 26,25 € refunded')).toBeInTheDocument();
  });

  it('says a refund awaiting the provider’s confirmation is in progress, beside what was refunded already', () => {
    renderWithProviders(
      <RefundNote
        order={{
          status: 2,
          refund: { noOfTickets: 1, amount: 13.13 },
          refundInProgress: { noOfTickets: 2, amount: 26.25 },
        }}
      />,
      member,
    );
    expect(screen.getByText('Refund in progress')).toBeInTheDocument();
    expect(screen.getByText('2 tickets cancelled, 26,25 € being refunded')).toBeInTheDocument();
    expect(screen.getByText('1 ticket cancelled, 13,13 € refunded')).toBeInTheDocument();
  });

  it('does not call a cancelled order fully refunded while its refund is in progress', () => {
    renderWithProviders(
      <RefundNote order={{ status: 3, refundInProgress: { noOfTickets: 1, amount: 10.55 } }} />,
      member,
    );
    expect(screen.queryByText('Fully refunded')).not.toBeInTheDocument();
    expect(screen.getByText('1 ticket cancelled, 10,55 € being refunded')).toBeInTheDocument();
  });

  it('shows nothing without a refund', () => {
    const { container } = renderWithProviders(<RefundNote order={{ status: 2 }} />, member);
    expect(container).toBeEmptyDOMElement();
  });
});
