import { DEFAULT_GENERAL_CONFIG } from '../contracts/config';
import { configureApiClient } from '../api-client/state';
import { readDefaultExchangeRate, writeDefaultExchangeRate } from './exchange-rate';
import { clearGeneralConfigCache, getGeneralConfig, loadGeneralConfig } from './general-config';
import { rememberOrigin, takeOrigin, viewChoiceOffered, viewPreference } from './navigation';
import { jsonResponse, stubFetch } from './test-helpers';

describe('redirect origin', () => {
  it('remembers a path once', () => {
    rememberOrigin('/ventas?x=1');
    expect(takeOrigin()).toBe('/ventas?x=1');
    expect(takeOrigin()).toBeNull();
  });

  it('never remembers /login or other origins', () => {
    rememberOrigin('/login');
    rememberOrigin('https://evil.test/x');
    rememberOrigin('//evil.test');
    expect(takeOrigin()).toBeNull();
  });
});

describe('view preference', () => {
  it('reads, sets and clears mobile|tablet|desktop under rf_view_pref', () => {
    expect(viewPreference.get()).toBeNull();
    viewPreference.set('tablet');
    expect(localStorage.getItem('rf_view_pref')).toBe('tablet');
    expect(viewPreference.get()).toBe('tablet');
    viewPreference.clear();
    expect(viewPreference.get()).toBeNull();
  });

  it('ignores values that are not a view', () => {
    localStorage.setItem('rf_view_pref', 'tv');
    expect(viewPreference.get()).toBeNull();
  });

  it('the view-choice flag lives for the session', () => {
    expect(viewChoiceOffered.get()).toBe(false);
    viewChoiceOffered.mark();
    expect(viewChoiceOffered.get()).toBe(true);
    expect(sessionStorage.getItem('rf_view_choice_offered')).toBe('1');
  });
});

describe('general config', () => {
  beforeEach(() => {
    configureApiClient({ apiBase: '' });
    clearGeneralConfigCache();
  });

  it('loads GET /configuracion/general and caches it under configGeneral', async () => {
    const calls = stubFetch(() => jsonResponse({ success: true, data: { ...DEFAULT_GENERAL_CONFIG, mostrarItemsRestaurant: false } }));
    const config = await loadGeneralConfig();
    expect(calls[0]!.url).toBe('/api/configuracion/general');
    expect(config.mostrarItemsRestaurant).toBe(false);
    expect(getGeneralConfig().mostrarItemsRestaurant).toBe(false);
    expect(JSON.parse(localStorage.getItem('configGeneral')!).mostrarItemsRestaurant).toBe(false);
  });

  it('keeps the cached settings when the server cannot be reached', async () => {
    stubFetch(() => jsonResponse({ success: true, data: { mostrarTipoCambio: false } }));
    await loadGeneralConfig();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const config = await loadGeneralConfig();
    expect(config.mostrarTipoCambio).toBe(false);
    expect(config.locale).toBe('es-AR');
  });

  it('fills missing or invalid fields from the defaults', async () => {
    stubFetch(() => jsonResponse({ success: true, data: { barraLateralAbierta: 'sí', hour12: true } }));
    const config = await loadGeneralConfig();
    expect(config.barraLateralAbierta).toBe(DEFAULT_GENERAL_CONFIG.barraLateralAbierta);
    expect(config.hour12).toBe(true);
  });
});

describe('default exchange rate', () => {
  it('reads what was written, as exact decimal text', () => {
    writeDefaultExchangeRate({ moneda: 'usd', valor: '1050.50' });
    expect(readDefaultExchangeRate()).toEqual({ moneda: 'USD', valor: '1050.50' });
  });

  it('the ARS / 0 pair and garbage mean no rate', () => {
    localStorage.setItem('cambioDefault', JSON.stringify({ moneda: 'ARS', valor: 0 }));
    expect(readDefaultExchangeRate()).toBeNull();
    localStorage.setItem('cambioDefault', 'no json');
    expect(readDefaultExchangeRate()).toBeNull();
    writeDefaultExchangeRate(null);
    expect(localStorage.getItem('cambioDefault')).toBeNull();
  });
});
