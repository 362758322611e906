import { createContext, useContext } from 'react'

/** The Content-Security-Policy nonce for inline scripts, provided by entry.server. */
export const NonceContext = createContext<string | undefined>(undefined)
export const useNonce = () => useContext(NonceContext)
