// The alert's landing page at this edition's address (see competition.tsx).
export { loader, meta, handle, default, ErrorBoundary } from './competition.tsx'
