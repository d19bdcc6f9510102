import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the current server render (entry.server.tsx provides it).
 * In the browser it is empty: the inline scripts have run by then, and the nonce stays out of the
 * hydration data (loader data is readable by any script and by injected markup).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
