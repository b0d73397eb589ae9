/**
 * A successful sign-in reloads the page (spec section 4). An object's method, so component tests can watch
 * it (`vi.spyOn(page, 'reload')`): jsdom cannot reload.
 */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
