/**
 * The one place the SPA hands the browser to another site (the payment provider's approval page).
 * Tests spy on `assign`, since jsdom cannot navigate.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
