import { screen } from '@testing-library/react';
import type { ApiErrorBody } from '../../../api/wire';
import { authHandlers } from '../../../testing/handlers/authHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import type { EmailVerificationLink } from '../authApi';
import EmailVerifyPage from './EmailVerifyPage';

const link = { id: '05e701000000000000000001', email: 'giulia.rossi@example.it', token: 'tok-3f9a' };
const linkQuery = `?id=${link.id}&email=${encodeURIComponent(link.email)}&token=${link.token}`;

function renderVerify(query: string, error?: ApiErrorBody) {
  const calls: EmailVerificationLink[] = [];
  server.use(...authHandlers({ verifyEmail: { error, onRequest: (received) => calls.push(received) } }));
  renderWithProviders(<EmailVerifyPage />, { route: `/user/email/verify${query}`, path: '/user/email/verify' });
  return calls;
}

describe('EmailVerifyPage', () => {
  it('verifies the link once and offers the login', async () => {
    const calls = renderVerify(linkQuery);

    expect(await screen.findByRole('heading', { name: 'E-mail verificata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([link]);
  });

  it.each([
    [409, 'Conflict', "Questo link è già stato usato. Se l'account è verificato, accedi pure."],
    [410, 'Gone', 'Questo link è scaduto. Registrati di nuovo per riceverne uno nuovo.'],
    [400, 'Bad Request', "Questo link non è valido. Controlla di aver aperto il link completo dell'e-mail."],
  ])('explains a %i answer', async (statusCode, error, text) => {
    renderVerify(linkQuery, { message: 'server text', statusCode, error });

    expect(
      await screen.findByRole('heading', { name: "Non è stato possibile verificare l'e-mail" }),
    ).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("shows the server's message for any other failure", async () => {
    renderVerify(linkQuery, { message: 'Servizio non disponibile', statusCode: 503, error: 'Service Unavailable' });

    expect(await screen.findByText('Servizio non disponibile')).toBeInTheDocument();
  });

  it('calls nothing for an incomplete link', async () => {
    const calls = renderVerify(`?id=${link.id}&email=${encodeURIComponent(link.email)}`);

    expect(await screen.findByText("Il link è incompleto. Apri il link completo dell'e-mail.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
