import { screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { buildMyEventDetail, buildMyTicket } from '../../../testing/fixtures/ticketFixtures';
import { buildProfile } from '../../../testing/fixtures/userFixtures';
import { ticketsHandlers, type TicketsHandlersOptions } from '../../../testing/handlers/ticketsHandlers';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { server } from '../../../testing/server';
import { loggedInState } from '../../../testing/sessionFixtures';
import MyEventPage from './MyEventPage';

function renderPage(eventId: string, options: TicketsHandlersOptions) {
  server.use(...ticketsHandlers(options));
  return renderWithProviders(<MyEventPage />, {
    route: `/my/event/${eventId}`,
    path: '/my/event/:id',
    preloadedState: loggedInState({ user: buildProfile() }),
  });
}

/** The value shown next to a label in a ticket's details. */
function detail(ticket: HTMLElement, label: string): string | null | undefined {
  return within(ticket).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/**
 * What a scanner reads from the ticket's QR code: the SVG's outline path (closed M/L polygons on the module grid) filled
 * even-odd at each module's centre, 4 pixels a module, decoded by jsQR.
 */
function qrTextOfSvg(svg: string): string | undefined {
  const [minX = 0, minY = 0, width = 0, height = 0] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number);
  const outline = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((path) => path[1]).join('');
  const verticalEdges: { x: number; top: number; bottom: number }[] = [];
  for (const polygon of outline.split('Z')) {
    const points = [...polygon.matchAll(/(-?\d+) (-?\d+)/g)].map(([, x, y]) => ({ x: Number(x), y: Number(y) }));
    points.forEach((from, i) => {
      const to = points[(i + 1) % points.length];
      if (to && to.x === from.x && to.y !== from.y) {
        verticalEdges.push({ x: from.x, top: Math.min(from.y, to.y), bottom: Math.max(from.y, to.y) });
      }
    });
  }
  const dark = (x: number, y: number) =>
    verticalEdges.filter((edge) => edge.x > x && edge.top < y && y < edge.bottom).length % 2 === 1;
  const scale = 4;
  const pixels = new Uint8ClampedArray(width * height * scale * scale * 4).fill(255);
  for (let row = 0; row < height * scale; row++) {
    for (let column = 0; column < width * scale; column++) {
      if (dark(minX + Math.floor(column / scale) + 0.5, minY + Math.floor(row / scale) + 0.5)) {
        pixels.fill(0, (row * width * scale + column) * 4, (row * width * scale + column) * 4 + 3);
      }
    }
  }
  return jsQR(pixels, width * scale, height * scale)?.data;
}

describe('My event page', () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('lists the tickets with reference, holder, number and a QR code of the reference', async () => {
    const newer = buildMyTicket({
      transactionId: 'CMP-EV-20261112-AB12CD',
      ticketHolderName: 'Luca Bianchi',
      noOfTickets: 3,
    });
    const older = buildMyTicket({
      transactionId: 'CMP-EV-20261101-ZZ9900',
      ticketHolderName: 'Giulia Rossi',
      noOfTickets: 1,
    });
    const event = buildMyEventDetail({
      name: 'Torneo di calcetto',
      startDate: '2026-12-12',
      endDate: '2026-12-12',
      tickets: [newer, older],
    });
    renderPage(event._id, { myEventDetails: [event] });

    expect(await screen.findByRole('heading', { name: 'Torneo di calcetto', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('12/12/2026 06:30 PM – 12/12/2026 09:00 PM')).toBeInTheDocument();
    expect(screen.getByText(event.location.address)).toBeInTheDocument();

    const tickets = screen.getAllByRole('article');
    expect(tickets).toHaveLength(2);
    expect(detail(tickets[0], 'Reference')).toBe('CMP-EV-20261112-AB12CD');
    expect(detail(tickets[0], 'Ticket holder')).toBe('Luca Bianchi');
    expect(detail(tickets[0], 'Number of tickets')).toBe('3');
    expect(detail(tickets[1], 'Reference')).toBe('CMP-EV-20261101-ZZ9900');

    const qr = await within(tickets[0]).findByRole('img', { name: 'QR code of ticket CMP-EV-20261112-AB12CD' });
    const svg = decodeURIComponent(qr.getAttribute('src')?.replace('data:image/svg+xml;charset=utf-8,', '') ?? '');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain('<path');
    expect(qrTextOfSvg(svg)).toBe('CMP-EV-20261112-AB12CD');
  });

  it('downloads an .ics file of the event built in the browser', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((file: Blob) => {
      files.push(file);
      return 'blob:campo/ics';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const event = buildMyEventDetail({
      name: 'Torneo di calcetto, finale',
      startDate: '2026-12-12',
      startTime: '18:30',
      endTime: '21:00',
    });
    const { user } = renderPage(event._id, { myEventDetails: [event] });

    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));

    expect(clicked).toEqual([{ href: 'blob:campo/ics', download: 'torneo-di-calcetto-finale.ics' }]);
    expect(files).toHaveLength(1);
    expect(files[0].type).toBe('text/calendar;charset=utf-8');
    const text = await files[0].text();
    expect(text).toContain('\r\nSUMMARY:Torneo di calcetto\\, finale\r\n');
    expect(text).toContain('\r\nDTSTART:20261212T173000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261212T200000Z\r\n');
    expect(text).toContain(`\r\nUID:${event._id}@campo\r\n`);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:campo/ics'));
    click.mockRestore();
  });

  it('answers the presence question of one ticket and shows the answer on that ticket only', async () => {
    const newer = buildMyTicket({ transactionId: 'CMP-EV-20261112-AB12CD', isPresence: 0 });
    const older = buildMyTicket({ transactionId: 'CMP-EV-20261101-ZZ9900', isPresence: 0 });
    const event = buildMyEventDetail({ name: 'Torneo di calcetto', tickets: [newer, older] });
    const { user } = renderPage(event._id, { myEventDetails: [event] });
    await screen.findByRole('heading', { name: 'Torneo di calcetto', level: 1 });
    const [first, second] = screen.getAllByRole('article');

    await user.click(within(second).getByRole('button', { name: 'No' }));

    expect(await screen.findByText('Presence updated')).toBeInTheDocument();
    expect(within(second).getByText('You will not be there')).toBeInTheDocument();
    expect(within(first).getByRole('group', { name: 'Will you be at Torneo di calcetto?' })).toBeInTheDocument();
  });

  it("shows the server's message when the user holds no ticket for the event", async () => {
    renderPage('e7e471000000000000000fff', { myEventDetails: [] });

    expect(await screen.findByText('Event not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/profile');
  });
});
