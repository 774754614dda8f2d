import { resetI18nForTests, setLanguage } from '../i18n';
import { refusalText } from './errors';

beforeEach(() => resetI18nForTests());
afterEach(async () => setLanguage('es'));

describe("a refusal's decimals are written in the user's language", () => {
  const refusal = {
    code: 'STOCK_INSUFICIENTE',
    params: { producto: 'Queso', cantidad: '0.5kg' },
    message: "Stock insuficiente de 'Queso': quedan 0.5kg",
  };

  it('es-AR writes a decimal comma, even where the server wrote a point', async () => {
    await setLanguage('es');
    expect(refusalText(refusal)).toBe("Stock insuficiente de 'Queso': quedan 0,5kg");
  });

  it('br uses the comma too, en the point', async () => {
    await setLanguage('br');
    expect(refusalText(refusal)).toBe("Estoque insuficiente de 'Queso': restam 0,5kg");
    await setLanguage('en');
    expect(refusalText(refusal)).toBe("Not enough stock of 'Queso': 0.5kg left");
  });

  it("a refusal without decimals keeps the server's Spanish message as sent", async () => {
    await setLanguage('es');
    const entero = { code: 'STOCK_INSUFICIENTE', params: { producto: 'Queso', cantidad: '2' }, message: "Stock insuficiente de 'Queso': quedan 2" };
    expect(refusalText(entero)).toBe("Stock insuficiente de 'Queso': quedan 2");
  });
});
