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

  it('renders a primary button through the providers', () => {
    renderWithProviders(<Button colorPalette="primary">Guardar</Button>);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy();
  });
});
