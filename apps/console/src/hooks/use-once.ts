import { useRef, useState } from 'react';

/**
 * Runs one action at a time: a second click while the first is on its way does nothing. `busy` is
 * for disabling buttons; the ref decides, so two clicks within one render cannot both start.
 */
export function useOnce() {
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const once = async (action: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  return { busy, once };
}
