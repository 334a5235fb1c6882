/**
 * Design tokens for the light and dark themes (styled-components).
 * Components read colours and sizes from the theme, never hard-coded values.
 */
import type { ThemeName } from '@/domain/theme';

const shared = {
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  font: {
    family: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "'JetBrains Mono', 'SFMono-Regular', Menlo, monospace",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: 1.5,
  },
  breakpoints: { mobile: 768 },
  /** Spec section 9: modal 300 ms, backdrop 150 ms. */
  transitions: { modalMs: 300, backdropMs: 150, fastMs: 120 },
  zIndex: { sidebar: 20, topbar: 30, dropdown: 40, modal: 50, overlay: 60, toast: 70 },
  layout: {
    sidebarWidth: '248px',
    sidebarCollapsedWidth: '68px',
    topbarHeight: '60px',
    /** The page's full height, less the room the shell's messages take at the bottom (ShellBanners sets --dock-room). */
    pageMinHeight: 'calc(100vh - var(--dock-room, 0px))',
  },
} as const;

export interface ThemeColors {
  readonly bg: string;
  readonly surface: string;
  readonly surfaceAlt: string;
  readonly border: string;
  readonly text: string;
  readonly textMuted: string;
  readonly primary: string;
  readonly primaryHover: string;
  readonly onPrimary: string;
  readonly secondary: string;
  readonly onSecondary: string;
  readonly success: string;
  readonly warning: string;
  readonly danger: string;
  readonly info: string;
  readonly successSoft: string;
  readonly warningSoft: string;
  readonly dangerSoft: string;
  readonly infoSoft: string;
  readonly neutralSoft: string;
  readonly focus: string;
  readonly overlay: string;
  readonly sidebarBg: string;
  readonly sidebarText: string;
  readonly sidebarMuted: string;
  readonly sidebarActive: string;
  readonly link: string;
  readonly inputBg: string;
  readonly disabled: string;
  /** The browser's and the installed app's title bar (meta theme-color). */
  readonly browserBar: string;
}

const light: ThemeColors = {
  bg: '#f4f6fb',
  surface: '#ffffff',
  surfaceAlt: '#eef1f8',
  border: '#d5dbe7',
  text: '#1c2333',
  textMuted: '#5b6478',
  primary: '#1f5fbf',
  primaryHover: '#194e9e',
  onPrimary: '#ffffff',
  secondary: '#f2a516',
  onSecondary: '#1c2333',
  success: '#17693f',
  warning: '#8a5700',
  danger: '#a9321f',
  info: '#1f6f9f',
  successSoft: '#dff3e8',
  warningSoft: '#fdf0d5',
  dangerSoft: '#fbe3e0',
  infoSoft: '#dceefa',
  neutralSoft: '#e8ebf2',
  focus: '#7aa7ff',
  overlay: 'rgba(15, 21, 36, 0.55)',
  sidebarBg: '#13294b',
  sidebarText: '#e9eefb',
  sidebarMuted: '#9fb0d0',
  sidebarActive: '#1f5fbf',
  link: '#1f5fbf',
  inputBg: '#ffffff',
  disabled: '#a3abbd',
  browserBar: '#1f5fbf',
};

const dark: ThemeColors = {
  bg: '#0f1522',
  surface: '#182133',
  surfaceAlt: '#202b40',
  border: '#2e3a52',
  text: '#e7ecf6',
  textMuted: '#a3adc2',
  primary: '#5b9bff',
  primaryHover: '#7fb1ff',
  onPrimary: '#0b1220',
  secondary: '#f5b83d',
  onSecondary: '#0b1220',
  success: '#4cc98a',
  warning: '#f0b545',
  danger: '#ff7b6b',
  info: '#5cb8f0',
  successSoft: '#183a2a',
  warningSoft: '#3d3117',
  dangerSoft: '#42211e',
  infoSoft: '#17324a',
  neutralSoft: '#263149',
  focus: '#9cc0ff',
  overlay: 'rgba(0, 0, 0, 0.65)',
  sidebarBg: '#0b1220',
  sidebarText: '#e7ecf6',
  sidebarMuted: '#8391ad',
  sidebarActive: '#2b5ca8',
  link: '#8dbaff',
  inputBg: '#111a2a',
  disabled: '#5d6780',
  browserBar: '#0f1522',
};

export interface AppTheme {
  readonly mode: ThemeName;
  readonly colors: ThemeColors;
  readonly radii: typeof shared.radii;
  readonly space: typeof shared.space;
  readonly font: typeof shared.font;
  readonly breakpoints: typeof shared.breakpoints;
  readonly transitions: typeof shared.transitions;
  readonly zIndex: typeof shared.zIndex;
  readonly layout: typeof shared.layout;
  readonly shadow: { readonly sm: string; readonly md: string; readonly lg: string };
}

export const lightTheme: AppTheme = {
  mode: 'light',
  colors: light,
  shadow: {
    sm: '0 1px 2px rgba(20, 32, 60, 0.08)',
    md: '0 4px 14px rgba(20, 32, 60, 0.10)',
    lg: '0 12px 40px rgba(20, 32, 60, 0.18)',
  },
  ...shared,
};

export const darkTheme: AppTheme = {
  mode: 'dark',
  colors: dark,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 40px rgba(0, 0, 0, 0.6)',
  },
  ...shared,
};

export const themes: Readonly<Record<ThemeName, AppTheme>> = { light: lightTheme, dark: darkTheme };

/** Media query for the mobile layout (width 768 px or less, spec section 9). */
export const mobileQuery = `(max-width: ${shared.breakpoints.mobile}px)`;
