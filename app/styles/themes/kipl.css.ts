import { createTheme } from '@vanilla-extract/css'
import { vars } from '../theme.css.ts'

export const kiplTheme = createTheme(vars, {
  color: {
    brand: '#007ac3',
    brandDark: '#005a8f',
    brandTint: '#e5f3fa',
    onBrand: '#ffffff',
    link: '#005f99',
  },
})
