import type { MedioPagoTipo, UnidadMedida } from '@resto/shared/contracts';

/*
 * The demo venue's data for the money path: prices in centavos, stock and weights in thousandths
 * (grams of a kilo), exchange rates as decimal strings.
 */

export const DEMO_MEDIOS_PAGO: readonly { nombre: string; tipo: MedioPagoTipo }[] = [
  { nombre: 'Efectivo', tipo: 'efectivo' },
  { nombre: 'Tarjeta de débito', tipo: 'tarjeta_debito' },
  { nombre: 'Tarjeta de crédito', tipo: 'tarjeta_credito' },
  { nombre: 'Transferencia', tipo: 'transferencia' },
  { nombre: 'QR / Mercado Pago', tipo: 'qr' },
  { nombre: 'Cuenta corriente', tipo: 'cuenta_corriente' },
];

/** The venue's own currency is the default pair with 0. */
export const DEMO_TIPOS_CAMBIO: readonly { moneda: string; valor: string; esDefault: boolean }[] = [
  { moneda: 'ARS', valor: '0', esDefault: true },
  { moneda: 'USD', valor: '1425.5', esDefault: false },
  { moneda: 'BRL', valor: '262.75', esDefault: false },
];

export interface DemoProducto {
  nombre: string;
  descripcion?: string;
  precio: number;
  costo?: number;
  sku: string;
  barras?: string;
  unidad?: UnidadMedida;
  /** Stock in thousandths; present means the product controls stock. */
  stock?: number;
  stockMinimo?: number;
  /** Relative weight in the simulated past sales. */
  popularidad: number;
  /** A subcategory of its category (created by the seed). */
  subcategoria?: string;
  marca?: string;
}

/** `tipo`: the category type of the settings (where it is prepared). */
export const DEMO_MENU: readonly { categoria: string; descripcion: string; tipo: string; productos: readonly DemoProducto[] }[] = [
  {
    categoria: 'Entradas',
    tipo: 'Cocina',
    descripcion: 'Para empezar',
    productos: [
      { nombre: 'Empanada de carne cortada a cuchillo', precio: 180_000, costo: 60_000, sku: 'ENT-001', subcategoria: 'Empanadas', popularidad: 9 },
      { nombre: 'Empanada de jamón y queso', precio: 170_000, costo: 55_000, sku: 'ENT-002', subcategoria: 'Empanadas', popularidad: 7 },
      {
        nombre: 'Provoleta a la parrilla',
        descripcion: 'Con orégano y aceite de oliva',
        precio: 850_000,
        costo: 300_000,
        sku: 'ENT-003',
        subcategoria: 'Para compartir',
        popularidad: 4,
      },
      { nombre: 'Rabas', precio: 1_250_000, costo: 520_000, sku: 'ENT-004', subcategoria: 'Para compartir', popularidad: 3 },
      { nombre: 'Tabla de fiambres y quesos', descripcion: 'Para compartir', precio: 1_690_000, costo: 700_000, sku: 'ENT-005', subcategoria: 'Para compartir', popularidad: 2 },
    ],
  },
  {
    categoria: 'Principales',
    tipo: 'Cocina',
    descripcion: 'Platos del día y de la parrilla',
    productos: [
      { nombre: 'Bife de chorizo con guarnición', precio: 1_890_000, costo: 820_000, sku: 'PRI-001', subcategoria: 'Carnes', popularidad: 6 },
      { nombre: 'Milanesa napolitana con papas fritas', precio: 1_450_000, costo: 560_000, sku: 'PRI-002', subcategoria: 'Carnes', popularidad: 8 },
      { nombre: 'Ñoquis de papa con salsa fileto', precio: 980_000, costo: 300_000, sku: 'PRI-003', subcategoria: 'Pastas', popularidad: 4 },
      { nombre: 'Suprema de pollo grillada', precio: 1_180_000, costo: 450_000, sku: 'PRI-004', subcategoria: 'Carnes', popularidad: 4 },
      { nombre: 'Sorrentinos de jamón y queso', precio: 1_120_000, costo: 380_000, sku: 'PRI-005', subcategoria: 'Pastas', popularidad: 3 },
    ],
  },
  {
    categoria: 'Pizzas',
    tipo: 'Cocina',
    descripcion: 'A la piedra, 8 porciones',
    productos: [
      { nombre: 'Pizza muzzarella', precio: 1_050_000, costo: 350_000, sku: 'PIZ-001', popularidad: 8 },
      { nombre: 'Pizza napolitana', precio: 1_190_000, costo: 400_000, sku: 'PIZ-002', popularidad: 5 },
      { nombre: 'Fugazzeta rellena', precio: 1_320_000, costo: 450_000, sku: 'PIZ-003', popularidad: 4 },
      { nombre: 'Pizza calabresa', precio: 1_240_000, costo: 430_000, sku: 'PIZ-004', popularidad: 3 },
    ],
  },
  {
    categoria: 'Postres',
    tipo: 'Cocina',
    descripcion: 'Caseros',
    productos: [
      { nombre: 'Flan casero con dulce de leche', precio: 520_000, costo: 150_000, sku: 'POS-001', popularidad: 5 },
      { nombre: 'Tiramisú', precio: 650_000, costo: 220_000, sku: 'POS-002', popularidad: 3 },
      { nombre: 'Panqueque con dulce de leche', precio: 480_000, costo: 130_000, sku: 'POS-003', popularidad: 3 },
      // Sold by weight: the price is per kilo and the stock is counted in grams.
      {
        nombre: 'Helado artesanal',
        descripcion: 'Por kilo, hasta 3 gustos',
        precio: 1_800_000,
        costo: 700_000,
        sku: 'POS-004',
        unidad: 'kg',
        stock: 12_500,
        stockMinimo: 3_000,
        popularidad: 4,
      },
    ],
  },
  {
    categoria: 'Bebidas',
    tipo: 'Barra',
    descripcion: 'Con y sin alcohol',
    productos: [
      {
        nombre: 'Agua mineral sin gas 500 ml',
        precio: 250_000,
        costo: 80_000,
        sku: 'BEB-001',
        subcategoria: 'Sin alcohol',
        marca: 'Manantial del Sur',
        barras: '7798062540017',
        stock: 48_000,
        stockMinimo: 12_000,
        popularidad: 7,
      },
      {
        nombre: 'Gaseosa cola 500 ml',
        precio: 320_000,
        costo: 110_000,
        sku: 'BEB-002',
        subcategoria: 'Sin alcohol',
        marca: 'Cola Andina',
        barras: '7790895000997',
        stock: 60_000,
        stockMinimo: 12_000,
        popularidad: 8,
      },
      { nombre: 'Cerveza IPA tirada pinta', precio: 550_000, costo: 180_000, sku: 'BEB-003', subcategoria: 'Con alcohol', popularidad: 6 },
      {
        nombre: 'Vino Malbec botella 750 ml',
        precio: 1_450_000,
        costo: 600_000,
        sku: 'BEB-004',
        subcategoria: 'Con alcohol',
        marca: 'Bodega Los Álamos',
        barras: '7790240000015',
        stock: 24_000,
        stockMinimo: 6_000,
        popularidad: 3,
      },
      { nombre: 'Café espresso', precio: 280_000, costo: 60_000, sku: 'BEB-005', subcategoria: 'Cafetería', popularidad: 6 },
      { nombre: 'Limonada con menta y jengibre', precio: 450_000, costo: 100_000, sku: 'BEB-006', subcategoria: 'Sin alcohol', popularidad: 4 },
      { nombre: 'Pan de campo', descripcion: 'Por kilo, horneado en casa', precio: 450_000, costo: 150_000, sku: 'BEB-007', unidad: 'kg', popularidad: 1 },
    ],
  },
  {
    categoria: 'Tragos de autor',
    tipo: 'Barra',
    descripcion: 'De la barra',
    productos: [
      { nombre: 'Fernet con cola', precio: 650_000, costo: 200_000, sku: 'TRA-001', popularidad: 5 },
      { nombre: 'Negroni de la casa', precio: 850_000, costo: 280_000, sku: 'TRA-002', popularidad: 3 },
      { nombre: 'Gin tonic de pomelo y romero', precio: 900_000, costo: 300_000, sku: 'TRA-003', popularidad: 4 },
      { nombre: 'Aperol spritz', precio: 880_000, costo: 300_000, sku: 'TRA-004', popularidad: 3 },
    ],
  },
];

export interface DemoCliente {
  nombre: string;
  email: string | null;
  telefono: string;
  direccion: string;
  numero: string | null;
  departamento: string;
  ciudad: string;
  provincia: string;
  cuit: string | null;
  /** Percent * 100. */
  descuentoPct: number;
  cuentaCorriente: boolean;
  /** The current account's credit in centavos (every current account has one); null without an account. */
  limiteCredito: number | null;
  comentario: string | null;
}

export const DEMO_CLIENTES: readonly DemoCliente[] = [
  {
    nombre: 'Bodegón Don Pepe SRL',
    email: 'compras@donpepe.com.ar',
    telefono: '+541143215678',
    direccion: 'Av. Corrientes',
    numero: '1850',
    departamento: 'Comuna 3',
    ciudad: 'Buenos Aires',
    provincia: 'CABA',
    cuit: '30712345671',
    descuentoPct: 500,
    cuentaCorriente: true,
    limiteCredito: 30_000_000,
    comentario: 'Paga la cuenta corriente a fin de mes',
  },
  {
    nombre: 'Juan Pérez',
    email: 'juan.perez@example.com',
    telefono: '+5491123456789',
    direccion: 'Humboldt',
    numero: '1520',
    departamento: 'Comuna 14',
    ciudad: 'Buenos Aires',
    provincia: 'CABA',
    cuit: '20123456786',
    descuentoPct: 0,
    cuentaCorriente: false,
    limiteCredito: null,
    comentario: null,
  },
  {
    nombre: 'María González',
    email: 'maria.gonzalez@example.com',
    telefono: '+5493415551234',
    direccion: 'Bv. Oroño',
    numero: '740',
    departamento: 'Rosario',
    ciudad: 'Rosario',
    provincia: 'Santa Fe',
    cuit: null,
    descuentoPct: 1000,
    cuentaCorriente: false,
    limiteCredito: null,
    comentario: 'Cliente frecuente: 10 % de descuento',
  },
  {
    nombre: 'Lucía Fernández',
    email: null,
    telefono: '+5493516123456',
    direccion: 'Av. Colón',
    numero: '1200',
    departamento: 'Capital',
    ciudad: 'Córdoba',
    provincia: 'Córdoba',
    cuit: null,
    descuentoPct: 0,
    cuentaCorriente: false,
    limiteCredito: null,
    comentario: null,
  },
];

/** Expenses a venue pays from the register on an ordinary day. */
export const DEMO_GASTOS: readonly { categoria: string; descripcion: string; pagadoPor: string; pesos: number }[] = [
  { categoria: 'Proveedores', descripcion: 'Verdulería: reposición del día', pagadoPor: 'Carla Ruiz', pesos: 3_850_000 },
  { categoria: 'Limpieza', descripcion: 'Artículos de limpieza', pagadoPor: 'Carla Ruiz', pesos: 1_240_000 },
  { categoria: 'Mantenimiento', descripcion: 'Repuesto de canilla de la barra', pagadoPor: 'Diego Fernández', pesos: 980_000 },
  { categoria: 'Proveedores', descripcion: 'Hielo', pagadoPor: 'Martín Sosa', pesos: 450_000 },
];

/**
 * The demo's modifier groups, by product SKU (price deltas in centavos): the steak asks
 * how it is cooked (exactly one) and takes up to three extras.
 */
export const DEMO_MODIFICADORES: readonly {
  sku: string;
  grupos: readonly { nombre: string; minimo: number; maximo: number; opciones: readonly { nombre: string; precioDelta: number }[] }[];
}[] = [
  {
    sku: 'PRI-001',
    grupos: [
      {
        nombre: 'Punto de la carne',
        minimo: 1,
        maximo: 1,
        opciones: [
          { nombre: 'Jugoso', precioDelta: 0 },
          { nombre: 'A punto', precioDelta: 0 },
          { nombre: 'Bien cocido', precioDelta: 0 },
        ],
      },
      {
        nombre: 'Extras',
        minimo: 0,
        maximo: 3,
        opciones: [
          { nombre: 'Queso', precioDelta: 80_000 },
          { nombre: 'Huevo frito', precioDelta: 60_000 },
          { nombre: 'Papas extra', precioDelta: 120_000 },
        ],
      },
    ],
  },
  {
    sku: 'PRI-002',
    grupos: [
      {
        nombre: 'Extras',
        minimo: 0,
        maximo: 2,
        opciones: [
          { nombre: 'Huevo frito', precioDelta: 60_000 },
          { nombre: 'Jamón extra', precioDelta: 90_000 },
        ],
      },
    ],
  },
];
