import { ERROR_CATALOGUE, ERROR_CODES } from '../contracts/errors';
import { LOCALE_FILES, spanishText, translations } from './resources';
import { flattenTranslations } from './testing';
import { getLanguage, initI18n, LANGUAGE_KEY, resetI18nForTests, setLanguage } from './index';

function resetInstance() {
  resetI18nForTests();
}

describe('locale files', () => {
  const languages = ['es', 'br', 'en'] as const;
  const files = Object.keys(LOCALE_FILES.es) as (keyof typeof LOCALE_FILES.es)[];

  it.each(files)('%s.json has exactly the same keys in es, br and en', (file) => {
    const es = Object.keys(flattenTranslations(LOCALE_FILES.es[file])).sort();
    expect(Object.keys(flattenTranslations(LOCALE_FILES.br[file])).sort()).toEqual(es);
    expect(Object.keys(flattenTranslations(LOCALE_FILES.en[file])).sort()).toEqual(es);
  });

  it.each(languages)('%s has no empty or non-string value', (lang) => {
    for (const [key, value] of Object.entries(flattenTranslations(translations[lang]))) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('no two files define the same key (they merge into one namespace, one level deep)', () => {
    const keys = Object.values(LOCALE_FILES.es).flatMap((tree) => Object.keys(flattenTranslations(tree)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(flattenTranslations(translations.es)).length).toBe(keys.length);
  });

  it('keeps the SPEC Spanish texts word for word', () => {
    expect(spanishText('feedback.offline')).toBe('Sin conexión a internet');
    expect(spanishText('realtime.reconnecting')).toBe('Reconectando...');
    expect(spanishText('feedback.unexpectedError')).toBe('Unexpected Application Error!');
    expect(spanishText('notifications.cerrar')).toBe('Cerrar');
    expect(spanishText('notifications.titles.error')).toBe('Ocurrió un error');
    expect(spanishText('notifications.titles.warning')).toBe('Atención');
    expect(spanishText('notifications.titles.success')).toBe('Operación exitosa');
    expect(spanishText('notifications.titles.info')).toBe('Información');
    expect(spanishText('pagesLogin.credencialesIncorrectas')).toBe('Credenciales incorrectas');
    expect(spanishText('pagesLogin.errorConexion')).toBe('Error de conexión. Verifica tu internet e intenta nuevamente.');
    expect(spanishText('feedback.connectionError')).toBe('Connection Error');
    expect(spanishText('feedback.retryFailed')).toBe('Error al reintentar');
    expect(spanishText('feedback.sessionExpired')).toBe('Sesión expirada. Redirigiendo al login...');
    expect(spanishText('pagesLogin.emailRequerido')).toBeTruthy();
    expect(spanishText('pagesLogin.passwordRequerido')).toBeTruthy();
    expect(spanishText('pagesLogin.errorAutenticacion')).toBeTruthy();
  });

  it('has a page title for every route', () => {
    expect(translations.es.routes).toMatchObject({
      dashboard: 'Dashboard',
      pedidos: 'Pedidos en curso',
      historialPedidos: 'Historial de pedidos',
      reservasPedidos: 'Reservas de pedidos',
      arqueos: 'Arqueos de caja',
      arqueoCierre: 'Cierre de arqueo',
      gastos: 'Gastos',
      ventas: 'Ventas',
      historialVentas: 'Historial de ventas',
      clientes: 'Clientes',
      resto: 'Mesas',
      editarMesas: 'Editar mesas',
      reservas: 'Reservas',
      catalogo: 'Catálogo',
      reportes: 'Reportes',
      config: 'Configuración',
      usuarios: 'Usuarios',
      roles: 'Roles',
      productos: 'Productos',
      stock: 'Stock',
      proveedores: 'Proveedores',
      mVenta: 'Venta',
      mPrecio: 'Consulta de precios',
      mStock: 'Stock',
      mReportes: 'Reportes',
      tReportes: 'Reportes',
      mMesas: 'Mesas',
    });
  });
});

describe('errors.<CODE>: the api refusal catalogue', () => {
  const flatEs = flattenTranslations(translations.es);

  it.each(ERROR_CODES)('%s in es is the api text word for word', (code) => {
    const template = ERROR_CATALOGUE[code];
    if (typeof template === 'string') expect(flatEs[`errors.${code}`]).toBe(template);
    else expect([flatEs[`errors.${code}_one`], flatEs[`errors.${code}_other`]]).toEqual([template.one, template.other]);
  });

  it('has no code the api does not know', () => {
    const codes = Object.keys(translations.es.errors as Record<string, unknown>)
      .filter((key) => /^[A-Z]/.test(key))
      .map((key) => key.replace(/_(one|other)$/, ''));
    expect(new Set(codes)).toEqual(new Set(ERROR_CODES));
  });
});

describe('plural forms', () => {
  beforeEach(resetInstance);
  afterEach(resetInstance);

  it("follow each language's locale: br is Portuguese, not Breton", async () => {
    const i18n = initI18n();
    await setLanguage('br');
    expect(i18n.t('errors.DEMASIADOS_INTENTOS', { count: 2 })).toBe('Muitas tentativas malsucedidas. Aguarde 2 minutos e tente novamente.');
    expect(i18n.t('errors.DEMASIADOS_INTENTOS', { count: 3 })).toBe('Muitas tentativas malsucedidas. Aguarde 3 minutos e tente novamente.');
    expect(i18n.t('errors.DEMASIADOS_INTENTOS', { count: 1 })).toBe('Muitas tentativas malsucedidas. Aguarde 1 minuto e tente novamente.');
    await setLanguage('es');
    expect(i18n.t('errors.DEMASIADOS_INTENTOS', { count: 1 })).toBe('Demasiados intentos fallidos. Esperá 1 minuto e intentá nuevamente.');
  });
});

describe('initI18n / setLanguage', () => {
  beforeEach(resetInstance);
  afterEach(resetInstance);

  it('starts in Spanish without a stored choice', () => {
    const i18n = initI18n();
    expect(i18n.language).toBe('es');
    expect(i18n.t('routes.pedidos')).toBe('Pedidos en curso');
  });

  it('restores a stored valid language', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(initI18n().t('routes.pedidos')).toBe('Orders in progress');
    expect(getLanguage()).toBe('en');
  });

  it('an invalid stored language falls back to es', () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(initI18n().language).toBe('es');
    expect(initI18n().t('feedback.offline')).toBe('Sin conexión a internet');
  });

  it('setLanguage switches, stores the choice and sets <html lang>', async () => {
    const i18n = initI18n();
    await setLanguage('br');
    expect(i18n.t('routes.historialVentas')).toBe('Histórico de vendas');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('br');
    expect(document.documentElement.lang).toBe('pt-BR');
    resetInstance();
    expect(initI18n().language).toBe('br');
  });

  it('is one instance per page', () => {
    expect(initI18n()).toBe(initI18n());
  });
});
