// The Market Definitions Locator's part, mdl-app (spec 001 §1): every screen of the mini-app and
// its styles, one script and one stylesheet of the build, fetched on the first visit to the
// locator (./part.ts). Route modules import it only through mdlApp.
export { DocumentScreen } from './screens/document.tsx'
export { EmailScreen } from './screens/email.tsx'
export { FrameScreen } from './screens/frame.tsx'
export { HomeScreen } from './screens/home.tsx'
export { LoginScreen } from './screens/login.tsx'
export { LogoutScreen } from './screens/logout.tsx'
export { SearchScreen } from './screens/search.tsx'
