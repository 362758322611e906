// Manual IP's part, mip-app (spec 001 §1): every screen of the mini-app and its styles, one
// script and one stylesheet of the build, fetched on the first visit to /manual-ip (./part.ts).
// Route modules import it only through mipApp.
export { FavouritesScreen } from './screens/favorites.tsx'
export { FrameScreen } from './screens/frame.tsx'
export { HomeScreen } from './screens/home.tsx'
export { SearchScreen } from './screens/search.tsx'
