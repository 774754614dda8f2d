import { productoVentaSchema, type ProductoVenta } from '@resto/shared/contracts';
import { proponer, sumarPendientes } from './proponer';

const producto = (id: number, nombre: string, precio: number): ProductoVenta =>
  productoVentaSchema.parse({
    id,
    nombre,
    descripcion: null,
    precio,
    categoriaId: null,
    categoria: null,
    codigoBarras: null,
    codigoSku: null,
    unidadMedida: 'unidad',
    esPorPeso: false,
    controlaStock: false,
    stockActual: null,
    stockMinimo: null,
    bajoStock: false,
    activo: true,
  });

const MENU = [
  producto(1, 'Cerveza IPA tirada pinta', 4200),
  producto(2, 'Pizza muzzarella', 10500),
  producto(3, 'Pizza napolitana', 11800),
  producto(4, 'Pizza calabresa', 12300),
  producto(5, 'Milanesa napolitana con papas fritas', 14500),
  producto(6, 'Empanada de carne cortada a cuchillo', 1800),
];

describe('a dictated comanda on the handheld', () => {
  it("proposes 'dos birras y una muzza para la 7' as two pending lines of table 7", () => {
    expect(proponer('dos birras y una muzza para la 7', MENU, 7)).toEqual({
      lineas: [
        { id: 1, nombre: 'Cerveza IPA tirada pinta', precio: 4200, cantidad: 2, notas: null, unidadMedida: 'unidad' },
        { id: 2, nombre: 'Pizza muzzarella', precio: 10500, cantidad: 1, notas: null, unidadMedida: 'unidad' },
      ],
      avisos: [],
    });
  });

  it('takes the table being served when none is said, and keeps the notes', () => {
    const p = proponer('tres empanadas de carne y una mila napo sin cebolla', MENU, 3);
    expect(p.lineas.map((l) => [l.nombre, l.cantidad, l.notas])).toEqual([
      ['Empanada de carne cortada a cuchillo', 3, null],
      ['Milanesa napolitana con papas fritas', 1, 'Sin cebolla'],
    ]);
  });

  it('proposes nothing for another table, and asks between products that fit alike', () => {
    expect(proponer('una muzza para la 9', MENU, 7)).toEqual({ lineas: [], avisos: [{ tipo: 'otraMesa', dicha: 9 }] });
    const unsure = proponer('una pizza y una birra', MENU, 7);
    expect(unsure.lineas.map((l) => l.nombre)).toEqual(['Cerveza IPA tirada pinta']);
    expect(unsure.avisos).toEqual([{ tipo: 'cualProducto', texto: 'pizza', opciones: ['Pizza calabresa', 'Pizza muzzarella', 'Pizza napolitana'] }]);
    expect(proponer('¿cuánto vendimos hoy?', MENU, 7).avisos).toEqual([{ tipo: 'noEntendi' }]);
  });

  it('adds the quantities to products already pending', () => {
    const pending = [{ id: 1, nombre: 'Cerveza IPA tirada pinta', precio: 4200, cantidad: 1, notas: null, unidadMedida: 'unidad' }];
    const next = sumarPendientes(pending, proponer('dos birras y una muzza', MENU, 7).lineas);
    expect(next.map((l) => [l.id, l.cantidad])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });
});
