import { createTheme } from '@vanilla-extract/css'
import { vars } from '../theme.css.ts'

export const kaTheme = createTheme(vars, {
  color: {
    brand: '#940c72',
    brandDark: '#6d0854',
    brandTint: '#f8e9f4',
    onBrand: '#ffffff',
    link: '#940c72',
  },
})
