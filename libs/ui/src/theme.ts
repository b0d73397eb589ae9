/** Design tokens: one place for colours, type, spacing and shape. */
export const theme = {
  colors: {
    primary: '#1e3a8a',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    accent: '#0f766e',
    text: '#0f172a',
    muted: '#475569',
    border: '#e2e8f0',
    surface: '#ffffff',
    background: '#f8fafc',
    subtle: '#f1f5f9',
    destructive: '#b91c1c',
    destructiveText: '#ffffff',
    /** Background and border of an inline error box (the red alert). */
    destructiveSubtle: '#fef2f2',
    destructiveBorder: '#fecaca',
    /** Dims the page behind a modal dialog. */
    overlay: 'rgba(15, 23, 42, 0.5)',
    success: '#15803d',
    /** Behind the searched words found in a text (a CV's snippet). */
    highlight: '#fef08a',
    focus: '#2563eb',
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2.25rem', hero: '3rem' },
  },
  space: (n: number) => `${n * 0.25}rem`,
  radius: { sm: '0.375rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    /** Floating layers: dialogs, menus, toasts. */
    popover: '0 10px 15px -3px rgba(15, 23, 42, 0.15), 0 4px 6px -4px rgba(15, 23, 42, 0.1)',
  },
  /** Stacking order of floating layers, lowest first. */
  layer: { dialog: 50, menu: 60, toast: 100 },
  maxWidth: '72rem',
} as const;

export type Theme = typeof theme;

// Types `props.theme` in every styled component of every app that imports the design system.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
