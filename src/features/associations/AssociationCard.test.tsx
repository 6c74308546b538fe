import { screen } from '@testing-library/react';
import { buildAssociation } from '../../testing/fixtures/associationFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AssociationCard } from './AssociationCard';

describe('AssociationCard', () => {
  it('lets a long e-mail address wrap only before its @ and its dots', () => {
    const association = buildAssociation({ email: 'segreteria.generale@polisportivanavigli.example.it' });
    renderWithProviders(<AssociationCard association={association} />);

    const email = screen.getByText(association.email);
    expect(email).toHaveTextContent(association.email);
    expect(Array.from(email.childNodes, (node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('')).toBe(
      'segreteria|.generale|@polisportivanavigli|.example|.it',
    );
    expect(getComputedStyle(email).overflowWrap).toBe('break-word');
  });
});
