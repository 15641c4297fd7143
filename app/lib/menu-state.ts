// Whether a dropdown of the main menu is open. Carousels skip a step while one is (spec section 4).
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setDropdownOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((l) => l());
}

export function isDropdownOpen(): boolean {
  return open;
}

export function useDropdownOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
