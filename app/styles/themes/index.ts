import { kaTheme } from './ka.css.ts'
import { kclTheme } from './kcl.css.ts'
import { kiplTheme } from './kipl.css.ts'

/** Theme class names by the edition's theme id. */
export const themeClass: Record<string, string> = { ka: kaTheme, kipl: kiplTheme, kcl: kclTheme }
