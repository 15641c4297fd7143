// Under Add to Cart on a product page: does the shop deliver to my pincode, and from when? The page is
// cached for every visitor, so the server renders only an empty field. /buy's own check is its own
// script chunk, loaded once the visitor reaches for the field or when this device checked a pincode
// before (the check then fills it in): the page's own script carries only this field. Its label and, on
// a Hindi page, the check's Hindi texts come from the page's loader (product-words.server.ts).
import { Suspense, lazy, useId, useState, useSyncExternalStore } from 'react';
import { storageGet } from '../shell/visitor-session.ts';
import type { Messages } from '../shell/i18n.tsx';

const PincodeCheck = lazy(() => import('../leads/pincode-check.tsx').then((m) => ({ default: m.PincodeCheck })));

/** The remembered pincode changes only through the check itself, which this field then shows. */
const noChanges = () => () => {};

export function ProductPincode({ label, hindi }: { label: string; hindi: Messages | null }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [wanted, setWanted] = useState(false);
  // Under the key pincode-client.ts remembers a checked pincode; false while hydrating (the server
  // knows no device), then read once.
  const remembered = useSyncExternalStore(
    noChanges,
    () => storageGet('pincode') !== null,
    () => false,
  );
  const empty = <p className="pincode-check" />;
  return (
    <div className="product-pincode">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        maxLength={7}
        autoComplete="postal-code"
        value={typed}
        onFocus={() => setWanted(true)}
        onChange={(e) => {
          setWanted(true);
          setTyped(e.target.value);
        }}
      />
      <Suspense fallback={empty}>{wanted || remembered ? <PincodeCheck typed={typed} onRemembered={setTyped} hindi={hindi} /> : empty}</Suspense>
    </div>
  );
}
