import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { system } from './system';
import { renderWithProviders } from './test-utils';

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

  it('renders a primary button through the providers', () => {
    renderWithProviders(<Button colorPalette="primary">Guardar</Button>);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });
});
