/**
 * The one place the ticket screens leave the SPA for another site (the payment provider's approval page).
 * Tests spy on `assign`, since jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
