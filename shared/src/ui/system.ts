import { createSystem, defaultConfig, defineConfig, defineSlotRecipe } from '@chakra-ui/react';

/** Brand colours: primary #1a7fc7 and secondary #f57c00 sit at step 500. */
const primary = {
  50: '#e8f3fb',
  100: '#c6e0f4',
  200: '#a0cbec',
  300: '#72b3e2',
  400: '#449bd8',
  500: '#1a7fc7',
  600: '#1669a6',
  700: '#125485',
  800: '#0d3f64',
  900: '#092a43',
  950: '#051a2a',
};
const secondary = {
  50: '#fff3e5',
  100: '#ffe0bf',
  200: '#ffc98f',
  300: '#ffad57',
  400: '#fb9426',
  500: '#f57c00',
  600: '#cc6700',
  700: '#a35200',
  800: '#7a3d00',
  900: '#522900',
  950: '#331a00',
};

function scaleTokens(scale: Record<number, string>) {
  return Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, { value: v }]));
}

/**
 * The semantic slots Chakra recipes read when `colorPalette="primary"` is set. `solidStep` is the
 * step under white text: it must reach WCAG AA (4.5:1). The brand's own 500s do not (#1a7fc7 is
 * 4.28:1, #f57c00 2.70:1), so solid surfaces use a darker step of the same hue and the brand
 * colour stays for accents, borders and focus rings.
 */
function paletteSemantics(name: string, solidStep: number) {
  const c = (step: number) => `{colors.${name}.${step}}`;
  return {
    solid: { value: c(solidStep) },
    contrast: { value: 'white' },
    fg: { value: { _light: c(700), _dark: c(300) } },
    muted: { value: { _light: c(100), _dark: c(900) } },
    subtle: { value: { _light: c(50), _dark: c(950) } },
    emphasized: { value: { _light: c(200), _dark: c(800) } },
    focusRing: { value: c(500) },
  };
}

/**
 * Status texts (errors, warnings, success, info) sit on white and on the grey of muted surfaces
 * (#f4f4f5): Chakra's defaults (red.500 3.42:1 there, orange.600, green.600) fall below 4.5:1, so
 * they read one or two steps darker in the light theme (system.test.tsx measures them).
 */
const statusText = {
  error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
  warning: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
  success: { value: { _light: '{colors.green.800}', _dark: '{colors.green.300}' } },
  info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
};

/**
 * Two-option toggles (Porcentaje/Monto, Por monto/Partes iguales, Redonda/Cuadrada, Chica/Grande)
 * are Chakra segment groups: radios, so the chosen one is announced as checked. Chakra marks it
 * only with a white pill on light grey; here the chosen option is the primary solid colour with
 * white, semibold text (5.82:1) and the group has a visible border, so which one is selected shows
 * at a glance and in high contrast.
 */
const segmentGroup = defineSlotRecipe({
  slots: ['root', 'label', 'item', 'itemText', 'itemControl', 'indicator'],
  base: {
    root: {
      '--segment-indicator-bg': 'colors.primary.solid',
      '--segment-indicator-shadow': 'shadows.xs',
      bg: 'bg.muted',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
    },
    item: {
      color: 'fg',
      transition: 'color 0.15s',
      _checked: { color: 'primary.contrast', fontWeight: 'semibold' },
      '&[data-state=checked][data-ssr]': { bg: 'primary.solid' },
    },
  },
});

export const BRAND_COLORS = { primary: primary[500], secondary: secondary[500] } as const;

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
  theme: {
    slotRecipes: { segmentGroup },
    tokens: {
      colors: {
        primary: scaleTokens(primary),
        secondary: scaleTokens(secondary),
      },
    },
    semanticTokens: {
      colors: {
        // white on primary.600 is 5.82:1, on secondary.700 5.58:1 (system.test.tsx checks both).
        primary: paletteSemantics('primary', 600),
        secondary: paletteSemantics('secondary', 700),
        fg: statusText,
      },
    },
  },
});

/** The product's Chakra v3 system. */
export const system = createSystem(defaultConfig, config);
