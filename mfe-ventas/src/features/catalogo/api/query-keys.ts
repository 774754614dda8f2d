/** The catalogue's query keys at the sales desk: the search and the frequent products, under 'productos'. */
export const productosKeys = {
  all: ['productos'] as const,
  buscar: (q: string, limite: number) => ['productos', 'buscar', q, limite] as const,
  frecuentes: (cantidad: number) => ['productos', 'frecuentes', cantidad] as const,
};
