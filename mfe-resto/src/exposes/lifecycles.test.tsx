import { describe, expect, it } from 'vitest';
import * as lifecycles from './lifecycles';

describe('mfe-resto ./lifecycles', () => {
  it('exports update, so the shell can pass every new address (a query string too) to the mounted pages', () => {
    // Without update the mounted remote keeps its first address: /pedidos?vista=cocina never opened the display.
    expect(typeof lifecycles.bootstrap).toBe('function');
    expect(typeof lifecycles.mount).toBe('function');
    expect(typeof lifecycles.update).toBe('function');
    expect(typeof lifecycles.unmount).toBe('function');
  });
});
