import { Button, SegmentGroup } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { system } from './system';
import { renderWithProviders } from './test-utils';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** A colour token's hex, following references like {colors.red.700}. */
function hexOf(name: string, mode: '_light' | '_dark' = '_light'): string {
  const token = system.tokens.getByName(name);
  const conditions = token?.extensions?.conditions as Record<string, string> | undefined;
  const value: unknown = conditions?.[mode] ?? token?.originalValue;
  const ref = typeof value === 'string' ? /^\{(.+)\}$/.exec(value)?.[1] : undefined;
  return ref ? hexOf(ref, mode) : (value as string);
}

describe('Chakra system', () => {
  it('carries the brand colours as tokens', () => {
    expect(system.token('colors.primary.500')).toBe('#1a7fc7');
    expect(system.token('colors.secondary.500')).toBe('#f57c00');
  });

  it('has primary and secondary colour palettes for recipes', () => {
    for (const palette of ['primary', 'secondary']) {
      for (const slot of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
        expect(system.tokens.getVar(`colors.${palette}.${slot}`), `${palette}.${slot}`).toBeTruthy();
      }
    }
  });

  it('puts white text only on solid colours that reach WCAG AA contrast (4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const palette of ['primary', 'secondary']) {
      const solid = system.tokens.getByName(`colors.${palette}.solid`)?.originalValue as string;
      const step = /^\{colors\.\w+\.(\d+)\}$/.exec(solid)?.[1];
      expect(step, `${palette}.solid is a step of its scale`).toBeDefined();
      expect(system.tokens.getByName(`colors.${palette}.contrast`)?.originalValue).toBe('white');
      const hex = system.tokens.getByName(`colors.${palette}.${step}`)?.originalValue as string;
      expect(1.05 / (luminance(hex) + 0.05), `white on ${palette}.solid ${hex}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('status texts reach 4.5:1 on white and on the grey of muted surfaces', () => {
    const muted = hexOf('colors.bg.muted');
    expect(muted).toMatch(/^#[0-9a-f]{6}$/i);
    for (const status of ['error', 'warning', 'success', 'info']) {
      const fg = hexOf(`colors.fg.${status}`);
      expect(contrast(fg, '#ffffff'), `fg.${status} ${fg} on white`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(fg, muted), `fg.${status} ${fg} on ${muted}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(hexOf('colors.fg.muted'), muted)).toBeGreaterThanOrEqual(4.5);
  });

  it('a two-option toggle shows the chosen option in the solid primary colour with white text', () => {
    const recipe = system.getSlotRecipe('segmentGroup');
    const base = recipe.base as Record<string, Record<string, unknown>>;
    expect(base.root?.['--segment-indicator-bg']).toBe('colors.primary.solid');
    expect(base.item?._checked).toMatchObject({ color: 'primary.contrast', fontWeight: 'semibold' });
    // Chakra's own layout of the group is kept (the override merges, it does not replace).
    expect(base.root?.display).toBe('inline-flex');
    expect(contrast('#ffffff', hexOf('colors.primary.600'))).toBeGreaterThanOrEqual(4.5);
  });

  it('a toggle tells assistive technology which option is chosen', () => {
    renderWithProviders(
      <SegmentGroup.Root defaultValue="monto" aria-label="Tipo">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'porcentaje', label: 'Porcentaje' },
            { value: 'monto', label: 'Monto' },
          ]}
        />
      </SegmentGroup.Root>,
    );
    expect((screen.getByRole('radio', { name: 'Monto' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Porcentaje' }) as HTMLInputElement).checked).toBe(false);
  });

  it('renders a primary button through the providers', () => {
    renderWithProviders(<Button colorPalette="primary">Guardar</Button>);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });
});
