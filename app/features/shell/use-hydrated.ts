// False during server rendering and until hydration: for things only the browser can do
// (forms whose handlers must be attached, decorations drawn only in the browser).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
