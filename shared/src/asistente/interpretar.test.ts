import { interpretar, type Interpretacion } from './interpretar';
import { buscarEnMenu } from './menu';
import { leerNumero } from './numeros';

/** The demo venue's menu (api/src/seed/demo-menu.ts) plus a few names that test the edges. */
const MENU = [
  'Empanada de carne cortada a cuchillo',
  'Empanada de jamón y queso',
  'Provoleta a la parrilla',
  'Rabas',
  'Tabla de fiambres y quesos',
  'Bife de chorizo con guarnición',
  'Milanesa napolitana con papas fritas',
  'Ñoquis de papa con salsa fileto',
  'Suprema de pollo grillada',
  'Sorrentinos de jamón y queso',
  'Pizza muzzarella',
  'Pizza napolitana',
  'Fugazzeta rellena',
  'Pizza calabresa',
  'Flan casero con dulce de leche',
  'Tiramisú',
  'Panqueque con dulce de leche',
  'Helado artesanal',
  'Agua mineral sin gas 500 ml',
  'Gaseosa cola 500 ml',
  'Cerveza IPA tirada pinta',
  'Vino Malbec botella 750 ml',
  'Café espresso',
  'Limonada con menta y jengibre',
  'Pan de campo',
  'Fernet con cola',
  'Negroni de la casa',
  'Gin tonic de pomelo y romero',
  'Aperol spritz',
].map((nombre, i) => ({ id: i + 1, nombre }));

const id = (nombre: string) => MENU.find((p) => p.nombre === nombre)!.id;

type Comanda = Extract<Interpretacion, { tipo: 'comanda' }>;

function comanda(text: string): Comanda {
  const r = interpretar(text, MENU);
  if (r.tipo !== 'comanda') throw new Error(`'${text}' was read as ${JSON.stringify(r)}`);
  return r;
}

/** A comanda's lines as [quantity, product name or 'candidates: a | b', notes]. */
function lines(text: string) {
  return comanda(text).lineas.map((l) => [
    l.cantidad,
    l.producto
      ? l.producto.nombre
      : `? ${l.candidatos
          .map((c) => c.nombre)
          .sort()
          .join(' | ')}`,
    l.notas,
  ]);
}

describe('leerNumero', () => {
  it.each([
    [['2'], 2, 1],
    [['una'], 1, 1],
    [['un'], 1, 1],
    [['dos'], 2, 1],
    [['doce'], 12, 1],
    [['veintidos'], 22, 1],
    [['treinta', 'y', 'dos'], 32, 3],
    [['cuarenta'], 40, 1],
    [['media', 'docena', 'de'], 6, 3],
    [['una', 'docena'], 12, 2],
    [['un', 'par', 'de'], 2, 3],
    [['x3'], 3, 1],
  ])('%j is %i in %i words', (words, valor, palabras) => {
    expect(leerNumero(words)).toEqual({ valor, palabras });
  });

  it('is not a number: a product word', () => {
    expect(leerNumero(['birra'])).toBeNull();
  });
});

describe('dictating a comanda', () => {
  it("reads the issue's phrase: two beers and a muzzarella for table 7", () => {
    const r = comanda('dos birras y una muzza para la 7');
    expect(r.mesa).toBe(7);
    expect(r.lineas.map((l) => [l.cantidad, l.producto?.id])).toEqual([
      [2, id('Cerveza IPA tirada pinta')],
      [1, id('Pizza muzzarella')],
    ]);
  });

  it.each([
    ['mesa siete: dos birras', 7],
    ['para la mesa 12 un flan', 12],
    ['a la mesa doce un flan', 12],
    ['un flan para la treinta y dos', 32],
    ['en la 3 un cafe', 3],
    ['agregá un café a la 4', 4],
    ['mesa nro 9 una coca', 9],
    ['un flan', null],
  ])('finds the table in %j', (text, mesa) => {
    expect(comanda(text).mesa).toBe(mesa);
  });

  it.each<[string, (string | number | null)[][]]>([
    ['2 cervezas', [[2, 'Cerveza IPA tirada pinta', null]]],
    ['tres birras', [[3, 'Cerveza IPA tirada pinta', null]]],
    ['un porrón', [[1, 'Cerveza IPA tirada pinta', null]]],
    ['una muza', [[1, 'Pizza muzzarella', null]]],
    ['una mozzarella', [[1, 'Pizza muzzarella', null]]],
    ['una muzarela', [[1, 'Pizza muzzarella', null]]],
    ['una fugazeta', [[1, 'Fugazzeta rellena', null]]],
    ['una calabresa', [[1, 'Pizza calabresa', null]]],
    ['una mila', [[1, 'Milanesa napolitana con papas fritas', null]]],
    ['dos milanesas', [[2, 'Milanesa napolitana con papas fritas', null]]],
    ['dos empanadas de carne', [[2, 'Empanada de carne cortada a cuchillo', null]]],
    ['media docena de empanadas de carne', [[6, 'Empanada de carne cortada a cuchillo', null]]],
    ['doce empanadas de jamon y queso', [[12, 'Empanada de jamón y queso', null]]],
    ['dos empas de carne', [[2, 'Empanada de carne cortada a cuchillo', null]]],
    ['una coca', [[1, 'Gaseosa cola 500 ml', null]]],
    ['dos gaseosas', [[2, 'Gaseosa cola 500 ml', null]]],
    ['un agua sin gas', [[1, 'Agua mineral sin gas 500 ml', null]]],
    ['dos aguas', [[2, 'Agua mineral sin gas 500 ml', null]]],
    ['un fernet', [[1, 'Fernet con cola', null]]],
    ['un fernecito', [[1, 'Fernet con cola', null]]],
    ['un malbec', [[1, 'Vino Malbec botella 750 ml', null]]],
    ['una botella de vino', [[1, 'Vino Malbec botella 750 ml', null]]],
    ['dos cafecitos', [[2, 'Café espresso', null]]],
    ['un expreso', [[1, 'Café espresso', null]]],
    ['un flan', [[1, 'Flan casero con dulce de leche', null]]],
    ['dos flanes', [[2, 'Flan casero con dulce de leche', null]]],
    ['un tiramisu', [[1, 'Tiramisú', null]]],
    ['un panqueque', [[1, 'Panqueque con dulce de leche', null]]],
    ['un helado', [[1, 'Helado artesanal', null]]],
    ['una provo', [[1, 'Provoleta a la parrilla', null]]],
    ['unas rabas', [[1, 'Rabas', null]]],
    ['una porción de rabas', [[1, 'Rabas', null]]],
    ['un bife de chorizo', [[1, 'Bife de chorizo con guarnición', null]]],
    ['dos ñoquis', [[2, 'Ñoquis de papa con salsa fileto', null]]],
    ['dos noquis', [[2, 'Ñoquis de papa con salsa fileto', null]]],
    ['una suprema', [[1, 'Suprema de pollo grillada', null]]],
    ['unos sorrentinos', [[1, 'Sorrentinos de jamón y queso', null]]],
    ['un gin tonic', [[1, 'Gin tonic de pomelo y romero', null]]],
    ['un aperol', [[1, 'Aperol spritz', null]]],
    ['un negroni', [[1, 'Negroni de la casa', null]]],
    ['una limonada', [[1, 'Limonada con menta y jengibre', null]]],
    ['un pan de campo', [[1, 'Pan de campo', null]]],
    ['una tabla de fiambres', [[1, 'Tabla de fiambres y quesos', null]]],
    ['x2 pizza muzzarella', [[2, 'Pizza muzzarella', null]]],
  ])('%j', (text, expected) => {
    expect(lines(text)).toEqual(expected);
  });

  it.each<[string, (string | number | null)[][]]>([
    [
      'dos birras, una muzza y un flan',
      [
        [2, 'Cerveza IPA tirada pinta', null],
        [1, 'Pizza muzzarella', null],
        [1, 'Flan casero con dulce de leche', null],
      ],
    ],
    [
      'una coca más dos aguas',
      [
        [1, 'Gaseosa cola 500 ml', null],
        [2, 'Agua mineral sin gas 500 ml', null],
      ],
    ],
    [
      'anotame un bife de chorizo jugoso y una suprema bien cocida para la 5',
      [
        [1, 'Bife de chorizo con guarnición', 'Jugoso'],
        [1, 'Suprema de pollo grillada', 'Bien cocida'],
      ],
    ],
    ['una mila sin sal', [[1, 'Milanesa napolitana con papas fritas', 'Sin sal']]],
    ['una muzza extra queso', [[1, 'Pizza muzzarella', 'Extra queso']]],
    [
      'tres empanadas de carne, una sin cebolla',
      [
        [2, 'Empanada de carne cortada a cuchillo', null],
        [1, 'Empanada de carne cortada a cuchillo', 'Sin cebolla'],
      ],
    ],
    ['un fernet sin hielo', [[1, 'Fernet con cola', 'Sin hielo']]],
  ])('several lines and notes: %j', (text, expected) => {
    expect(lines(text)).toEqual(expected);
  });

  it('asks between the products that fit equally instead of guessing', () => {
    expect(lines('una pizza')).toEqual([[1, '? Pizza calabresa | Pizza muzzarella | Pizza napolitana', null]]);
    expect(lines('una napo')).toEqual([[1, '? Milanesa napolitana con papas fritas | Pizza napolitana', null]]);
    expect(lines('dos empanadas')).toEqual([[2, '? Empanada de carne cortada a cuchillo | Empanada de jamón y queso', null]]);
  });

  it('keeps a line it could not match, so the assistant says what it did not find', () => {
    const r = comanda('dos birras y un choripán para la 7');
    expect(r.lineas.map((l) => [l.cantidad, l.texto, l.producto?.nombre ?? null, l.candidatos.length])).toEqual([
      [2, 'birras', 'Cerveza IPA tirada pinta', 0],
      [1, 'choripan', null, 0],
    ]);
  });

  it('is not a comanda when nothing said is on the menu', () => {
    expect(interpretar('hola, como va', MENU)).toEqual({ tipo: 'desconocido' });
    expect(interpretar('dos choripanes', MENU)).toEqual({ tipo: 'desconocido' });
    expect(interpretar('   ', MENU)).toEqual({ tipo: 'desconocido' });
  });
});

describe('asking about the venue', () => {
  it.each([
    ['¿cuánto vendimos hoy?', { tema: 'ventas', periodo: 'hoy', porMedio: false }],
    ['cuanto se vendio ayer', { tema: 'ventas', periodo: 'ayer', porMedio: false }],
    ['¿Cuánto facturamos esta semana?', { tema: 'ventas', periodo: 'semana', porMedio: false }],
    ['ventas del mes', { tema: 'ventas', periodo: 'mes', porMedio: false }],
    ['¿cuánto vendimos hoy por medio de pago?', { tema: 'ventas', periodo: 'hoy', porMedio: true }],
    ['¿cómo nos pagaron hoy?', { tema: 'ventas', periodo: 'hoy', porMedio: true }],
    ['¿cuánta plata hay en la caja?', { tema: 'caja' }],
    ['¿está abierta la caja?', { tema: 'caja' }],
    ['¿qué mesas están ocupadas?', { tema: 'mesas' }],
    ['cuantas mesas hay abiertas', { tema: 'mesas' }],
    ['¿hay pedidos atrasados?', { tema: 'pedidosAtrasados' }],
    ['pedidos demorados', { tema: 'pedidosAtrasados' }],
    ['¿qué hay que reponer?', { tema: 'stockBajo' }],
    ['productos con stock bajo', { tema: 'stockBajo' }],
    ['¿qué reservas hay hoy?', { tema: 'reservas', dia: 'hoy' }],
    ['reservas de mañana', { tema: 'reservas', dia: 'manana' }],
    ['¿qué es lo más vendido de la semana?', { tema: 'masVendidos', periodo: 'semana' }],
    ['los más vendidos', { tema: 'masVendidos', periodo: 'hoy' }],
  ])('%j', (text, consulta) => {
    expect(interpretar(text, MENU)).toEqual({ tipo: 'consulta', consulta });
  });

  it('names the product of a price or stock question', () => {
    const precio = interpretar('¿cuánto sale la muzza?', MENU);
    expect(precio).toMatchObject({ tipo: 'consulta', consulta: { tema: 'precio', producto: { producto: { nombre: 'Pizza muzzarella' } } } });
    const stock = interpretar('¿cuántas birras quedan?', MENU);
    expect(stock).toMatchObject({ tipo: 'consulta', consulta: { tema: 'stock', producto: { producto: { nombre: 'Cerveza IPA tirada pinta' } } } });
    const stockDe = interpretar('stock del flan', MENU);
    expect(stockDe).toMatchObject({ tipo: 'consulta', consulta: { tema: 'stock', producto: { producto: { nombre: 'Flan casero con dulce de leche' } } } });
    const ambiguo = interpretar('¿cuánto cuesta la pizza?', MENU);
    expect(ambiguo).toMatchObject({ tipo: 'consulta', consulta: { tema: 'precio', producto: { producto: null } } });
    if (ambiguo.tipo === 'consulta' && ambiguo.consulta.tema === 'precio') expect(ambiguo.consulta.producto.candidatos).toHaveLength(3);
  });
});

describe('buscarEnMenu', () => {
  it('tolerates slips and plurals but not a different word', () => {
    expect(buscarEnMenu('milanezas', MENU)[0]?.producto.nombre).toBe('Milanesa napolitana con papas fritas');
    expect(buscarEnMenu('cervesa', MENU)[0]?.producto.nombre).toBe('Cerveza IPA tirada pinta');
    expect(buscarEnMenu('hamburguesa', MENU)).toEqual([]);
  });
});
