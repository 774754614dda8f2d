import { act, renderHook } from '@testing-library/react';
import { DEFAULT_GENERAL_CONFIG } from '../contracts/config';
import { clearGeneralConfigCache, GENERAL_CONFIG_KEY, getGeneralConfig, useGeneralConfig, whenGeneralConfigSchemaLoaded } from './general-config';

/** What another tab's save does here: its localStorage write arrives as a 'storage' event. */
function saveInAnotherTab(config: object) {
  const newValue = JSON.stringify(config);
  localStorage.setItem(GENERAL_CONFIG_KEY, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: GENERAL_CONFIG_KEY, newValue }));
}

describe('general config across tabs', () => {
  beforeEach(() => clearGeneralConfigCache());
  // The settings' schema is loaded apart (the handheld's first bundle carries no zod).
  beforeAll(() => whenGeneralConfigSchemaLoaded());

  it('a save in another tab applies at once to what this tab shows', () => {
    const { result } = renderHook(() => useGeneralConfig());
    expect(result.current.mostrarItemsRestaurant).toBe(true);
    act(() => saveInAnotherTab({ ...DEFAULT_GENERAL_CONFIG, mostrarItemsRestaurant: false, currencyCode: 'UYU', locale: 'es-UY' }));
    expect(result.current).toMatchObject({ mostrarItemsRestaurant: false, currencyCode: 'UYU', locale: 'es-UY' });
    expect(getGeneralConfig().currencyCode).toBe('UYU');
  });

  it('ignores other keys and keeps what does not validate at its default', () => {
    const { result } = renderHook(() => useGeneralConfig());
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'otra-cosa', newValue: '1' }));
    });
    expect(result.current).toEqual(DEFAULT_GENERAL_CONFIG);
    act(() => saveInAnotherTab({ ...DEFAULT_GENERAL_CONFIG, hour12: true, locale: 'xx-YY' }));
    expect(result.current).toMatchObject({ hour12: true, locale: 'es-AR' });
  });
});
