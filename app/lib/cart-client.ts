// Browser side of the anonymous cart (issue 4): session id, add, header count.
// Placeholder API until the cart issue lands; pages call only these functions.
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

export function getSessionId(): string {
  let id = localStorage.getItem('sessId');
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem('sessId', id);
  }
  return id;
}

/** Adds one of a product; rejects when the server refuses. */
export async function addToCart(productId: number, quantity = 1): Promise<void> {
  const res = await fetch(`/api/cart/add/${getSessionId()}?id=${productId}&quantity=${quantity}`, { method: 'POST', headers: { 'X-Session-Id': getSessionId() } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  count += quantity;
  listeners.forEach((l) => l());
}

export function useCartCount(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
    () => 0,
  );
}
