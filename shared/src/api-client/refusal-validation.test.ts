import { getI18n, resetI18nForTests, setLanguage, VALIDATION_NS } from '../i18n';
import { refusalText } from './errors';

beforeEach(() => resetI18nForTests());
afterEach(async () => setLanguage('es'));

/*
 * A VALIDACION refusal carries the api's Spanish field messages; the screens' validation
 * dictionary (keyed by that text) has them in the other languages.
 */
const CANTIDAD = 'La cantidad de cada línea de la receta debe ser de 0 o más, con hasta 6 decimales';
const MERMA = 'La merma de cada línea de la receta debe ser un porcentaje de 0 a menos de 100, con hasta 2 decimales';

function dictionary() {
  const i18n = getI18n();
  i18n.addResourceBundle('es', VALIDATION_NS, { [CANTIDAD]: CANTIDAD, [MERMA]: MERMA }, true, false);
  i18n.addResourceBundle(
    'br',
    VALIDATION_NS,
    { [CANTIDAD]: 'A quantidade de cada linha da receita deve ser 0 ou mais, com até 6 casas decimais', [MERMA]: 'A perda…' },
    true,
    false,
  );
  i18n.addResourceBundle(
    'en',
    VALIDATION_NS,
    { [CANTIDAD]: "Each recipe line's quantity must be 0 or more, with up to 6 decimals", [MERMA]: "Each recipe line's waste…" },
    true,
    false,
  );
}

describe("a validation refusal's field messages", () => {
  const refusal = { code: 'VALIDACION', params: { campo: 'lineas[1].cantidad' }, message: CANTIDAD };

  it('read in Portuguese and English when the dictionary has them', async () => {
    dictionary();
    await setLanguage('br');
    expect(refusalText(refusal)).toBe('A quantidade de cada linha da receita deve ser 0 ou mais, com até 6 casas decimais');
    await setLanguage('en');
    expect(refusalText(refusal)).toBe("Each recipe line's quantity must be 0 or more, with up to 6 decimals");
    expect(refusalText({ ...refusal, message: `${CANTIDAD}; ${MERMA}` })).toBe("Each recipe line's quantity must be 0 or more, with up to 6 decimals; Each recipe line's waste…");
  });

  it('stay as the server wrote them in Spanish', async () => {
    dictionary();
    await setLanguage('es');
    expect(refusalText(refusal)).toBe(CANTIDAD);
  });

  it('fall back to the generic text when one of them is not in the dictionary', async () => {
    dictionary();
    await setLanguage('en');
    expect(refusalText({ ...refusal, message: `${CANTIDAD}; El campo 'nombre' es obligatorio` })).toBe("The field 'lineas[1].cantidad' is not valid");
  });
});
