/** A successful sign-in reloads the page (spec section 4); its own module, so component tests can watch it. */
export function reloadPage(): void {
  window.location.reload();
}
