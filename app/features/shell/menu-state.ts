// Whether a dropdown of the main menu is open. Carousels read it when they are about to advance and
// skip that step, so a slide never moves under an open menu.
let open = false;

export function setDropdownOpen(value: boolean): void {
  open = value;
}

export function isDropdownOpen(): boolean {
  return open;
}
